'use client';

import { useCallback, useEffect, useState } from 'react';
import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import { loadStored, saveStored } from '@/lib/playground/credential-store';
import { buildInitialValues } from '@/lib/playground/initial-state';
import type { PlaygroundValues } from '@/lib/playground/values';

function storages() {
  try {
    return { session: window.sessionStorage, local: window.localStorage };
  } catch {
    return {};
  }
}

/**
 * The reader's values for one operation. Credentials, the security option and the server choice
 * are shared by every page of the spec for the browser session (sessionStorage); "remember"
 * keeps them in localStorage too. The island renders client-side only, so reading storage in the
 * initialiser causes no hydration mismatch.
 */
export function usePlaygroundValues(dto: PlaygroundDto, spec: string, prefill: boolean) {
  const [remember, setRemember] = useState(() => loadStored(spec, storages())?.remember === true);
  const [values, setValues] = useState<PlaygroundValues>(() => buildInitialValues(dto, prefill, loadStored(spec, storages())));
  useEffect(() => {
    saveStored(spec, { auth: values.auth, authOption: values.authOption, server: values.server, variables: values.variables, remember }, storages());
  }, [spec, values.auth, values.authOption, values.server, values.variables, remember]);
  const update = useCallback((change: (v: PlaygroundValues) => PlaygroundValues) => setValues(change), []);
  return { values, update, remember, setRemember };
}
