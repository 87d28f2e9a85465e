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
