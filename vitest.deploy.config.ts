import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The deployment files' runs (issue 14 item 5), in `npm test -- deploy` after the standalone build
 * (scripts/test.mjs): the image layout started for real and the compose proxy run by nginx. The
 * static checks of Dockerfile and compose.yaml are ordinary unit tests (test/deploy/*.test.ts).
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/deploy/*.deploy-test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
