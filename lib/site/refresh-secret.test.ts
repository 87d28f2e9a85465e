import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRefreshAuthorized, refreshSecret } from './refresh-secret';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-refresh-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const configured = 'c'.repeat(40);

describe('the site-refresh secret (issue 14: from configuration, else the data folder)', () => {
  it('is LECTERN_REFRESH_SECRET when set, and the data folder file otherwise', () => {
    expect(refreshSecret(dataDir, configured)).toBe(configured);
    const fromFolder = refreshSecret(dataDir);
    expect(fromFolder).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refreshSecret(dataDir)).toBe(fromFolder);
  });

  it.each([
    ['accepts the configured secret when one is configured', `Bearer ${configured}`, configured, true],
    ["refuses the folder's secret when a secret is configured", 'FOLDER', configured, false],
    ["accepts the folder's secret when none is configured", 'FOLDER', undefined, true],
    ['refuses another secret when none is configured', `Bearer ${configured}`, undefined, false],
    ['refuses a request without the header', null, configured, false],
  ])('%s', (_what, header, setting, want) => {
    const sent = header === 'FOLDER' ? `Bearer ${refreshSecret(dataDir)}` : header;
    expect(isRefreshAuthorized(sent, dataDir, setting)).toBe(want);
  });
});
