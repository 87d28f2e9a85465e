'use client';

import { useEffect, useState } from 'react';
import { CopyLabel } from '@/components/mdx/copy-label.client';
import { CHOICE_EVENT, LANGUAGE_KEY } from '@/components/openapi/language-key';
import type { HarRequest } from '@/lib/openapi/build-request';
import { maskSecrets } from '@/lib/playground/mask';
import type { CustomSample } from './types';

type Generator = { print: (har: HarRequest, id: string) => { label: string; source: string } | undefined; ids: string[] };
type Sample = { key: string; label: string; source: string };

/**
 * The endpoint page's one request sample: code for exactly the request Send would make (the same
 * HAR from the same builder, printed by @scalar/snippetz), so it follows every input. The spec's
 * hand-written samples (`x-codeSamples`) come first, as on the server-rendered card this panel
 * replaces; the language choice is the one every endpoint page shares (LANGUAGE_KEY). The
 * generators load in their own chunk on first render; until then the server-rendered card shows.
 * Secret variables' values are masked on screen; "Copy code" copies the sample as it runs.
 */
export function CodePanel({
  har,
  languages,
  custom = [],
  autogenerate = true,
  secrets = [],
}: {
  har: HarRequest;
  languages?: string[];
  custom?: CustomSample[];
  autogenerate?: boolean;
  secrets?: string[];
}) {
  const [generator, setGenerator] = useState<Generator | undefined>();
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/openapi/code-samples').then(({ resolveLanguage, DEFAULT_LANGUAGES }) =>
      import('@scalar/snippetz').then(({ snippetz }) => {
        if (!live) return;
        const printer = snippetz();
        const ids = [
          ...new Set(
            (languages?.length ? languages : DEFAULT_LANGUAGES).map((l) => resolveLanguage(l)?.id).filter((id): id is string => !!id),
          ),
        ];
        setGenerator({
          ids,
          print: (request, id) => {
            const language = resolveLanguage(id);
            const source = language && printer.print(language.target as never, language.client as never, request);
            return language && source ? { label: language.label, source } : undefined;
          },
        });
      }),
    );
    return () => {
      live = false;
    };
  }, [languages]);
  useEffect(() => {
    setChosen(readChoice());
    const follow = (event: Event) => {
      const detail = (event as CustomEvent<{ key: string; value: string }>).detail;
      if (detail.key === LANGUAGE_KEY) setChosen(detail.value);
    };
    window.addEventListener(CHOICE_EVENT, follow);
    return () => window.removeEventListener(CHOICE_EVENT, follow);
  }, []);
  if (!generator) return <p className="pg-help pg-code-loading">Loading code samples…</p>;
  const samples: Sample[] = [
    ...custom,
    ...(autogenerate
      ? generator.ids.flatMap((id) => {
          const sample = generator.print(har, id);
          return sample ? [{ key: id, ...sample }] : [];
        })
      : []),
  ];
  if (!samples.length) return null;
  const current = samples.find((s) => s.key === chosen) ?? samples[0];
  const choose = (key: string) => {
    setChosen(key);
    try {
      localStorage.setItem(LANGUAGE_KEY, key);
    } catch {
      // storage blocked: the choice still applies on this page
    }
    window.dispatchEvent(new CustomEvent(CHOICE_EVENT, { detail: { key: LANGUAGE_KEY, value: key } }));
  };
  return (
    <div className="oa-card pg-code" data-part="request-sample" data-copy-root="">
      <div className="oa-switch-bar">
        <span className="oa-card-title">Request</span>
        <select className="oa-select" aria-label="Language" value={current.key} onChange={(e) => choose(e.target.value)}>
          {samples.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </select>
        <CopyLabel text={current.source} label="copyCode" />
      </div>
      <pre className="pg-code-source" data-language={current.key}>
        <code>{maskSecrets(current.source, secrets)}</code>
      </pre>
    </div>
  );
}

function readChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}
