import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARKER_FILE } from '../site/build-marker';
import { loadSite } from '../site/load-site';
import { ANONYMOUS } from './viewer';
import { canFetchAsset, isGatedAsset } from './asset-access';
import { assetRefsFile, pageAssetRefs, readAssetRefs, writeAssetRefs } from './asset-refs-file';

let root: string;
let dataDir: string;
const file = () => path.join(root, 'build-asset-refs.json');

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'lectern-asset-refs-'));
  cpSync(path.resolve('test/fixtures/auth-site'), root, { recursive: true });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-asset-refs-data-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the files each page shows, found at build time (asset-refs-file.ts)', () => {
  it('are read back while the folder is what they were found from', async () => {
    const site = await loadSite(root);
    writeAssetRefs(site, file(), dataDir);
    const saved = readAssetRefs(site, file(), dataDir);
    expect(saved).toEqual(pageAssetRefs(site));
    expect(saved?.get('team/plan.mdx')).toContain('./plan-chart.svg');
  });

  it('still match a copy of the folder (same bytes, new times), as the Docker image layout makes', async () => {
    const site = await loadSite(root);
    writeAssetRefs(site, file(), dataDir);
    const copy = mkdtempSync(path.join(os.tmpdir(), 'lectern-asset-refs-copy-'));
    try {
      cpSync(root, copy, { recursive: true });
      const later = new Date(Date.now() + 3_600_000);
      for (const name of ['team/plan.mdx', 'snippets/alpha-diagram.mdx']) utimesSync(path.join(copy, name), later, later);
      const copied = await loadSite(copy);
      expect(readAssetRefs(copied, file(), dataDir)).toEqual(pageAssetRefs(site));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('are refused once a page, a snippet, a variable or the deployment changed', async () => {
    const site = await loadSite(root);
    writeAssetRefs(site, file(), dataDir);
    const edit = (name: string) => writeFileSync(path.join(root, name), readFileSync(path.join(root, name), 'utf8') + '\n\nMore.\n');

    edit('team/plan.mdx');
    expect(readAssetRefs(site, file(), dataDir)).toBeNull();

    writeAssetRefs(site, file(), dataDir);
    // A snippet is no page of its own, but what a page inlines from it counts as the page's.
    edit('snippets/alpha-diagram.mdx');
    expect(readAssetRefs(site, file(), dataDir)).toBeNull();

    writeAssetRefs(site, file(), dataDir);
    const withVariables = { ...site, config: { ...site.config!, variables: { cdn: '/images' } } };
    expect(readAssetRefs(withVariables, file(), dataDir)).toBeNull();

    writeFileSync(path.join(dataDir, MARKER_FILE), '{}');
    expect(readAssetRefs(site, file(), dataDir)).toBeNull();
    writeFileSync(file(), 'not json');
    expect(readAssetRefs(site, file(), dataDir)).toBeNull();
  });

  it('are what a production server builds its index from, without reading the pages', async () => {
    const site = await loadSite(root);
    const chart = path.join(root, 'team/plan-chart.svg');
    const saved = path.join(root, 'dist-asset-refs.json');
    writeAssetRefs(site, saved, dataDir);
    // Proof that the server reads the file: refs that say the gated plan shows nothing at all.
    const written = JSON.parse(readFileSync(saved, 'utf8')) as { refs: Record<string, string[]> };
    written.refs['team/plan.mdx'] = [];
    writeFileSync(saved, JSON.stringify(written));
    const env = { ...process.env };
    Object.assign(process.env, { NODE_ENV: 'production', LECTERN_DIST_DIR: path.join(root, 'dist'), LECTERN_DATA_DIR: dataDir });
    try {
      expect(assetRefsFile()).toBe(saved);
      expect(isGatedAsset(site, chart)).toBe(false);
      expect(canFetchAsset(site, chart, ANONYMOUS)).toBe(true);
    } finally {
      process.env = env;
    }
    // Without the file (or in development) the pages are read: the chart is the alpha team's.
    const fresh = await loadSite(root);
    expect(isGatedAsset(fresh, chart)).toBe(true);
  });
});
