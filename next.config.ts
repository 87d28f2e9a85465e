import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { isDemoApiEnabled } from './app/demo-api/_lib/enabled';
import { READER_REWRITES } from './lib/auth/reader-route';
import { STATIC_TYPES } from './lib/content/static-files';
import { checkProductionSafety, formatSafetyReport } from './lib/production-safety';

// JSON and YAML reach the route too, which serves them only when they are a loaded OpenAPI document;
// CSS and JS only when they are the docs folder's own (lib/site/custom-assets).
const assetPattern = [...Object.keys(STATIC_TYPES), 'json', 'yaml', 'yml', 'css', 'js'].join('|');

// Every URL that may be a docs page: not the app's own routes, not a path ending in a file extension
// (an image, llms.txt, the sitemap).
const PAGE_URL = '/:page((?!_next/|api/|md/|mcp$|docs-files/|login(?:/|$)|v1/|v2/|pull/|demo-api/)(?!.*\\.[A-Za-z0-9]+$).*)';

/**
 * A broken docs folder must stop `next build` with the same located messages as `lectern check`
 * and no stack trace, so the build runs the check itself before Next starts compiling. The same
 * run writes the search index and the docs' Tailwind CSS beside the dist folder
 * (lib/search/index-file.ts, lib/styles/tailwind-file.ts; Next empties the dist folder itself when
 * the build starts).
 */
function checkDocsOrExit(distDir: string) {
  // Next loads this config more than once per build (and in the build's worker processes, which
  // inherit the environment): the docs are checked once.
  if (process.env.LECTERN_DOCS_CHECKED === distDir) return;
  try {
    execFileSync(
      process.execPath,
      [
        'bin/lectern.mjs',
        'check',
        '--quiet-ok',
        '--search-index',
        `${distDir}-search-index.json`,
        '--asset-refs',
        `${distDir}-asset-refs.json`,
        '--tailwind-css',
        `${distDir}-tailwind.css`,
        '--thumbnail-font',
        `${distDir}-thumbnail-font.json`,
      ],
      { stdio: 'inherit', env: process.env },
    );
  } catch {
    console.error('\nlectern: the build stopped because the docs folder has errors (listed above).');
    process.exit(1);
  }
  process.env.LECTERN_DOCS_CHECKED = distDir;
}

/**
 * Next adds `<distDir>/types` to the tsconfig it builds with. Builds of other docs folders (the
 * corpus sites, test fixtures) get a tsconfig of their own beside their dist folder, so the
 * project's tsconfig.json never changes under a build.
 */
function tsconfigFor(distDir: string): string | undefined {
  if (distDir === '.next') return undefined;
  const file = `${distDir}.tsconfig.json`;
  writeFileSync(file, `${JSON.stringify({ extends: './tsconfig.json', include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'] }, null, 2)}\n`);
  return file;
}

/**
 * `next start` refuses to serve readers with a configuration that would expose them (a sign-in
 * method without AUTH_SECRET, …): better no site than one where sessions can be forged. Checked
 * here because Next loads this file before it accepts the first connection.
 */
function refuseUnsafeProduction() {
  const report = checkProductionSafety(process.env);
  if (report.errors.length || report.warnings.length) console.error(formatSafetyReport(report));
  if (report.errors.length) process.exit(1);
}

// `next dev` compiles the server more than once before the writer's first page (the proxy and the
// page, each with its own copy of these plain Node libraries: ~900 modules for the first six, ~780
// more for the rest), which Node loads from node_modules in a fraction of the time (issue 12).
// Development only: a build bundles them as before. Named are the packages our code imports; what they
// import comes along. Node 20.19+ requires ESM, but Next refuses a package that a require() or
// createRequire().resolve() names and that resolves to ESM (@scalar/openapi-parser, in
// lib/openapi/oas-compile.ts), and one whose CSS a component imports (katex). A dev snapshot of 16
// own-site pages, a search, llms.txt and a Markdown twin was the same with them as without (but Next's
// per-render id). A React package (lucide-react, next-auth) must stay bundled, to share the bundled React.
const DEV_SERVER_EXTERNALS = [
  ...['zod', 'yaml', 'js-yaml', 'jsonc-parser', 'kysely', 'ajv', 'ajv-draft-04', 'ajv-formats', 'jose', 're2js', 'ipaddr.js'],
  ...['@mdx-js/mdx', 'unified', 'remark-gfm', 'remark-math', 'rehype-katex', 'rehype-slug', '@shikijs/rehype', '@shikijs/transformers'],
  ...['unist-util-visit', 'unist-util-visit-parents', 'mdast-util-to-string', 'mdast-util-from-markdown', 'hast-util-to-string'],
  ...['github-slugger', '@scalar/snippetz', 'minisearch', 'picomatch', 'ignore', 'lodash'],
];

