import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { PathSegment } from './json-path';
import { parseJsonSource, type JsonSource } from './json-source';
import type { Mount } from './locate';
import type { Problem } from './types';
import { describeValue, isPlainObject, quote } from './values';
import type { PathProblem } from './zod-problems';

/** docs.json with every `$ref` replaced by what it points to, and where each part came from. */
export type ResolvedDocument = {
  value: unknown;
  mounts: Mount[];
  sources: Map<string, JsonSource>;
  /** `$ref` problems and duplicate-key warnings, at logical paths. */
  problems: PathProblem[];
  /** Paths whose `$ref` could not be followed: schema complaints beneath them are noise. */
  failed: PathSegment[][];
};

type Read = { ok: true; source: JsonSource } | { ok: false; message: string; line?: number };

const isInside = (root: string, target: string) => {
  const rel = path.relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

async function readJson(docsDir: string, file: string): Promise<Read> {
  let text: string;
  try {
    // realpath, so that a symbolic link inside the folder cannot lead outside it.
    const [root, real] = await Promise.all([realpath(docsDir), realpath(path.join(docsDir, file))]);
    if (!isInside(root, real)) return { ok: false, message: 'leads outside the docs folder (through a symbolic link)' };
    text = await readFile(real, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, message: code === 'ENOENT' ? 'does not exist' : code === 'EISDIR' ? 'is a folder' : `cannot be read (${code})` };
  }
  const parsed = parseJsonSource(text);
  if (parsed.ok) return parsed;
  const { line, column, message } = parsed.error;
  return { ok: false, line, message: `is not valid JSON: line ${line}, column ${column}: ${message}` };
}

/** The file a `$ref` names, relative to the docs folder, or why it cannot be followed. */
function refTarget(ref: unknown, fromFile: string): { file: string } | { message: string } {
  const must = 'a `$ref` names a JSON file inside the docs folder, relative to the file it is in (`./navigation.json`)';
  if (typeof ref !== 'string' || ref === '') return { message: `found ${describeValue(ref)}; ${must}` };
  if (/^[a-z][a-z\d+.-]*:/i.test(ref)) return { message: `\`$ref\` ${quote(ref)} is a URL; ${must}` };
  if (ref.includes('#')) return { message: `\`$ref\` ${quote(ref)} has a JSON pointer, which is not supported; ${must}` };
  if (ref.startsWith('/')) return { message: `\`$ref\` ${quote(ref)} is absolute; write it relative, like \`.${ref}\`` };
  if (!ref.toLowerCase().endsWith('.json')) return { message: `\`$ref\` ${quote(ref)} is not a .json file; ${must}` };
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), ref));
  if (file === '..' || file.startsWith('../')) return { message: `\`$ref\` ${quote(ref)} points outside the docs folder; ${must}` };
  return { file };
}

/**
 * Reads `docs.json` and follows every `{ "$ref": "./x.json" }` in it, recursively. Keys written
 * beside a `$ref` override the referenced object's, as on the hosted platform. Problems are
 * collected, never thrown; only an unreadable docs.json stops here.
 */
export async function resolveDocsJson(docsDir: string, rootFile = 'docs.json'): Promise<ResolvedDocument | { problem: Problem }> {
  const sources = new Map<string, JsonSource>();
  const cache = new Map<string, Promise<Read>>();
  const mounts: Mount[] = [{ at: [], file: rootFile, base: [] }];
  const problems: PathProblem[] = [];
  const failed: PathSegment[][] = [];
  const load = (file: string) => {
    if (!cache.has(file)) cache.set(file, readJson(docsDir, file));
    return cache.get(file)!;
  };
  const reportDuplicates = (source: JsonSource, file: string, at: PathSegment[]) => {
    if (sources.has(file)) return; // once per file, however often it is referenced
    sources.set(file, source);
    for (const dup of source.duplicates) {
      const key = String(dup.path.at(-1));
      const message = `\`${key}\` is written twice in this object (first on line ${dup.firstLine}); only this last one counts`;
      problems.push({ severity: 'warning', path: [...at, ...dup.path], message });
    }
  };

  type Walk = (node: unknown, at: PathSegment[], here: PathSegment[], file: string, chain: string[]) => Promise<unknown>;
  const walkEntries = async (entries: [string, unknown][], at: PathSegment[], here: PathSegment[], file: string, chain: string[]) => {
    const out: [string, unknown][] = [];
    for (const [key, value] of entries) out.push([key, await walk(value, [...at, key], [...here, key], file, chain)]);
    return Object.fromEntries(out); // fromEntries defines properties: a `__proto__` key stays data
  };
  const walk: Walk = async (node, at, here, file, chain) => {
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      for (const [i, item] of node.entries()) out.push(await walk(item, [...at, i], [...here, i], file, chain));
      return out;
    }
    if (!isPlainObject(node)) return node;
    if (!('$ref' in node)) return walkEntries(Object.entries(node), at, here, file, chain);
    const fail = (message: string) => {
      problems.push({ severity: 'error', path: [...at, '$ref'], message });
      failed.push(at);
      return node;
    };
    const target = refTarget(node.$ref, file);
    if ('message' in target) return fail(target.message);
    if (chain.includes(target.file))
      return fail(`\`$ref\` cycle: ${[...chain.slice(chain.indexOf(target.file)), target.file].join(' → ')}`);
    const read = await load(target.file);
    if (!read.ok) return fail(`\`$ref\` ${quote(String(node.$ref))}: \`${target.file}\` ${read.message}`);
    reportDuplicates(read.source, target.file, at);
    mounts.push({ at, file: target.file, base: [] });
    const inner = [...chain, target.file];
    const siblings = Object.entries(node).filter(([key]) => key !== '$ref');
    for (const [key] of siblings) mounts.push({ at: [...at, key], file, base: [...here, key] });
    const value = read.source.value;
    if (siblings.length === 0 || !isPlainObject(value)) {
      const message = 'keys beside a `$ref` to a non-object are ignored';
      if (siblings.length) problems.push({ severity: 'warning', path: [...at, siblings[0][0]], message });
      return walk(value, at, [], target.file, inner);
    }
    // Walk only the referenced keys that survive, so no mount points at an overridden value.
    const kept = Object.entries(value).filter(([key]) => !siblings.some(([s]) => s === key));
    return { ...(await walkEntries(kept, at, [], target.file, inner)), ...(await walkEntries(siblings, at, here, file, chain)) };
  };

  const root = await load(rootFile);
  if (!root.ok) {
    const message =
      root.message === 'does not exist'
        ? `no ${rootFile} in ${docsDir}: a docs folder needs one, with \`name\` and \`navigation\``
        : `${rootFile} ${root.message}`;
    return { problem: { severity: 'error', file: rootFile, path: '', ...(root.line ? { line: root.line } : {}), message } };
  }
  reportDuplicates(root.source, rootFile, []);
  const value = await walk(root.source.value, [], [], rootFile, [rootFile]);
  return { value, mounts, sources, problems, failed };
}
