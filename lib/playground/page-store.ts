/**
 * What one endpoint page keeps for a reader who ticked "remember": the inputs last typed
 * (parameters, body) and the history of requests sent. It lives in localStorage only, under a
 * key per spec and page, so "Clear" can find every page of a spec and a reader who never opted in
 * leaves nothing on the device. Files are bytes the page cannot store; they are left out.
 * Storage errors are ignored (remembering is a convenience). Isomorphic: takes the storage.
 */
import type { BodyValues, PlaygroundValues } from './values';

/** The inputs of one page, as stored: everything but file bytes. */
export type PageInputs = Pick<PlaygroundValues, 'params' | 'server' | 'serverUrl' | 'variables'> & {
  body: Omit<BodyValues, 'files' | 'file'>;
};

export type HistoryEntry = {
  /** Epoch milliseconds of the send. */
  at: number;
  method: string;
  /** The URL as sent (variables substituted), for the list. */
  url: string;
  status?: number;
  /** A failure's sentence when no response came. */
  failure?: string;
  ms: number;
  bytes: number;
  /** The inputs as typed (`{{variables}}` kept): reopening re-substitutes them. */
  inputs: PageInputs;
};

export type SavedPage = { inputs?: PageInputs; history: HistoryEntry[] };

/** How many requests each endpoint keeps. */
export const HISTORY_LENGTH = 10;
/** A body larger than this is not kept in history: storage quotas are a few megabytes per site. */
const LARGEST_KEPT_BODY = 64 * 1024;

const prefix = (spec: string) => `lectern.playground.page:${spec}\n`;

/** The inputs worth storing from the current values. */
export function toPageInputs(values: PlaygroundValues): PageInputs {
  const { files: _files, file: _file, ...body } = values.body;
  const small = body.raw.length + body.text.length <= LARGEST_KEPT_BODY;
  return {
    params: values.params,
    server: values.server,
    serverUrl: values.serverUrl,
    variables: values.variables,
    body: small ? body : { ...body, raw: '', text: '', json: undefined },
  };
}

/** Stored inputs applied over fresh values (file choices start empty, as a file input must). */
export function withPageInputs(values: PlaygroundValues, inputs: PageInputs | undefined, serverCount: number): PlaygroundValues {
  if (!inputs) return values;
  const server = inputs.server < serverCount ? inputs.server : values.server;
  const files = Object.fromEntries(Object.keys(values.body.files).map((name) => [name, null]));
  return {
    ...values,
    params: inputs.params,
    server,
    serverUrl: inputs.serverUrl ?? '',
    variables: inputs.variables,
    body: { ...inputs.body, files, file: null },
  };
}

/** This page's saved inputs and history (empty when nothing is stored or it is unreadable). */
export function loadPage(spec: string, page: string, storage: Storage | undefined): SavedPage {
  try {
    const raw = storage?.getItem(prefix(spec) + page);
    const parsed = raw ? (JSON.parse(raw) as Partial<SavedPage>) : undefined;
    return { inputs: parsed?.inputs, history: Array.isArray(parsed?.history) ? parsed.history : [] };
  } catch {
    return { history: [] };
  }
}

/** Store this page's inputs and history. */
export function savePage(spec: string, page: string, saved: SavedPage, storage: Storage | undefined): void {
  try {
    storage?.setItem(prefix(spec) + page, JSON.stringify({ ...saved, history: saved.history.slice(0, HISTORY_LENGTH) }));
  } catch {
    // storage full or disabled
  }
}

/** Forget every page of a spec. */
export function clearPages(spec: string, storage: Storage | undefined): void {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => !!k?.startsWith(prefix(spec)));
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage disabled
  }
}

/** The newest entry first, the list capped. */
export function addHistory(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history].slice(0, HISTORY_LENGTH);
}
