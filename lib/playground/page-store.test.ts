import { describe, expect, it } from 'vitest';
import { buildInitialValues } from './initial-state';
import { addHistory, clearPages, HISTORY_LENGTH, loadPage, savePage, toPageInputs, withPageInputs, type HistoryEntry } from './page-store';

/** A Storage over a Map: the browser's interface, in memory. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const dto = { method: 'GET', path: '/x', servers: [{ url: '/', variables: {} }], parameters: [], security: [], schemas: {} } as never;
const entry = (n: number): HistoryEntry => ({
  at: n,
  method: 'GET',
  url: `/x?n=${n}`,
  status: 200,
  ms: 1,
  bytes: 2,
  inputs: toPageInputs({ ...buildInitialValues(dto, false), params: { 'query:n': String(n) } }),
});

describe('page store', () => {
  it('keeps inputs and history per page, and clears every page of one spec only', () => {
    const storage = memoryStorage();
    savePage('a.yaml', '/p1', { inputs: entry(1).inputs, history: [entry(1)] }, storage);
    savePage('a.yaml', '/p2', { history: [entry(2)] }, storage);
    savePage('b.yaml', '/p1', { history: [entry(3)] }, storage);
    expect(loadPage('a.yaml', '/p1', storage)).toEqual({ inputs: entry(1).inputs, history: [entry(1)] });
    clearPages('a.yaml', storage);
    expect(loadPage('a.yaml', '/p1', storage)).toEqual({ history: [] });
    expect(loadPage('a.yaml', '/p2', storage)).toEqual({ history: [] });
    expect(loadPage('b.yaml', '/p1', storage).history).toHaveLength(1);
  });

  it('reads corrupt storage as empty', () => {
    const storage = memoryStorage();
    storage.setItem('lectern.playground.page:a.yaml\n/p', '{not json');
    expect(loadPage('a.yaml', '/p', storage)).toEqual({ history: [] });
  });

  it('keeps the newest entries first, capped', () => {
    let history: HistoryEntry[] = [];
    for (let n = 0; n < HISTORY_LENGTH + 3; n++) history = addHistory(history, entry(n));
    expect(history).toHaveLength(HISTORY_LENGTH);
    expect(history[0].at).toBe(HISTORY_LENGTH + 2);
  });

  it('restores inputs without file bytes, and ignores a server that no longer exists', () => {
    const fresh = buildInitialValues(dto, false);
    const restored = withPageInputs(fresh, { ...entry(5).inputs, server: 3 }, 1);
    expect(restored.params).toEqual({ 'query:n': '5' });
    expect(restored.server).toBe(0);
    expect(restored.body.file).toBeNull();
  });
});
