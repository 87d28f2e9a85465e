import { closeSync, existsSync, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '../../content/frontmatter';
import { parseOperationRef, parseSchemaRef } from '../../openapi/page-entry';
import type { NamedFiles } from './docs-files';
import { walkFiles } from './walk';

export type NamedSources = NamedFiles & { urls: string[] };

const MAX_JSON_BYTES = 5 * 1024 * 1024;
const MAX_REF_FILES = 200;
const MAX_DEPTH = 200;
const MAX_PAGES = 20_000;
const FRONTMATTER_BYTES = 16 * 1024;
const SPEC_FILE = /\.(json|ya?ml)$/i;
const URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * What the docs folder's `docs.json` (with every `$ref` it pulls in; else its `mint.json`) and its pages' frontmatter
 * name: the referenced JSON files, the OpenAPI/AsyncAPI files (`openapi`/`asyncapi` keys anywhere,
 * `<spec> METHOD /path` page entries, frontmatter `openapi`, `openapi-schema`, `asyncapi`), and the
 * URL-hosted specs. Read from disk each time, so a docs.json the job just wrote counts at once.
 * Symbolic links are never followed, and unreadable or invalid files simply name nothing.
 */
export function loadNamedFiles(docsDir: string): NamedSources {
  const refs = new Set<string>();
  const specs = new Set<string>();
  const urls = new Set<string>();
  const addSpec = (token: string | undefined) => {
    if (!token) return;
    if (URL.test(token)) {
      if (/^https?:\/\//i.test(token)) urls.add(token);
      return;
    }
    const file = path.posix.normalize(token.replace(/^\/+/, ''));
    if (file === '..' || file.startsWith('../') || !SPEC_FILE.test(file)) return;
    // Spec paths resolve against the docs folder, then its `content/` folder (lib/openapi/read-source.ts).
    specs.add(file).add(`content/${file}`);
  };

  const visit = (node: unknown, key: string | undefined, fromFile: string, queue: string[], depth = 0) => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      for (const item of node) {
        if (key === 'pages' && typeof item === 'string') addSpec(parseOperationRef(item)?.spec);
        else visit(item, undefined, fromFile, queue, depth + 1);
      }
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [k, value] of Object.entries(node)) {
      if (k === '$ref' && typeof value === 'string') {
        const target = refTarget(value, fromFile);
        if (target && !refs.has(target)) {
          refs.add(target);
          queue.push(target);
        }
      } else if (k === 'openapi' || k === 'asyncapi') {
        for (const item of Array.isArray(value) ? value : [value]) {
          addSpec(typeof item === 'string' ? item : ((item as { source?: unknown } | null)?.source as string | undefined));
        }
      }
      visit(value, k, fromFile, queue, depth + 1);
    }
  };

  // A folder with only Mintlify's older mint.json (which the site reads through its upgrade) names
  // its specs there, in the same keys: `openapi` anywhere and `<spec> METHOD /path` page entries.
  const queue = [existsSync(path.join(docsDir, 'docs.json')) ? 'docs.json' : 'mint.json'];
  for (let read = 0; queue.length && read < MAX_REF_FILES; read++) {
    const file = queue.shift()!;
    const value = readJson(docsDir, file);
    if (value !== undefined) visit(value, undefined, file, queue);
  }

  for (const page of walkFiles(docsDir, '', MAX_PAGES).files.filter((f) => /\.mdx?$/i.test(f))) {
    const head = readHead(docsDir, page);
    if (!head) continue;
    const data = parseFrontmatter(head).data as Record<string, unknown>;
    if (typeof data.openapi === 'string') addSpec(parseOperationRef(data.openapi, true)?.spec);
    if (typeof data['openapi-schema'] === 'string') addSpec(parseSchemaRef(data['openapi-schema'])?.spec);
    if (typeof data.asyncapi === 'string') {
      const tokens = data.asyncapi.trim().split(/\s+/);
      if (tokens.length >= 2) addSpec(tokens[0]);
    }
  }
  return { refs, specs, urls: [...urls] };
}

/** The docs-folder-relative JSON file a `$ref` names (relative to the file it is in), if it can name one. */
function refTarget(ref: string, fromFile: string): string | undefined {
  if (!ref || URL.test(ref) || ref.startsWith('/') || ref.includes('#') || !/\.json$/i.test(ref)) return undefined;
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), ref));
  return file === '..' || file.startsWith('../') ? undefined : file;
}

/** A regular file's bytes (never through a link), capped; undefined when absent or unusable. */
function readCapped(docsDir: string, rel: string, cap: number): string | undefined {
  const abs = path.join(docsDir, rel);
  let current = docsDir;
  for (const segment of rel.split('/')) {
    current = path.join(current, segment);
    try {
      if (lstatSync(current).isSymbolicLink()) return undefined;
    } catch {
      return undefined;
    }
  }
  let fd: number | undefined;
  try {
    fd = openSync(abs, 'r');
    const info = fstatSync(fd);
    if (!info.isFile()) return undefined;
    const buffer = Buffer.alloc(Math.min(cap, info.size));
    const size = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, size).toString('utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function readJson(docsDir: string, rel: string): unknown {
  const text = readCapped(docsDir, rel, MAX_JSON_BYTES);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readHead(docsDir: string, rel: string): string | undefined {
  const text = readCapped(docsDir, rel, FRONTMATTER_BYTES);
  return text?.startsWith('---') || text?.startsWith('\uFEFF---') ? text : undefined;
}
