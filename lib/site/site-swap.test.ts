import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../config/types';
import { clearSpecCache } from '../openapi/load';
import { markerStamp, writeBuildMarker } from './build-marker';
import { loadServedSite } from './load-served-site';
import { createSwappingTable, newErrors } from './site-swap';

type Table = { name: string; problems: Problem[] };
const error = (message: string): Problem => ({ severity: 'error', file: 'https://specs.example.test/openapi.json', path: '', message });

/** A swapping table over scripted loads, with a clock and a stamp the test moves. */
function harness(loads: (() => Promise<Table>)[]) {
  const clock = { now: 0, stamp: 'a' };
  const rejected: string[] = [];
  let calls = 0;
  const table = createSwappingTable<Table>({
    load: () => loads[calls++](),
    stamp: () => clock.stamp,
    now: () => clock.now,
    checkEveryMs: 1000,
    onRejected: (reason) => rejected.push(reason),
  });
  const get = async () => (await table.get()).name;
  return { clock, rejected, table, get, calls: () => calls };
}

describe('createSwappingTable', () => {
  it('checks the stamp at most once a second and swaps only after the new table loaded', async () => {
    let finish!: (t: Table) => void;
    const h = harness([async () => ({ name: 'v1', problems: [] }), () => new Promise<Table>((r) => (finish = r))]);
    expect(await h.get()).toBe('v1');
    h.clock.stamp = 'b';
    h.clock.now = 500;
    expect(await h.get()).toBe('v1');
    expect(h.calls()).toBe(1); // not checked yet
    h.clock.now = 1000;
    expect(await h.get()).toBe('v1'); // loading in the background; the old table keeps serving
    expect(h.calls()).toBe(2);
    h.clock.now = 2500;
    expect(await h.get()).toBe('v1');
    expect(h.calls()).toBe(2); // one background load at a time
    finish({ name: 'v2', problems: [] });
    await h.table.idle();
    expect(await h.get()).toBe('v2');
  });

  it('keeps the old table when the new one throws or brings new errors, and does not retry the same stamp', async () => {
    const known = error('already broken');
    const h = harness([
      async () => ({ name: 'v1', problems: [known] }),
      async () => Promise.reject(new Error('marker unreadable')),
      async () => ({ name: 'v3', problems: [known, error('Invalid OpenAPI 3.1 document')] }),
      async () => ({ name: 'v4', problems: [known] }),
    ]);
    expect(await h.get()).toBe('v1');
    h.clock.stamp = 'b';
    h.clock.now = 1000;
    await h.get();
    await h.table.idle();
    expect(await h.get()).toBe('v1');
    expect(h.rejected).toEqual(['loading failed: marker unreadable']);
    h.clock.now = 2000;
    await h.get();
    expect(h.calls()).toBe(2); // stamp b was rejected: not loaded again
    h.clock.stamp = 'c';
    h.clock.now = 3000;
    await h.get();
    await h.table.idle();
    expect(await h.get()).toBe('v1');
    expect(h.rejected[1]).toMatch(/^1 new error: https:\/\/specs\.example\.test\/openapi\.json: Invalid OpenAPI/);
    h.clock.stamp = 'd';
    h.clock.now = 4000;
    await h.get();
    await h.table.idle();
    expect(await h.get()).toBe('v4'); // an error it already had does not block the swap
  });

  it('refresh() checks at once, waits for the load, and says whether a new table is served', async () => {
    const h = harness([
      async () => ({ name: 'v1', problems: [] }),
      async () => ({ name: 'v2', problems: [] }),
      async () => ({ name: 'v3', problems: [error('broken')] }),
    ]);
    expect(await h.get()).toBe('v1');
    expect(await h.table.refresh()).toBe(false); // same stamp
    h.clock.stamp = 'b'; // no time passes: get() alone would not look yet
    expect(await h.table.refresh()).toBe(true);
    expect(await h.get()).toBe('v2');
    h.clock.stamp = 'c';
    expect(await h.table.refresh()).toBe(false); // the new table brought an error: kept v2
    expect(await h.get()).toBe('v2');
    expect(h.rejected).toHaveLength(1);
  });

  it('in development, rebuilds when the stamp changes (checked every second) and serves the result as is', async () => {
    const clock = { now: 0 };
    let n = 0;
    let stamp = 'a';
    const table = createSwappingTable<Table>({
      load: async () => ({ name: `v${++n}`, problems: n > 1 ? [error('x')] : [] }),
      stamp: () => stamp,
      now: () => clock.now,
      checkEveryMs: 1000,
      alwaysReload: true,
    });
    expect((await table.get()).name).toBe('v1');
    clock.now = 1000;
    // Nothing changed: the table is not rebuilt (issue 12: each page view rebuilt it).
    expect((await table.get()).name).toBe('v1');
    stamp = 'b';
    clock.now = 1500;
    expect((await table.get()).name).toBe('v1');
    clock.now = 2000;
    expect((await table.get()).name).toBe('v2');
  });
});

describe('newErrors', () => {
  it('ignores warnings and errors the current table already has', () => {
    const warning: Problem = { severity: 'warning', file: 'a.mdx', path: '', message: 'w' };
    expect(newErrors([error('old')], [error('old'), warning, error('new')])).toEqual([error('new')]);
  });
});

describe('loadServedSite', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lectern-served-'));
  const docsDir = path.join(root, 'docs');
  const dataDir = path.join(root, 'data');
  const url = 'https://specs.example.test/openapi.json';
  const spec = (title: string, paths: object) => JSON.stringify({ openapi: '3.1.0', info: { title, version: '1' }, paths });
  const snapshot = (body: string) => ({ url, sha256: createHash('sha256').update(body).digest('hex'), body });
  mkdirSync(docsDir, { recursive: true });
  writeFileSync(
    path.join(docsDir, 'docs.json'),
    JSON.stringify({ name: 'Served', navigation: { groups: [{ group: 'API', openapi: url }] } }),
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads URL-hosted specs from the published snapshots, never the network', async () => {
    clearSpecCache();
    expect(markerStamp(dataDir)).toBe('');
    const v1 = spec('v1', { '/things': { get: { summary: 'List things', responses: { 200: { description: 'ok' } } } } });
    writeBuildMarker(dataDir, { buildId: 'bld_1', docsDir, specs: [snapshot(v1)] });
    const first = await loadServedSite(docsDir, dataDir);
    expect(first.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(first.routes.map((r) => r.title)).toContain('List things');

    const stamp = markerStamp(dataDir);
    const v2 = spec('v2', { '/widgets': { post: { summary: 'Create a widget', responses: { 201: { description: 'ok' } } } } });
    writeBuildMarker(dataDir, { buildId: 'bld_2', docsDir, specs: [snapshot(v2)] });
    expect(markerStamp(dataDir)).not.toBe(stamp);
    const second = await loadServedSite(docsDir, dataDir);
    expect(second.routes.map((r) => r.title)).toContain('Create a widget');
    expect(second.routes.map((r) => r.title)).not.toContain('List things');
  });

  it('ignores a marker written for another docs folder', async () => {
    writeBuildMarker(dataDir, { buildId: 'bld_3', docsDir: path.join(root, 'elsewhere'), specs: [] });
    clearSpecCache();
    const site = await loadServedSite(docsDir, dataDir);
    // No snapshot for this folder: the URL is fetched, which fails offline or for this fake host.
    expect(site.problems).toContainEqual(
      expect.objectContaining({ severity: 'error', file: 'docs.json', message: expect.stringContaining(`Fetching ${url} failed`) }),
    );
  });
});
