import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPages } from './check/check-pages';
import { loadSite } from './load-site';

/**
 * Bad input never ends in a crash: docs.json files mutated at random (keys removed, values of the
 * wrong type, strings that are not pages, deep nesting) must load into a located problem list,
 * and `lectern check`'s page checks must run on whatever loaded. Seeded, so a failure reproduces.
 */
// Per starting point; the own site is re-checked in full (every page's MDX) on each seed, so it gets
// fewer. FUZZ_SCALE=10 for a longer hunt by hand.
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const SEEDS: Record<string, number> = { 'api-site': 150 * SCALE, own: 16 * SCALE };
const root = path.resolve(__dirname, '../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-docs-fuzz-'));
  // Two real starting points: an API fixture, and the own site (tabs, redirects, api settings, two specs).
  cpSync(path.join(root, 'test/fixtures/api-site'), path.join(dir, 'api-site'), { recursive: true });
  mkdirSync(path.join(dir, 'own'));
  cpSync(path.join(root, 'docs.json'), path.join(dir, 'own/docs.json'));
  cpSync(path.join(root, 'content'), path.join(dir, 'own/content'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  '',
  ' ',
  'GET /nope',
  'POST',
  '../../etc/passwd',
  '#',
  true,
  false,
  [],
  {},
  [null],
  { pages: null },
  { group: 7 },
  'x'.repeat(5000),
  '\u0000',
  { $ref: 'missing.json' },
  { $ref: 'docs.json' },
  { openapi: 42 },
  { openapi: ['nope.yaml'] },
];

/** One random edit somewhere in the tree: replace, delete, duplicate or nest. */
function mutate(value: unknown, next: () => number): unknown {
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  if (Array.isArray(value)) {
    if (value.length === 0 || next() < 0.15) return [...value, pick(ODD_VALUES)];
    const i = Math.floor(next() * value.length);
    const copy = [...value];
    const roll = next();
    if (roll < 0.2) copy.splice(i, 1);
    else if (roll < 0.3) copy.splice(i, 0, copy[i]);
    else copy[i] = mutate(copy[i], next);
    return copy;
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0 || next() < 0.1)
      return {
        ...value,
        [pick(['pages', 'groups', 'tab', 'openapi', 'hidden', 'icon', 'href', 'colours', 'navigation'])]: pick(ODD_VALUES),
      };
    const key = pick(keys);
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const roll = next();
    if (roll < 0.2) delete copy[key];
    else if (roll < 0.35) copy[key] = pick(ODD_VALUES);
    else if (roll < 0.4) copy[key] = { nested: copy[key] };
    else copy[key] = mutate(copy[key], next);
    return copy;
  }
  return next() < 0.7 ? pick(ODD_VALUES) : value;
}

describe.each(['api-site', 'own'])('docs.json of %s under random edits', (name) => {
  it(
    `loads ${SEEDS[name]} mutated files into located problems, never a crash`,
    async () => {
      const site = path.join(dir, name);
      const original: unknown = JSON.parse(readFileSync(path.join(site, 'docs.json'), 'utf8'));
      const crashes: string[] = [];
      let withErrors = 0;
      let checked = 0;
      for (let seed = 1; seed <= SEEDS[name]; seed++) {
        const next = rng(seed);
        let doc = original;
        const edits = 1 + Math.floor(next() * 4);
        for (let i = 0; i < edits; i++) doc = mutate(doc, next);
        writeFileSync(path.join(site, 'docs.json'), JSON.stringify(doc));
        try {
          const loaded = await loadSite(site);
          for (const p of loaded.problems) {
            expect(typeof p.file, `seed ${seed}: problem without a file: ${JSON.stringify(p)}`).toBe('string');
            expect(typeof p.message, `seed ${seed}`).toBe('string');
            expect(p.message, `seed ${seed}: a stack trace in a message`).not.toMatch(/\n\s+at /);
          }
          if (loaded.problems.some((p) => p.severity === 'error')) withErrors++;
          if (loaded.nav) {
            await checkPages(loaded);
            checked++;
          }
        } catch (error) {
          crashes.push(`seed ${seed}: ${(error as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
        }
      }
      expect(crashes).toEqual([]);
      // The edits are neither all harmless nor all fatal: both paths are exercised.
      expect(withErrors).toBeGreaterThan(SEEDS[name] / 5);
      expect(checked).toBeGreaterThan(SEEDS[name] / 5);
    },
    60_000 * SCALE,
  );
});
