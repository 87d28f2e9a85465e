#!/usr/bin/env node
// The `lectern` command. Its code is TypeScript shared with the site, compiled to dist/cli by
// scripts/build-cli.mjs (at `npm install`). When a source file is newer than that build (an edit
// since), it is compiled again first (a fraction of a second), so the command never runs stale code.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pointer = path.join(root, 'dist/cli/current');

/** The newest modification time among the command's sources (cli/, lib/ and the manifests). */
function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|js|mjs|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ['cli', 'lib']) walk(path.join(root, dir));
  for (const file of ['package.json', 'tsconfig.json', 'scripts/build-cli.mjs'])
    newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  return newest;
}

let entry;
try {
  const current =
    existsSync(pointer) && statSync(pointer).mtimeMs >= newestSource()
      ? path.join(root, 'dist/cli', readFileSync(pointer, 'utf8').trim(), 'lectern.mjs')
      : undefined;
  entry =
    current && existsSync(current)
      ? current
      : await (await import(pathToFileURL(path.join(root, 'scripts/build-cli.mjs')).href)).buildCli();
} catch (error) {
  console.error(`lectern: could not compile the command: ${error.message}`);
  process.exit(2);
}
await import(pathToFileURL(entry).href);
