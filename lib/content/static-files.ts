import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadDocsIgnore } from './docs-ignore';

/** Media the docs folder may serve, with their content types. Sources (.mdx, docs.json) never are. */
export const STATIC_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Maps a URL path to a file in the docs folder (or its `content/`), refusing anything outside the
 * folder, dot-files, files `.mintignore` leaves out, and extensions not listed above. Returns the
 * absolute path and content type.
 */
export function resolveStaticFile(docsDir: string, urlPath: string): { file: string; type: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const parts = decoded.split('/').filter(Boolean);
  if (parts.length === 0 || parts.some((p) => p === '..' || p.startsWith('.') || p.includes('\0') || p.includes('\\'))) return null;
  const ext = path.extname(parts[parts.length - 1]).slice(1).toLowerCase();
  const type = STATIC_TYPES[ext];
  if (!type) return null;
  const isIgnored = loadDocsIgnore(path.resolve(docsDir));
  for (const base of [docsDir, path.join(docsDir, 'content')]) {
    const file = path.join(base, ...parts);
    if (!file.startsWith(base + path.sep)) continue;
    if (isIgnored(path.relative(docsDir, file).split(path.sep).join('/'))) continue;
    if (existsSync(file) && statSync(file).isFile()) return { file, type };
  }
  return null;
}
