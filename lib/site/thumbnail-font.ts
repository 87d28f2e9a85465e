import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fetchCapped } from '../http/fetch-capped';

/** Where Google Fonts serves a family's stylesheet (its CSS API v2). */
export const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com/css2';

/** A font file fetched for the social images: its family (docs.json `thumbnails.fonts.family`) and bytes. */
export type ThumbnailFont = { family: string; data: Buffer };

export type FontFetchOptions = {
  /** The stylesheet API, `LECTERN_THUMBNAIL_FONTS_URL`, else Google's: a mirror for a machine without internet. */
  cssUrl?: string;
  /** Loopback and private addresses: tests and a mirror on the intranet (`ALLOW_PRIVATE_NETWORK_FETCH`). */
  allowPrivate: boolean;
};

const LIMITS = { timeoutMs: 15_000, maxRedirects: 3 };

/**
 * The file the build writes the thumbnail font to, beside the dist folder like the search index
 * (Next empties the dist folder when a build starts): one per build, read by app/og-image.
 */
export function thumbnailFontFile(distDir = process.env.LECTERN_DIST_DIR || '.next'): string {
  return path.resolve(/*turbopackIgnore: true*/ `${distDir}-thumbnail-font.json`);
}

/**
 * Fetches a Google Fonts family for `next/og` (satori), once, at build time (cli/check.ts): the
 * stylesheet, then the first font file it names, both through lib/http, the one SSRF-safe client.
 * Fetched then and kept in a file because a self-hosted site has no business calling Google when a
 * crawler asks for a card, and the server may have no internet at all. satori reads TrueType,
 * OpenType and WOFF but not WOFF2; Google answers an unknown user agent with TrueType, and
 * anything else is refused here with a reason rather than failing every card later.
 */
export async function fetchThumbnailFont(family: string, options: FontFetchOptions): Promise<ThumbnailFont> {
  const css = new URL(options.cssUrl || GOOGLE_FONTS_CSS);
  css.searchParams.set('family', family);
  const fetchOptions = { ...LIMITS, allowPrivate: options.allowPrivate, headers: { 'user-agent': 'lectern-thumbnails' } };
  const sheet = await fetchCapped(css.href, { ...fetchOptions, maxBytes: 256 * 1024 });
  if (sheet.status !== 200) throw new Error(`${css.origin} answered ${sheet.status} for the family "${family}"`);
  const src = /url\(\s*['"]?([^'")\s]+)['"]?\s*\)/.exec(sheet.body)?.[1];
  if (!src) throw new Error(`the stylesheet for "${family}" names no font file`);
  const file = await fetchCapped(new URL(src, sheet.url).href, { ...fetchOptions, maxBytes: 8 * 1024 * 1024 });
  if (file.status !== 200) throw new Error(`the font file of "${family}" answered ${file.status}`);
  const kind = fontKind(file.bytes);
  if (!kind) throw new Error(`the font file of "${family}" is not TrueType, OpenType or WOFF, which the image renderer reads`);
  return { family, data: file.bytes };
}

/** The font format of a file by its signature; WOFF2 and anything else are undefined. */
function fontKind(bytes: Buffer): 'ttf' | 'otf' | 'woff' | undefined {
  const tag = bytes.subarray(0, 4);
  if (tag.equals(Buffer.from([0, 1, 0, 0])) || tag.toString('latin1') === 'true') return 'ttf';
  if (tag.toString('latin1') === 'OTTO') return 'otf';
  if (tag.toString('latin1') === 'wOFF') return 'woff';
  return undefined;
}

/** Writes a fetched font where app/og-image reads it. */
export async function writeThumbnailFont(font: ThumbnailFont, file: string): Promise<void> {
  await writeFile(file, JSON.stringify({ family: font.family, data: font.data.toString('base64') }));
}

/**
 * The font the build fetched for `family`, or undefined: none was configured, the fetch failed
 * (the build said so), or docs.json names another family than the one fetched.
 */
export function readThumbnailFont(file: string, family: string | undefined): ThumbnailFont | undefined {
  if (!family) return undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { family?: unknown; data?: unknown };
    if (saved.family !== family || typeof saved.data !== 'string') return undefined;
    return { family, data: Buffer.from(saved.data, 'base64') };
  } catch {
    return undefined;
  }
}
