import { createHash, type Hash } from 'node:crypto';

/** One part of a multipart/form-data body, as the upload endpoint reports it. */
export type PartDigest = { name: string; filename?: string; type?: string; size: number; sha256: string };

export type DigestLimits = { maxBytes: number; maxParts: number };

/** Why a body was refused: `too_large` past `maxBytes`, `malformed` for anything unparseable. */
export class MultipartError extends Error {
  constructor(
    readonly kind: 'too_large' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * The boundary of a `multipart/form-data` content type (RFC 7578 §4.1, RFC 2046 §5.1.1: 1–70
 * characters), or null when the type is something else.
 */
export function multipartBoundary(contentType: string | null): string | null {
  const match = /^\s*multipart\/form-data\s*;(.*)$/is.exec(contentType ?? '');
  const raw = match && /(?:^|;)\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(match[1]);
  const boundary = raw ? (raw[1]?.replace(/\\(.)/g, '$1') ?? raw[2]) : null;
  return boundary && boundary.length <= 70 ? boundary : null;
}

/**
 * Reads a multipart/form-data body as it streams in and returns each part's name, filename, type,
 * size and SHA-256, hashing content on the fly: nothing but a boundary's length of data is held,
 * so memory stays flat whatever the upload's size. Counts every byte and cancels the stream past
 * `maxBytes` (`too_large`) rather than reading an oversized body to its end.
 */
export async function digestMultipart(body: ReadableStream<Uint8Array>, boundary: string, limits: DigestLimits): Promise<PartDigest[]> {
  const parser = new PartParser(boundary, limits.maxParts);
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limits.maxBytes)
        throw new MultipartError('too_large', `The upload is larger than ${limits.maxBytes / (1024 * 1024)} MB.`);
      if (parser.push(value)) break;
    }
    return parser.finish();
  } finally {
    await reader.cancel().catch(() => {});
  }
}

type Part = { name: string; filename?: string; type?: string; size: number; hash: Hash };

/** The multipart state machine: preamble, delimiter line, part headers, part body, epilogue. */
class PartParser {
  private readonly delimiter: Buffer;
  // A virtual CRLF in front, so the first delimiter looks like every other one.
  private pending: Buffer = CRLF;
  private state: 'preamble' | 'delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  private part: Part | undefined;
  private readonly parts: PartDigest[] = [];

  constructor(
    boundary: string,
    private readonly maxParts: number,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** Feeds a chunk; true once the closing delimiter has been read. */
  push(chunk: Uint8Array): boolean {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    while (this.state !== 'done' && this.step());
    return this.state === 'done';
  }

  finish(): PartDigest[] {
    if (this.state !== 'done') throw new MultipartError('malformed', 'The multipart body ends before its closing boundary.');
    return this.parts;
  }

  /** Advances as far as the pending bytes allow; false when it needs more input. */
  private step(): boolean {
    if (this.state === 'preamble' || this.state === 'body') return this.scanToDelimiter();
    if (this.state === 'delimiter') return this.readDelimiterLine();
    return this.readHeaders();
  }

  private scanToDelimiter(): boolean {
    const at = this.pending.indexOf(this.delimiter);
    // Without a delimiter, all but its length minus one bytes are content for sure.
    const safe = at >= 0 ? at : Math.max(0, this.pending.length - this.delimiter.length + 1);
    if (this.part && safe > 0) {
      this.part.hash.update(this.pending.subarray(0, safe));
      this.part.size += safe;
    }
    if (at < 0) {
      this.pending = this.pending.subarray(safe);
      return false;
    }
    if (this.part) this.parts.push(toDigest(this.part));
    this.part = undefined;
    this.pending = this.pending.subarray(at + this.delimiter.length);
    this.state = 'delimiter';
    return true;
  }

  /** After a delimiter: `--` closes the body, else optional white space and CRLF open a part. */
  private readDelimiterLine(): boolean {
    if (this.pending.length < 2) return false;
    if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) {
      this.state = 'done';
      return false;
    }
    const end = this.pending.indexOf(CRLF);
    if (end < 0) {
      if (this.pending.length > 256) throw new MultipartError('malformed', 'A multipart delimiter line is malformed.');
      return false;
    }
    if (!/^[ \t]*$/.test(this.pending.subarray(0, end).toString('latin1')))
      throw new MultipartError('malformed', 'A multipart delimiter line is malformed.');
    if (this.parts.length >= this.maxParts) throw new MultipartError('malformed', `The upload has more than ${this.maxParts} parts.`);
    this.pending = this.pending.subarray(end + 2);
    this.state = 'headers';
    return true;
  }

  private readHeaders(): boolean {
    // A part with no headers starts with the empty line at once.
    const searchable = Buffer.concat([CRLF, this.pending]);
    const end = searchable.indexOf(HEADERS_END);
    if (end < 0) {
      if (this.pending.length > MAX_HEADER_BYTES) throw new MultipartError('malformed', 'A part’s headers are too long.');
      return false;
    }
    const block = searchable.subarray(2, Math.max(2, end)).toString('utf8');
    this.pending = this.pending.subarray(Math.max(0, end + HEADERS_END.length - 2));
    this.part = parsePartHeaders(block);
    this.state = 'body';
    return true;
  }
}

/** Content-Disposition and Content-Type of one part (RFC 7578 §4.2, §4.4). */
function parsePartHeaders(block: string): Part {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartError('malformed', 'Every part needs `Content-Disposition: form-data`.');
  const params = dispositionParams(disposition);
  const name = params.get('name');
  if (name === undefined) throw new MultipartError('malformed', 'Every part needs a `name`.');
  const filename = params.get('filename');
  const part: Part = { name, size: 0, hash: createHash('sha256') };
  // The Fetch standard's form-data parser gives a file part without a type `text/plain`.
  if (filename !== undefined) Object.assign(part, { filename, type: headers.get('content-type') || 'text/plain' });
  return part;
}

function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const m of value.matchAll(/;\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    params.set(m[1].toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3]);
  }
  return params;
}

function toDigest(part: Part): PartDigest {
  const { hash, ...rest } = part;
  return { ...rest, sha256: hash.digest('hex') };
}
