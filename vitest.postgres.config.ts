import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The agent suites again, on PostgreSQL (issue 14): every test file that opens the agent database
 * (through test/agent/fixtures.ts useTempRuntime) runs unchanged against a throwaway cluster that
 * test/postgres/global-setup.ts starts, one database per file. `npm test` runs it after the
 * SQLite run (scripts/test.mjs); alone: `npx vitest run --config vitest.postgres.config.ts`.
 */
function filesUsingTheDatabase(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && readFileSync(full, 'utf8').includes('useTempRuntime(')) out.push(full);
    }
  };
  for (const root of ['lib', 'cli', 'app']) walk(root);
  return out.sort();
}

// Spread, not mergeConfig: merging would append these files to the base list instead of replacing it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [...filesUsingTheDatabase(), 'lib/agent/db/migrate.test.ts'],
    // Old SQLite data folders are SQLite's alone: that test pins SQLite and runs in the SQLite run.
    // The `*.postgres.test.ts` files the SQLite run leaves out are this run's.
    exclude: [...(base.test?.exclude ?? []).filter((p) => p !== '**/*.postgres.test.ts'), 'lib/agent/db/sqlite-upgrade.test.ts'],
    globalSetup: ['test/postgres/global-setup.ts'],
  },
});
