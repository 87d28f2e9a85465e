import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { readSearchIndex, writeSearchIndex } from './index-file';

let tmp: string;
let docs: string;
let data: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'lectern-index-'));
  docs = path.join(tmp, 'docs');
  data = path.join(tmp, 'data');
  cpSync(path.resolve(__dirname, '../../test/fixtures/discover-site'), docs, { recursive: true });
  mkdirSync(data);
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('the search index written at build time', () => {
  it('is read back and answers like the one built from the pages', async () => {
    const site = await loadSite(docs);
    const file = path.join(tmp, 'index.json');
    await writeSearchIndex(site, file, data);
    const index = readSearchIndex(site, file, data);
    expect(index).not.toBeNull();
    expect(index!.search('hello')[0]).toMatchObject({ url: '/', title: 'Home' });
    expect(index!.search('/things')[0]).toMatchObject({ url: '/api/list-things', method: 'GET' });
  });

  it('is not used once a page changed, a deployment was published, or it is unreadable', async () => {
    const site = await loadSite(docs);
    const file = path.join(tmp, 'index.json');
    await writeSearchIndex(site, file, data);

    const page = path.join(docs, 'index.mdx');
    // New times, same bytes (a copy, as the Docker image layout makes): still the same pages.
    const later = new Date(Date.now() + 60_000);
    utimesSync(page, later, later);
    expect(readSearchIndex(site, file, data)).not.toBeNull();
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nMore.\n`);
    expect(readSearchIndex(site, file, data)).toBeNull();

    await writeSearchIndex(site, file, data);
    expect(readSearchIndex(site, file, data)).not.toBeNull();
    writeFileSync(path.join(data, 'site-build.json'), '{"buildId":"b1","docsDir":"x","specs":{}}');
    expect(readSearchIndex(site, file, data)).toBeNull();

    writeFileSync(file, '{"version":1,');
    expect(readSearchIndex(site, file, data)).toBeNull();
    expect(readSearchIndex(site, path.join(tmp, 'absent.json'), data)).toBeNull();
  });
});
