import { build, type Plugin } from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXPRESSIONS_EXPORT } from './author-scope';
import { collectEsm } from './collect-esm';
import { readPageSource } from './page-source';
import { parseMdx } from './parse-mdx';

/** A page's own author JavaScript (line-aligned with the file, which is relative to the docs folder). */
export type AuthorBlock = { file: string; code: string };

/** A build error of author code, located in the docs folder (file relative to it, 1-based line). */
export type AuthorCodeError = { file: string; line?: number; message: string };

/** The bundle, and the files it imports that do not exist (their components throw a located error). */
export type AuthorModule = { code: string; missing: AuthorCodeError[]; error?: undefined } | { code?: undefined; error: AuthorCodeError };


const cache = new Map<string, Promise<AuthorModule>>();

/**
 * Bundles a page's author code (its `export`s, its `.mdx` snippets' `export`s, the `.jsx`/`.tsx`/
 * `.js` files they import, and one arrow function per page expression) into one CommonJS string
 * for the browser. esbuild (already installed with Next) does the JSX transform and the bundling;
 * nothing here evaluates the code. Imports resolve inside the docs folder only; `react` is left
 * to the runtime, any other package is an error (Mintlify supports none). Cached per input, so a
 * build compiles each page once.
 */
export function buildAuthorModule(docsDir: string, page: AuthorBlock, inlined: string[], expressions: string[]): Promise<AuthorModule> {
  const key = JSON.stringify([docsDir, page, inlined, expressions]);
  let found = cache.get(key);
  if (!found) {
    found = bundle(path.resolve(docsDir), page, inlined, expressions);
    cache.set(key, found);
  }
  return found;
}

async function bundle(root: string, page: AuthorBlock, inlined: string[], expressions: string[]): Promise<AuthorModule> {
  const entry = [
    page.code,
    ...inlined.map((file) => `export * from ${JSON.stringify(file)};`),
    `export const ${EXPRESSIONS_EXPORT} = [${expressions.map((e) => `() => (${e}\n)`).join(',\n')}];`,
  ].join('\n');
  try {
    const result = await build({
      stdin: { contents: entry, loader: 'jsx', resolveDir: path.dirname(path.join(root, page.file)), sourcefile: path.join(root, page.file) },
      // Located messages name files relative to the docs folder, as every other check does.
      absWorkingDir: root,
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'neutral',
      target: 'es2020',
      jsx: 'transform',
      jsxFactory: 'React.createElement',
      jsxFragment: 'React.Fragment',
      loader: { '.js': 'jsx', '.mjs': 'jsx' },
      logLevel: 'silent',
      plugins: [docsFolderOnly(root)],
    });
    // Only this plugin's own warnings (missing files); esbuild's advice (direct eval, …) is not the author's problem here.
    const missing = result.warnings.filter((w) => w.pluginName === 'lectern-docs-folder').map((w) => toError(root, page, w));
    return { code: result.outputFiles[0].text, missing };
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    if (!first) return { error: { file: page.file, message: String((error as Error).message ?? error) } };
    return { error: toError(root, page, first) };
  }
}

type Message = { text: string; location?: { file: string; line: number } | null };

function toError(root: string, page: AuthorBlock, message: Message): AuthorCodeError {
  const file = message.location?.file ?? page.file;
  return { file: path.isAbsolute(file) ? path.relative(root, file) : file, line: message.location?.line, message: message.text };
}


/** Resolution as Mintlify's: `/snippets/x.jsx` from the docs root, `./x.jsx` from the importer. */
function docsFolderOnly(root: string): Plugin {
  return {
    name: 'lectern-docs-folder',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.path === 'react') return { path: 'react', external: true };
        if (!/^[./]/.test(args.path)) return { errors: [{ text: `import from "${args.path}": packages are not supported, only files in the docs folder` }] };
        // `/x` is looked up in the docs folder, then in its `content/` folder (Lectern's own layout).
        const bases = args.path.startsWith('/') ? [root, path.join(root, 'content')] : [args.resolveDir];
        for (const base of bases) {
          const full = path.resolve(base, args.path.startsWith('/') ? `.${args.path}` : args.path);
          if (!full.startsWith(root + path.sep)) return { errors: [{ text: `import "${args.path}" leaves the docs folder` }] };
          for (const candidate of [full, `${full}.mdx`, `${full}.jsx`, `${full}.tsx`, `${full}.js`, `${full}.ts`]) {
            if (existsSync(candidate) && statSync(candidate).isFile()) return { path: candidate };
          }
        }
        return { path: args.path, namespace: 'lectern-missing', warnings: [{ text: `import "${args.path}": file not found` }] };
      });
      // A missing file provides nothing: its components are undefined, and each use shows an
      // error box, while the page's other components still run.
      b.onLoad({ filter: /.*/, namespace: 'lectern-missing' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
      // An MDX snippet contributes its exports only (its Markdown is inlined by remarkSnippets).
      b.onLoad({ filter: /\.mdx?$/ }, (args) => {
        const { body, bodyLine } = readPageSource(args.path);
        const tree = parseMdx(body);
        if (!tree) return { errors: [{ text: 'MDX syntax error', location: { file: path.relative(root, args.path) } }] };
        return { contents: collectEsm(tree, bodyLine).code, loader: 'jsx' };
      });
    },
  };
}
