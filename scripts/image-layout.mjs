// Assembles the container image's /app folder from a standalone build (the Dockerfile's build stage
// runs it, and test/deploy/image-run.build-test.ts runs the same function into a temporary folder,
// so the layout the test starts is the one the image ships). Usage:
//   LECTERN_STANDALONE=1 next build && node scripts/build-image-bundles.mjs && node scripts/image-layout.mjs <out>
// LECTERN_DIST_DIR and DOCS_DIR are read as `next build` read them.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// The packages the precompiled OAS validators are found by and require at run time
// (lib/openapi/oas-schema.ts): Next and the bundles inline them, so the image gets them as packages.
export const VALIDATOR_PACKAGES = ['@scalar/openapi-parser', 'ajv', 'ajv-draft-04', 'ajv-formats'];

/**
 * Copies into `out`: Next's standalone server (server.js, its traced node_modules and dist folder,
 * not the project sources that tracing also picks up because the site reads its docs folder at run
 * time), the static files, `public/` when there is one, the search index and Tailwind CSS that the
 * build writes beside the dist folder, the compiled worker and command (dist/image), the OAS
 * validators with the packages they need, and the docs folder at the same path relative to the
 * root. Returns the pieces copied, as paths relative to `out`. Throws a message naming the missing
 * step when the build is not there.
 */
export function assembleImage({ out, distDir = process.env.LECTERN_DIST_DIR || '.next', docsDir = process.env.DOCS_DIR || '' }) {
  const from = (...parts) => path.join(root, ...parts);
  const standalone = from(distDir, 'standalone');
  const need = (file, step) => {
    if (!existsSync(file)) throw new Error(`image layout: ${path.relative(root, file)} is missing: ${step}`);
  };
  need(path.join(standalone, 'server.js'), 'run `LECTERN_STANDALONE=1 next build` first');
  need(from('dist/image/worker.mjs'), 'run `node scripts/build-image-bundles.mjs` first');
  const copied = [];
  const copy = (source, target = path.relative(root, source)) => {
    cpSync(source, path.join(out, target), { recursive: true, dereference: true });
    copied.push(target);
  };
  mkdirSync(out, { recursive: true });
  for (const entry of ['server.js', 'package.json', 'node_modules', distDir]) copy(path.join(standalone, entry), entry);
  copy(from(distDir, 'static'));
  if (existsSync(from('public'))) copy(from('public'));
  for (const file of [`${distDir}-search-index.json`, `${distDir}-tailwind.css`]) {
    need(from(file), 'the build writes it (next.config.ts runs `lectern check`)');
    copy(from(file));
  }
  // Written only for a site with gated pages (lib/auth/asset-refs-file.ts).
  if (existsSync(from(`${distDir}-asset-refs.json`))) copy(from(`${distDir}-asset-refs.json`));
  copy(from('dist/image'));
  const validators = from('node_modules/.cache/lectern/oas-validators');
  need(validators, 'run `node scripts/build-oas-validators.mjs` first');
  copy(validators);
  // Whole packages, over any partial copy tracing made (it may leave out package.json, which the lookup reads).
  for (const name of withDependencies(VALIDATOR_PACKAGES)) copy(from('node_modules', name));
  for (const piece of docsFolderPieces(docsDir)) copy(from(piece));
  return copied;
}

/**
 * What of the docs folder goes into the image, relative to the project root. The project's own site
 * (no DOCS_DIR) keeps docs.json at the root and its pages, images and specs in content/; the rest of
 * the root is Lectern's code. Another docs folder goes in whole, at the same relative path, so the
 * DOCS_DIR the build used means the same folder at run time.
 */
export function docsFolderPieces(docsDir) {
  const dir = path.resolve(root, docsDir || '.');
  const relative = path.relative(root, dir);
  if (relative.startsWith('..') || path.isAbsolute(relative))
    throw new Error(`image layout: DOCS_DIR ${docsDir} is outside the project folder; copy it into the build context`);
  return relative === '' ? ['docs.json', 'content'] : [relative];
}

/** `names` and every package they depend on (their `dependencies`, transitively), as installed at the top of node_modules. */
function withDependencies(names) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return;
    seen.add(name);
    for (const dep of Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).dependencies ?? {})) visit(dep);
  };
  names.forEach(visit);
  return [...seen].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/image-layout.mjs <out-folder>');
    process.exit(2);
  }
  try {
    const copied = assembleImage({ out: path.resolve(out) });
    console.log(`image layout in ${out}: ${copied.length} pieces (${readdirSync(out).join(', ')})`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
