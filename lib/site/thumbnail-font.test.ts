import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveThumbnailFont } from '../../cli/thumbnail-font';
import { fetchThumbnailFont, readThumbnailFont, writeThumbnailFont } from './thumbnail-font';

// A TrueType font every checkout has (KaTeX ships its fonts), served as Google Fonts would serve one.
const TTF = readFileSync(path.resolve('node_modules/katex/dist/fonts/KaTeX_SansSerif-Regular.ttf'));
const WOFF2 = readFileSync(path.resolve('node_modules/katex/dist/fonts/KaTeX_SansSerif-Regular.woff2'));

let server: Server;
let base: string;
let dir: string;
const asked: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lectern-thumb-font-'));
  // A stand-in for fonts.googleapis.com and fonts.gstatic.com on loopback: the CSS API names a font file.
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}${url.search} ${req.headers['user-agent']}`);
    const family = url.searchParams.get('family');
    if (url.pathname === '/css2' && family === 'Widget Sans') {
      res.end(`@font-face { font-family: 'Widget Sans'; src: url(${base}/s/widget.ttf) format('truetype'); }`);
    } else if (url.pathname === '/css2' && family === 'Modern Only') {
      res.end(`@font-face { font-family: 'Modern Only'; src: url('/s/modern.woff2') format('woff2'); }`);
    } else if (url.pathname === '/s/widget.ttf') res.end(TTF);
    else if (url.pathname === '/s/modern.woff2') res.end(WOFF2);
    else res.writeHead(400).end('Bad family');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('thumbnails.fonts: the font fetched once by the build', () => {
  it('fetches the family’s stylesheet, then the TrueType file it names', async () => {
    const font = await fetchThumbnailFont('Widget Sans', { cssUrl: `${base}/css2`, allowPrivate: true });
    expect(font.family).toBe('Widget Sans');
    expect(font.data.equals(TTF)).toBe(true);
    expect(asked).toContain('/css2?family=Widget+Sans lectern-thumbnails');
  });

  it('goes through the SSRF-safe client: loopback is refused unless allowed', async () => {
    await expect(fetchThumbnailFont('Widget Sans', { cssUrl: `${base}/css2`, allowPrivate: false })).rejects.toThrow(/loopback/);
  });

  it.each([
    ['Modern Only', /not TrueType, OpenType or WOFF/],
    ['No Such Family', /answered 400 for the family "No Such Family"/],
  ])('%s is refused with a reason', async (family, reason) => {
    await expect(fetchThumbnailFont(family, { cssUrl: `${base}/css2`, allowPrivate: true })).rejects.toThrow(reason);
  });

  it('is read back for the family docs.json names, and only that one', async () => {
    const file = path.join(dir, 'font.json');
    await writeThumbnailFont({ family: 'Widget Sans', data: TTF }, file);
    expect(readThumbnailFont(file, 'Widget Sans')?.data.equals(TTF)).toBe(true);
    expect(readThumbnailFont(file, 'Other Sans')).toBeUndefined();
    expect(readThumbnailFont(file, undefined)).toBeUndefined();
    expect(readThumbnailFont(path.join(dir, 'none.json'), 'Widget Sans')).toBeUndefined();
  });

  it('a failed fetch at build time is a warning at the setting, and no file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('LECTERN_THUMBNAIL_FONTS_URL', `${base}/css2`);
    vi.stubEnv('ALLOW_PRIVATE_NETWORK_FETCH', 'true');
    const { resetEnv } = await import('../env');
    resetEnv();
    try {
      const file = path.join(dir, 'failed.json');
      await saveThumbnailFont('No Such Family', file);
      expect(warn.mock.calls[0][0]).toMatch(
        /^docs\.json: thumbnails\.fonts\.family: warning: the font "No Such Family" could not be fetched/,
      );
      expect(readThumbnailFont(file, 'No Such Family')).toBeUndefined();
      await saveThumbnailFont('Widget Sans', file);
      expect(readThumbnailFont(file, 'Widget Sans')?.data.equals(TTF)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      resetEnv();
      warn.mockRestore();
    }
  });
});
