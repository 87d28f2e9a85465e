// `npm run build`: `next build` (which runs `lectern check` first, next.config.ts), then the one
// step Next has no option for: removing the copies of each prerendered page's payload that no
// request reads (scripts/prune-prefetch-copies.mjs; issue 12, disk per page). Arguments go to
// `next build`; the dist folder is next.config.ts's (LECTERN_DIST_DIR, else `.next`). A plain
// `next build` gives a site that serves the same, with ~50 KB more disk per page.
// (Next's post-build hook, a build adapter, moves every prerendered file into another layout.)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { prunePrefetchCopies } from './prune-prefetch-copies.mjs';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const built = spawnSync(process.execPath, [next, 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const distDir = process.env.LECTERN_DIST_DIR || '.next';
// A standalone build (LECTERN_STANDALONE=1, the container image) has already copied the pages into
// its own folder (next.config.ts traces from the project root): that copy is what the image serves.
const standalone = path.join(distDir, 'standalone', distDir);
for (const dir of existsSync(standalone) ? [distDir, standalone] : [distDir]) {
  const { removed, bytes, kept } = await prunePrefetchCopies(dir);
  if (removed) console.log(`lectern: removed ${removed} unread copies of page payloads from ${dir} (${(bytes / 1e6).toFixed(1)} MB)`);
  if (kept.length) console.log(`lectern: kept ${kept.length} payload copies it could not prove unread (${kept[0]}, …)`);
}
