import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prunePrefetchCopies } from './prune-prefetch-copies.mjs';

// A dist folder laid out as Next 16.4 writes a prerendered page (the real build is checked by
// e2e/big-api/payload.spec.ts): <page>.html, .rsc, .meta and .segments/{_tree,_full,<segment>/__PAGE__}.
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function dist(config: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-prune-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'required-server-files.json'), JSON.stringify({ config: { experimental: {}, ...config } }));
  return dir;
}

type Page = { rsc?: string; full?: string; postponed?: string };
function page(dir: string, route: string, { rsc = 'payload', full = rsc, postponed }: Page = {}): string {
  const base = path.join(dir, 'server/app', route);
  mkdirSync(`${base}.segments/$oc$slug`, { recursive: true });
  writeFileSync(`${base}.html`, '<html></html>');
  writeFileSync(`${base}.rsc`, rsc);
  writeFileSync(`${base}.segments/_tree.segment.rsc`, 'tree');
  writeFileSync(`${base}.segments/_full.segment.rsc`, full);
  writeFileSync(`${base}.segments/$oc$slug/__PAGE__.segment.rsc`, 'page');
  const meta = {
    headers: { 'x-nextjs-prerender': '1' },
    segmentPaths: ['/_tree', '/_full', '/$oc$slug/__PAGE__'],
    ...(postponed ? { postponed } : {}),
  };
  writeFileSync(`${base}.meta`, JSON.stringify(meta, null, 2));
  return base;
}

const meta = (base: string) => JSON.parse(readFileSync(`${base}.meta`, 'utf8'));

describe('prunePrefetchCopies', () => {
  it('removes each page’s _full (the .rsc again) and __PAGE__ segment files, and stops listing them', async () => {
    const dir = dist();
    const a = page(dir, 'api-reference/repos/get-a-repository', { rsc: 'x'.repeat(1000) });
    const b = page(dir, 'index');
    const r = await prunePrefetchCopies(dir);
    expect(r).toEqual({ pages: 2, removed: 4, bytes: 1000 + 'payload'.length + 2 * 'page'.length, kept: [] });
    for (const base of [a, b]) {
      expect(existsSync(`${base}.segments/_full.segment.rsc`)).toBe(false);
      // The page segment's folder goes with its only file.
      expect(existsSync(`${base}.segments/$oc$slug`)).toBe(false);
      expect(meta(base).segmentPaths).toEqual(['/_tree']);
      // What navigation and a full prefetch read stays: the .rsc and the route tree.
      expect(existsSync(`${base}.rsc`) && existsSync(`${base}.segments/_tree.segment.rsc`)).toBe(true);
      expect(meta(base).headers).toEqual({ 'x-nextjs-prerender': '1' });
      // Rewritten without indentation (Next parses it; the spaces were bytes of every page).
      expect(readFileSync(`${base}.meta`, 'utf8')).not.toMatch(/\n/);
    }
    // A second run finds nothing left to do.
    expect(await prunePrefetchCopies(dir)).toEqual({ pages: 0, removed: 0, bytes: 0, kept: [] });
  });

  it('finds the page segment whatever the route calls it (a root page, a not-found page)', async () => {
    const dir = dist();
    const base = path.join(dir, 'server/app', '_not-found');
    mkdirSync(`${base}.segments/_not-found`, { recursive: true });
    writeFileSync(`${base}.rsc`, 'payload');
    writeFileSync(`${base}.segments/_tree.segment.rsc`, 'tree');
    writeFileSync(`${base}.segments/_not-found/__PAGE__.segment.rsc`, 'page');
    writeFileSync(`${base}.segments/__PAGE__.segment.rsc`, 'root page');
    writeFileSync(`${base}.meta`, JSON.stringify({ segmentPaths: ['/_tree', '/_not-found/__PAGE__', '/__PAGE__'] }));
    expect((await prunePrefetchCopies(dir)).removed).toBe(2);
    expect(meta(base).segmentPaths).toEqual(['/_tree']);
    expect(existsSync(`${base}.segments/__PAGE__.segment.rsc`)).toBe(false);
    // The `.segments` folder itself stays: it holds the route tree.
    expect(existsSync(`${base}.segments/_tree.segment.rsc`)).toBe(true);
  });

  it('keeps a _full that differs from the page’s .rsc, every copy of a postponed page, and a page segment without a .rsc', async () => {
    const dir = dist();
    const differs = page(dir, 'a', { rsc: 'one', full: 'two' });
    const postponed = page(dir, 'b', { postponed: 'state' });
    const orphan = page(dir, 'c');
    rmSync(`${orphan}.rsc`);
    const r = await prunePrefetchCopies(dir);
    expect(r.kept.sort()).toEqual([
      'server/app/a.segments/_full.segment.rsc',
      'server/app/b.segments/$oc$slug/__PAGE__.segment.rsc',
      'server/app/b.segments/_full.segment.rsc',
      'server/app/c.segments/$oc$slug/__PAGE__.segment.rsc',
      'server/app/c.segments/_full.segment.rsc',
    ]);
    // Of the first page only the page segment goes (its .rsc answers a full prefetch).
    expect(r.removed).toBe(1);
    expect(meta(differs).segmentPaths).toEqual(['/_tree', '/_full']);
    expect(existsSync(`${differs}.segments/_full.segment.rsc`)).toBe(true);
    for (const base of [postponed, orphan]) {
      expect(existsSync(`${base}.segments/_full.segment.rsc`)).toBe(true);
      expect(existsSync(`${base}.segments/$oc$slug/__PAGE__.segment.rsc`)).toBe(true);
      expect(meta(base).segmentPaths).toEqual(['/_tree', '/_full', '/$oc$slug/__PAGE__']);
    }
  });

  it('leaves a Partial Prerendering build alone: its client resume fetches _full and its prefetches fetch segments', async () => {
    for (const config of [{ cacheComponents: true }, { experimental: { ppr: true } }]) {
      const dir = dist(config);
      const base = page(dir, 'a');
      expect((await prunePrefetchCopies(dir)).removed).toBe(0);
      expect(existsSync(`${base}.segments/_full.segment.rsc`)).toBe(true);
      expect(existsSync(`${base}.segments/$oc$slug/__PAGE__.segment.rsc`)).toBe(true);
    }
  });

  it('skips a page whose .meta is not JSON, and still prunes the others', async () => {
    const dir = dist();
    const broken = page(dir, 'broken');
    writeFileSync(`${broken}.meta`, '{ not json');
    const fine = page(dir, 'fine');
    expect((await prunePrefetchCopies(dir)).removed).toBe(2);
    expect(existsSync(`${broken}.segments/_full.segment.rsc`)).toBe(true);
    expect(existsSync(`${broken}.segments/$oc$slug/__PAGE__.segment.rsc`)).toBe(true);
    expect(readFileSync(`${broken}.meta`, 'utf8')).toBe('{ not json');
    expect(existsSync(`${fine}.segments/_full.segment.rsc`)).toBe(false);
  });

  it('does nothing on a folder that is not a build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lectern-prune-'));
    dirs.push(dir);
    expect(await prunePrefetchCopies(dir)).toEqual({ pages: 0, removed: 0, bytes: 0, kept: [] });
  });
});
