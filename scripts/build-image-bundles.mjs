// Compiles the processes the container image runs besides Next's own server into plain JavaScript
// in dist/image/ (the Dockerfile's build stage runs it): the agent worker (`worker.mjs`, what
// `npm run worker` runs through tsx), the `lectern` command (`lectern.mjs`, for `project add` and
// `keys create` inside a container) and the site's start (`site.mjs`: the production-safety check,
// then the standalone server.js). esbuild is the compiler Next installs.
//
// Unlike dist/cli (scripts/build-cli.mjs), dependencies are bundled in: the image carries only the
// node_modules that Next's tracing copied for the site, not the whole install. The exceptions are
// native or optional packages, loaded from the image's node_modules at run time: better-sqlite3
// and esbuild (both traced into the standalone folder, since the site uses them too) and pg's
// optional native binding, which is never installed. `server-only` becomes an empty module, as
// for the CLI; the react-server condition is the one `npm run worker` uses.
import { build } from 'esbuild';
import { serverOnlyIsEmpty } from './esbuild-server-only.mjs';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const IMAGE_BUNDLE_DIR = path.join(root, 'dist/image');
export const IMAGE_BUNDLE_EXTERNALS = ['better-sqlite3', 'esbuild', 'pg-native'];
/** Each output file of dist/image (`<name>.mjs`) and its source. */
export const IMAGE_BUNDLE_ENTRIES = { worker: 'scripts/worker.ts', lectern: 'cli/main.ts', site: 'scripts/image-site.ts' };

/** Writes dist/image/{worker,lectern,site}.mjs (and shared chunks); returns the output folder. */
export async function buildImageBundles() {
  rmSync(IMAGE_BUNDLE_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: IMAGE_BUNDLE_ENTRIES,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: IMAGE_BUNDLE_EXTERNALS,
    conditions: ['react-server'],
    // Some dependencies (jsonc-parser) ship a UMD `main` whose relative requires a bundle cannot follow.
    mainFields: ['module', 'main'],
    // Bundled CommonJS packages call require(); in an ES module it has to be made.
    banner: { js: "import { createRequire as __lecternRequire } from 'node:module'; const require = __lecternRequire(import.meta.url);" },
    outdir: IMAGE_BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    plugins: [serverOnlyIsEmpty],
  });
  return IMAGE_BUNDLE_DIR;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`compiled the worker, the lectern command and the site start into ${path.relative(root, await buildImageBundles())}/`);
}
