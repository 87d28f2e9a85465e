import path from 'node:path';

/**
 * Files that `docs.json` (and the pages' frontmatter) name, relative to the docs root: the JSON
 * files its `$ref`s pull in, and the OpenAPI/AsyncAPI documents it declares.
 */
export type NamedFiles = { refs: ReadonlySet<string>; specs: ReadonlySet<string> };

export type DocsFileKind = 'page' | 'docs-config' | 'config-part' | 'snippet' | 'media' | 'spec';

/** What the model is told when it tries to write anything else (docs/agent-api.md "Tools and the sandbox"). */
export const NOT_DOCS_HINT =
  'the agent may write pages (.md, .mdx), docs.json, snippets, images and media, and the OpenAPI files docs.json names';

const PAGE = /\.mdx?$/i;
// Not `.js`: every `.js` file of the docs folder is a script on every page (Mintlify's custom
// scripts, lib/site/custom-assets.ts), which a prompt-injected model must not be able to add.
const SNIPPET_CODE = /\.(jsx|tsx)$/i;
const SNIPPET_DIRS = ['snippets', 'content/snippets'];
/** What the site serves as static files (lib/content/static-files.ts), fonts and text excepted. */
const MEDIA = /\.(png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|mp3|wav|pdf)$/i;
const STRUCTURED = /\.(json|ya?ml)$/i;

/**
 * Build, CI, package-manager and hosting configuration that must never be written, even when
 * docs.json names it as a spec or `$ref`s it: naming a file is something the model can do, so it
 * cannot be what makes `package.json` writable. Dotfiles and dot-folders are refused separately.
 */
const CONFIG_FILES = new Set([
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'bun.lock',
  'bun.lockb',
  'deno.json',
  'deno.jsonc',
  'jsconfig.json',
  'composer.json',
  'lerna.json',
  'nx.json',
  'turbo.json',
  'biome.json',
  'biome.jsonc',
  'vercel.json',
  'now.json',
  'netlify.toml',
  'firebase.json',
  'renovate.json',
  'app.json',
  'app.yaml',
  'app.yml',
  'lefthook.yml',
  'lefthook.yaml',
  'lefthook-local.yml',
  'lefthook-local.yaml',
  'compose.yml',
  'compose.yaml',
  'azure-pipelines.yml',
  'azure-pipelines.yaml',
  'bitbucket-pipelines.yml',
  'appveyor.yml',
  'appveyor.yaml',
  'cloudbuild.yml',
  'cloudbuild.yaml',
  'buildspec.yml',
  'buildspec.yaml',
  'codecov.yml',
  'codecov.yaml',
  'codemagic.yaml',
  'bitrise.yml',
  'serverless.yml',
  'serverless.yaml',
  'mkdocs.yml',
  'mkdocs.yaml',
  'wrangler.json',
  'wrangler.jsonc',
  'wrangler.toml',
  'fly.toml',
  'render.yaml',
  'netlify.yml',
  'railway.json',
  'dockerfile',
  'makefile',
  'jenkinsfile',
  'procfile',
  // Mintlify's legacy config: read only through its upgrade (lib/config/mint-json.ts) and never
  // written; a change to such a site's configuration is a docs.json (what `lectern upgrade` writes).
  'mint.json',
]);
const CONFIG_PATTERNS = [/\.config\.[^.]+$/i, /^tsconfig.*\.json$/i, /^docker-compose.*\.ya?ml$/i, /^dockerfile\./i];

/** Is this file name build or tool configuration (whatever its folder)? */
export function isConfigFileName(base: string): boolean {
  return CONFIG_FILES.has(base.toLowerCase()) || CONFIG_PATTERNS.some((re) => re.test(base));
}

/**
 * What a docs site is made of (docs/agent-api.md "Tools and the sandbox", issue 11 hole 1): classifies a path relative to
 * the docs root, or returns null when the file is not part of the docs site. The decision uses the
 * path and what docs.json names, never the file's content, so no content can make
 * `package.json` or a CI file writable.
 */
export function classifyDocsFile(rel: string, named: NamedFiles): DocsFileKind | null {
  const segments = rel.split('/');
  if (!rel || segments.some((s) => s === '' || s.startsWith('.') || s === 'node_modules')) return null;
  if (rel === 'docs.json') return 'docs-config';
  const base = segments[segments.length - 1];
  const inSnippets = SNIPPET_DIRS.some((dir) => rel.startsWith(`${dir}/`));
  // Markdown and media configure nothing, so a page may be called `next.config.mdx`.
  if (PAGE.test(base)) return inSnippets ? 'snippet' : 'page';
  if (MEDIA.test(base)) return 'media';
  if (isConfigFileName(base)) return null;
  if (inSnippets && SNIPPET_CODE.test(base)) return 'snippet';
  if (STRUCTURED.test(base)) {
    if (named.specs.has(rel)) return 'spec';
    if (named.refs.has(rel) && /\.json$/i.test(base)) return 'config-part';
  }
  return null;
}

/**
 * Why `rel` (relative to the docs root) is refused, as advice the model can act on: for a JSON or
 * YAML file the usual fix is to name it in docs.json first.
 */
export function notDocsReason(rel: string): string {
  const base = path.posix.basename(rel);
  if (rel.split('/').some((s) => s.startsWith('.'))) return 'dotfiles and dot-folders are never part of it';
  if (isConfigFileName(base)) return 'it configures a build, a tool or a host';
  if (STRUCTURED.test(base)) return 'a JSON or YAML file must be an OpenAPI file that docs.json names (add it to docs.json first)';
  if (/\.js$/i.test(base))
    return 'a .js file in the docs folder runs as a script on every page; write components as .jsx or .tsx under snippets/';
  if (/\.css$/i.test(base)) return "a .css file in the docs folder styles every page; the agent does not change the site's styling";
  if (SNIPPET_CODE.test(base)) return 'components (.jsx, .tsx) belong under snippets/';
  return 'this kind of file is not one';
}
