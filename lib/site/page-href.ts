/**
 * Route-table URLs as links, and back. Generated URLs keep Mintlify's slugs byte for byte, so a
 * segment can hold `?`, `#`, `%`, tabs or a backslash (an operation summary is free text). Written
 * raw into an `href`, a browser cuts the path at `?` or `#`, decodes `%20` it never meant, drops
 * tabs and turns `\` into `/`. Links therefore percent-encode exactly those characters; every other
 * character (non-ASCII included) is left for the browser, which encodes it the same way each time.
 * Plain URLs come out unchanged.
 */

const UNSAFE_IN_PATH = /[%?#\\\s\u0000-\u001f\u007f]/gu;

/** The `href` of a site path from the route table: the characters a browser would misread, percent-encoded. */
export function hrefOf(url: string): string {
  if (!url.startsWith('/')) return url;
  return url.replace(UNSAFE_IN_PATH, (c) => encodeURIComponent(c));
}

/** The route-table URL of an `href` made by `hrefOf` (its exact inverse; a malformed escape is kept as written). */
export function urlOfHref(href: string): string {
  return safeDecode(href);
}

/**
 * The route-table URL that catch-all `params` name. Next hands a page the segments decoded in one
 * place and still escaped in another (at prerender `?` arrives as `%3F` next to a raw `%`), so the
 * decoded form is tried first and the segments as given second: a slug with a literal `%20` is
 * found either way, and a lone `%` never throws.
 */
export function urlOfParams(byUrl: { has(url: string): boolean }, slug: string[] | undefined): string {
  const raw = `/${(slug ?? []).join('/')}`;
  const decoded = `/${(slug ?? []).map(safeDecode).join('/')}`;
  if (byUrl.has(decoded) || !byUrl.has(raw)) return decoded;
  return raw;
}

/**
 * Longest URL segment, in bytes once percent-encoded, that is prerendered. Next writes a
 * prerendered page as files named after its URL (`<segment>.html`, `.rsc`, `.meta`, a
 * `.segments` folder), and a file name may not pass 255 bytes; a 1,300-character summary makes a
 * segment far longer. 150 leaves room for every suffix Next adds.
 */
export const MAX_PRERENDERED_SEGMENT_BYTES = 150;

/**
 * Is this URL prerendered at build time? Not when a segment is too long for a file name, is empty
 * or a dot segment, nor when it holds a character Next's prerender cannot carry through its params unambiguously (`%`, `?`,
 * `#`, `\`, control characters). Such pages are left out of `generateStaticParams` and rendered on
 * the first request instead (then served from Next's cache), so no input can fail the build.
 */
export function isPrerenderable(url: string): boolean {
  if (url === '/') return true;
  // An `x-docs.href` is taken as written: `//`, `.` or `..` would be an empty or relative file name.
  return url
    .slice(1)
    .split('/')
    .every(
      (segment) =>
        segment !== '' &&
        segment !== '.' &&
        segment !== '..' &&
        !/[%?#\\\u0000-\u001f\u007f]/u.test(segment) &&
        encodeURIComponent(segment).length <= MAX_PRERENDERED_SEGMENT_BYTES,
    );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A stray `%` sits among valid escapes: decode each run of escapes on its own.
    return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
