/**
 * Lectern's neutral favicon, for a site whose docs.json names none: without one, browsers ask for
 * /favicon.ico and log a 404 on every page. Served once from `/api/site/icon.svg` (a prerendered
 * file) rather than inlined as a data: URL, which was ~420 bytes of every page's HTML and RSC
 * payload, and Next writes a page's payload four times (issue 12).
 */
export const DEFAULT_ICON_PATH = '/api/site/icon.svg';

export const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4F46E5"/><path d="M9 10h14M16 10v13M11 23h10" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>';
