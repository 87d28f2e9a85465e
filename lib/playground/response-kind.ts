/**
 * How a response body is shown, from its Content-Type: media in players, JSON formatted, HTML
 * and other text as source (never executed), event streams as they arrive, anything else as a
 * download. Pure.
 */

export type ResponseKind = 'json' | 'image' | 'audio' | 'video' | 'html' | 'event-stream' | 'text' | 'binary' | 'empty';

/** The view for a content type (`undefined`: sniff as text when it decodes, else binary). */
export function responseKind(contentType: string | undefined): ResponseKind {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!type) return 'text';
  if (type === 'text/event-stream') return 'event-stream';
  if (type === 'application/json' || type.endsWith('+json') || type === 'application/x-ndjson') return 'json';
  if (type.startsWith('image/')) return type === 'image/svg+xml' ? 'text' : 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type.startsWith('text/') || /[+/](xml|yaml|javascript|csv)$/.test(type) || type === 'application/graphql') return 'text';
  return 'binary';
}

/** `1.2 MB`, `340 B`: sizes in the response bar and download links. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The file name a saved body gets: Content-Disposition's when given, else the URL's last segment
 * with an extension for its kind (`items.json`, `logo.png`, `response.bin`).
 */
export function responseFileName(headers: [string, string][], url: string | undefined, contentType: string | undefined): string {
  const disposition = headers.find(([n]) => n.toLowerCase() === 'content-disposition')?.[1];
  const named = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)/i)?.[1];
  if (named) {
    try {
      return decodeURIComponent(named);
    } catch {
      return named;
    }
  }
  const base = url?.split(/[?#]/)[0].split('/').pop() || 'response';
  if (/\.[a-z0-9]{1,5}$/i.test(base)) return base;
  const subtype = (contentType ?? '').split(';')[0].trim().toLowerCase().split('/')[1] ?? '';
  const kind = responseKind(contentType);
  const ext =
    kind === 'json'
      ? 'json'
      : kind === 'html'
        ? 'html'
        : kind === 'text' || kind === 'event-stream'
          ? /^[a-z0-9]{1,5}$/.test(subtype) && subtype !== 'plain'
            ? subtype
            : 'txt'
          : /^[a-z0-9]{1,5}$/.test(subtype)
            ? subtype
            : 'bin';
  return `${base}.${ext}`;
}
