import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` throws outside the react-server condition; unit tests run lib code directly.
      'server-only': fileURLToPath(new URL('./test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'app/**/*.test.ts',
      'components/**/*.test.ts',
      'components/**/*.test.tsx',
      'cli/**/*.test.ts',
      'test/**/*.test.ts',
      'scripts/**/*.test.ts',
      'eslint-rules/**/*.test.mjs',
    ],
    // PostgreSQL-only suites (the many-workers load test): vitest.postgres.config.ts runs them.
    exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // next-auth imports `next/server` without an extension, which only bundlers resolve: let Vite
    // process it, so server components that read the viewer can be rendered in unit tests.
    server: { deps: { inline: ['next-auth'] } },
  },
});
