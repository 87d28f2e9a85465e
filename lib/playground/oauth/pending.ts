/**
 * Authorization requests on their way: what the page must remember while the reader signs in
 * elsewhere (the PKCE verifier, where to exchange the code, for which scheme), keyed by `state`.
 * sessionStorage only: it is per tab, gone with it, and an answer whose `state` is not found
 * here is refused (RFC 6749 §10.12, CSRF). Each entry is taken once. Isomorphic.
 */
export type Pending = {
  spec: string;
  page: string;
  schemeKey: string;
  flow: 'authorizationCode' | 'implicit';
  redirectUri: string;
  tokenUrl?: string;
  verifier?: string;
  clientId: string;
  clientSecret?: string;
  /** Epoch milliseconds; entries older than an hour are dropped. */
  at: number;
};

const KEY = 'lectern.playground.oauth';
const MAX_AGE_MS = 60 * 60 * 1000;

function read(storage: Storage | undefined): Record<string, Pending> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Pending>) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage | undefined, all: Record<string, Pending>): void {
  try {
    if (Object.keys(all).length) storage?.setItem(KEY, JSON.stringify(all));
    else storage?.removeItem(KEY);
  } catch {
    // storage disabled: the answer will be refused as unknown, with a sentence
  }
}

/** Remember a request under its state. */
export function savePending(state: string, pending: Pending, storage: Storage | undefined, now = Date.now()): void {
  const all = Object.fromEntries(Object.entries(read(storage)).filter(([, p]) => now - p.at < MAX_AGE_MS));
  write(storage, { ...all, [state]: pending });
}

/** The request a state belongs to, removed so it cannot be answered twice. */
export function takePending(state: string, storage: Storage | undefined, now = Date.now()): Pending | undefined {
  const all = read(storage);
  const found = Object.hasOwn(all, state) ? all[state] : undefined;
  if (found) {
    delete all[state];
    write(storage, all);
  }
  return found && now - found.at < MAX_AGE_MS ? found : undefined;
}
