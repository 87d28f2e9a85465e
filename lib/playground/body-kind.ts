/** How a request body media type is edited and sent. Pure. */

export type BodyKind = 'json' | 'multipart' | 'urlencoded' | 'binary' | 'text' | 'none';

export function bodyKind(mediaType: string): BodyKind {
  const type = mediaType.split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data' || type === 'multipart/mixed') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*') return 'json';
  if (type.startsWith('text/') || type.endsWith('+xml') || type === 'application/xml' || type === 'application/yaml') return 'text';
  return 'binary';
}
