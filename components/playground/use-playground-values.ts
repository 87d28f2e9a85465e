'use client';

import { useCallback, useEffect, useState } from 'react';
import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import { clearStored, loadStored, saveStored } from '@/lib/playground/credential-store';
import { buildInitialValues } from '@/lib/playground/initial-state';
import { addHistory, clearPages, loadPage, savePage, toPageInputs, withPageInputs, type HistoryEntry } from '@/lib/playground/page-store';
import type { PlaygroundValues } from '@/lib/playground/values';
import type { Environment } from '@/lib/playground/variables';

function storages() {
  try {
    return { session: window.sessionStorage, local: window.localStorage };
  } catch {
    return {};
  }
}

export type Environments = { list: Environment[]; active: number };

/**
 * The reader's values for one operation. Spec-wide choices (credentials, the security option,
 * the server, environments) are shared by every page of the spec for the browser session
 * (sessionStorage); "remember" keeps them in localStorage too, and only then are this page's
 * inputs and its history kept as well (page-store.ts), so a reader who never opts in leaves
 * nothing on the device and finds a fresh form after a reload. The island renders client-side
 * only, so reading storage in the initialisers causes no hydration mismatch.
 */
export function usePlaygroundValues(dto: PlaygroundDto, spec: string, page: string, prefill: boolean, defaults: Environment[] = []) {
  const [remember, setRemember] = useState(() => loadStored(spec, storages())?.remember === true);
  const [saved] = useState(() => (remember ? loadPage(spec, page, storages().local) : { history: [] as HistoryEntry[] }));
  const [values, setValues] = useState<PlaygroundValues>(() =>
    withPageInputs(buildInitialValues(dto, prefill, loadStored(spec, storages())), saved.inputs, dto.servers.length),
  );
  const [environments, setEnvironments] = useState<Environments>(() => {
    const stored = loadStored(spec, storages());
    const list = stored?.environments ?? defaults;
    return {
      list,
      active: stored?.environment !== undefined && stored.environment < list.length ? stored.environment : list.length ? 0 : -1,
    };
  });
  const [history, setHistory] = useState<HistoryEntry[]>(saved.history);

  useEffect(() => {
    const { auth, authOption, server, serverUrl, variables } = values;
    saveStored(
      spec,
      { auth, authOption, server, serverUrl, variables, remember, environments: environments.list, environment: environments.active },
      storages(),
    );
  }, [spec, values, remember, environments]);
  useEffect(() => {
    if (remember) savePage(spec, page, { inputs: toPageInputs(values), history }, storages().local);
  }, [spec, page, values, history, remember]);

  const update = useCallback((change: (v: PlaygroundValues) => PlaygroundValues) => setValues(change), []);
  const record = useCallback((entry: HistoryEntry) => setHistory((h) => addHistory(h, entry)), []);
  const changeRemember = useCallback(
    (on: boolean) => {
      setRemember(on);
      // Turning it off forgets what this spec's pages kept on the device; the session keeps the rest.
      if (!on) clearPages(spec, storages().local);
    },
    [spec],
  );
  /** "Clear": every value, environment, credential and history entry of this spec, here and stored. */
  const clear = useCallback(() => {
    clearStored(spec, storages());
    clearPages(spec, storages().local);
    setRemember(false);
    setHistory([]);
    setEnvironments({ list: defaults, active: defaults.length ? 0 : -1 });
    setValues(buildInitialValues(dto, prefill, undefined));
  }, [spec, dto, prefill, defaults]);
  return { values, update, remember, setRemember: changeRemember, environments, setEnvironments, history, record, clear };
}
