import { proseLines } from './prose-lines';
import { STATIC_TYPES } from './static-files';

const MARKDOWN_TARGET = /\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;
// Attributes that carry a file in MDX components and HTML: <img src>, <a href>, <video poster>,
// <Card img>, <Frame><img/>, image/logo/icon props.
const ATTRIBUTE = /\b(?:src|href|poster|img|image|logo|icon|srcSet|srcset)\s*=\s*\{?\s*["'`]([^"'`]+)["'`]/g;

/**
 * The static files (images, video, PDFs… anything `static-files.ts` serves) a page body refers
 * to, as written: `/images/a.png`, `./chart.svg`, `../files/b.pdf`. External URLs, data: URIs and
 * fenced code are skipped; query strings and hashes are dropped. Pure, so access to a file can be
 * derived from the pages that show it (lib/auth/asset-access.ts).
 */
export function findAssetRefs(body: string): string[] {
  const out = new Set<string>();
  for (const { text: line } of proseLines(body)) {
    const found = [...line.matchAll(MARKDOWN_TARGET)].map((m) => m[1]);
    for (const m of line.matchAll(ATTRIBUTE)) found.push(...m[1].split(',').map((part) => part.trim().split(/\s+/)[0]));
    const definition = REFERENCE_DEFINITION.exec(line)?.[1];
    if (definition) found.push(definition);
    for (const ref of found) {
      const clean = ref.split(/[?#]/)[0];
      if (isLocalFile(clean)) out.add(clean);
    }
  }
  return [...out];
}

function isLocalFile(ref: string): boolean {
  if (!ref || /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) return false;
  const ext = /\.([a-z0-9]+)$/i.exec(ref)?.[1]?.toLowerCase();
  return ext !== undefined && ext in STATIC_TYPES;
}