export default function config(phase: string): NextConfig {
  const distDir = process.env.LECTERN_DIST_DIR || '.next';
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.LECTERN_SKIP_CHECK) checkDocsOrExit(distDir);
  if (phase === PHASE_PRODUCTION_SERVER) refuseUnsafeProduction();
  return {
    reactStrictMode: true,
    // Development only: whether instrumentation.ts follows builds published to PostgreSQL, as a constant
    // Turbopack inlines, so a dev server without a database does not compile the site loader for it.
    ...(phase === PHASE_DEVELOPMENT_SERVER ? { env: { LECTERN_DEV_FOLLOWS_BUILDS: process.env.DATABASE_URL ? '1' : '0' } } : {}),
    // The container image (Dockerfile) runs `server.js` from a traced, self-contained folder. Opt-in at
    // build, because tracing and copying the dependencies slows every other build and `next start`
    // warns about a standalone build.
    ...(process.env.LECTERN_STANDALONE === '1' ? { output: 'standalone' as const, outputFileTracingRoot: process.cwd() } : {}),
    // A separate output folder per docs folder, so the corpus sites build beside the own site.
    distDir,
    poweredByHeader: false,
    // A prerendered or cached page carries an ETag, a hash of its bytes, and the bytes hold the URL:
    // a gated page's 404 and a missing page's would then differ in a header (e2e/security/auth's
    // gated-404-equals-missing-404). Shared caches revalidate on s-maxage instead.
    generateEtags: false,
    experimental: {
      // Next renders the static pages in `cpus` worker processes, by default one fewer than the
      // machine's cores: one worker on a 2-core machine, while the build's main process only waits
      // for them. Every core renders pages instead (issue 12); each worker loads the site once.
      cpus: availableParallelism(),
      // proxy.ts never reads a request body, and no route it runs in front of takes one (it leaves the
      // app's own routes alone); Next would otherwise copy up to 10 MB of any body it sees for it.
      proxyClientMaxBodySize: '64kb',
      // `next dev` compiles what a page loads with import() (mermaid, the author components with the
      // whole icon set, the playground, the search dialog) when it is first loaded, not before the
      // writer's first page (issue 12). Development only: a build compiles everything, as before.
      turbopackLazyDynamicImports: true,
      turbopackLazyDynamicImportsSSR: true,
    },
    typedRoutes: false,
    // `npm test` runs `tsc --noEmit` as its own step; the build does not type-check twice.
    typescript: { ignoreBuildErrors: true, tsconfigPath: tsconfigFor(distDir) },
    // esbuild bundles author components (lib/content/author-module.ts): a native binary that is
    // loaded from node_modules at run time, never bundled into the server. mermaid only ever runs in
    // the browser (components/mdx/mermaid.client.tsx): left out of the server bundles, `next dev`
    // does not compile it a second time for server rendering (issue 12, the writer's first page).
    serverExternalPackages: ['esbuild', 'mermaid', ...(phase === PHASE_DEVELOPMENT_SERVER ? DEV_SERVER_EXTERNALS : [])],
    // Pages are read from DOCS_DIR at build and run time; keep the docs folder out of tracing.
    outputFileTracingExcludes: { '*': ['./test/**', './e2e/**', './bench/**'] },
    // A pull request page's link carries its access token: no Referer may take it along, and no
    // search engine may keep the page.
    async headers() {
      return [
        // A page URL answers HTML or, to `Accept: text/markdown`, its Markdown (the rewrite below), and on a
        // site with sign-in (configured at run time, unknown here) a session cookie changes the page: a
        // shared cache must key its copy on both (issue 12). Next keeps this Vary on the Markdown answer,
        // but its page handler sets Vary itself on HTML (a setHeader, in Next 16.4): deploy/nginx.conf
        // keys its cache on the Markdown preference and adds this Vary for caches further out.
        { source: PAGE_URL, headers: [{ key: 'Vary', value: 'Accept, Cookie' }] },
        {
          source: '/pull/:path*',
          headers: [
            { key: 'Referrer-Policy', value: 'no-referrer' },
            { key: 'X-Robots-Tag', value: 'noindex' },
          ],
        },
      ];
    },
    async rewrites() {
      return {
        // Off this site, `/demo-api/*` is any other missing page: the docs 404, before the route
        // files are matched (the route wrapper checks again at run time; app/demo-api/_lib/enabled.ts).
        beforeFiles: [
          ...(isDemoApiEnabled(process.env, process.cwd())
            ? []
            : [{ source: '/demo-api/:path*', destination: '/_lectern/not-found/:path*' }]),
          // `Accept: text/markdown` on a page URL answers with its Markdown (app/md), for AI agents
          // that ask for it; browsers never send it. Site routes that are not pages keep their own answers.
          {
            source: PAGE_URL,
            has: [{ type: 'header' as const, key: 'accept', value: '(?:.*[,\\s])?text/markdown(?:[;,\\s].*)?' }],
            destination: '/md/:page',
          },
          // Then the reader route or a refusal, as proxy.ts decided (lib/auth/reader-route.ts).
          ...READER_REWRITES,
        ],
        afterFiles: [
          { source: `/:file((?!_next/|docs-files/).+\\.(?:${assetPattern}))`, destination: '/docs-files/:file' },
          // `<page>.md`: the Markdown variant of every page, for AI readers (see app/md).
          { source: '/:page((?!_next/|md/).+)\\.md', destination: '/md/:page' },
          // `<page>/rss.xml`: a changelog page's feed, at Mintlify's URL (app/rss-feed).
          { source: '/:page((?!_next/).+)/rss.xml', destination: '/rss-feed/:page' },
          { source: '/rss.xml', destination: '/rss-feed' },
        ],
        fallback: [],
      };
    },
  };
}
