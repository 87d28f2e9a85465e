// Types of response-cache.mjs (plain JavaScript, run by Node alone in scripts/start.mjs).

/** An answer's headers as Node's `res.getHeaders()` gives them (lower-case names). */
export type AnswerHeaders = Record<string, string | string[] | number | undefined>;

/** A kept answer: opaque outside the module, passed from lookup() to answerFromCache(). */
export type CacheEntry = { readonly status: number; readonly size: number };

/** A request header by lower-case name. */
export type HeaderOf = (name: string) => string | undefined;

export const CACHE_HEADER: string;
/** How many variants of one page under one scope are kept. */
export const MAX_VARIANTS: number;

export function isStorable(answer: { status: number; headers: AnswerHeaders }, scope: string): boolean;

export function isCacheableRequest(method: string | undefined, url: string | undefined): boolean;

export function chooseEncoding(acceptEncoding: string | undefined, made: { br?: Buffer; gzip?: Buffer }): 'br' | 'gzip' | 'identity';

export class ResponseCache {
  constructor(options: { maxBytes: number });
  readonly maxBytes: number;
  readonly bytes: number;
  readonly generation: number;
  lookup(scope: string, path: string, header: HeaderOf): CacheEntry | undefined;
  store(
    request: { scope: string; path: string; header: HeaderOf; generation: number },
    answer: { status: number; headers: AnswerHeaders; body: Buffer },
  ): Promise<boolean>;
  clear(): void;
}

export function answerFromCache(
  entry: CacheEntry,
  method: string,
  header: HeaderOf,
): { status: number; headers: [string, string][]; body: Buffer | undefined };
