// scripts/test.mjs runs this before building the deploy fixture: the build reads build 1.
import { rmSync } from 'node:fs';
import { DATA_DIR, publish } from './publish';

rmSync(DATA_DIR, { recursive: true, force: true });
publish(DATA_DIR, 1);
