'use client';

import { useEffect, useState } from 'react';
import { CopyLabel } from '@/components/mdx/copy-label.client';
import { CHOICE_EVENT, LANGUAGE_KEY } from '@/components/openapi/language-key';
import type { HarRequest } from '@/lib/openapi/build-request';
import { maskSecrets } from '@/lib/playground/mask';
import type { CustomSample } from './types';

type Generator = { print: (har: HarRequest, id: string) => { label: string; lang: string; source: string } | undefined; ids: string[] };
type Sample = { key: string; label: string; lang?: string; source: string };

/**
 * The endpoint page's one request sample: code for exactly the request Send would make (the same
 * HAR from the same builder, printed by @scalar/snippetz), so it follows every input. The spec's
 * hand-written samples (`x-codeSamples`) come first, as on the server-rendered card this panel
 * replaces; the language choice is the one every endpoint page shares (LANGUAGE_KEY). The
 * generators load in their own chunk on first render; until then the server-rendered card shows.
 * Secret variables' values are masked on screen; "Copy code" copies the sample as it runs. The
 * sample is highlighted in the site's code themes (`themes`, docs.json `styling.codeblocks`) once
 * its grammar has loaded (./sample-highlighter); until then, and for a language without one, plain.
 */
export function CodePanel({
  har,
  languages,
  custom = [],
  autogenerate = true,
  secrets = [],
  themes,
}: {
  har: HarRequest;
  languages?: string[];
  custom?: CustomSample[];
  autogenerate?: boolean;
  secrets?: string[];
  themes?: { light: string; dark: string };
}) {
  const [generator, setGenerator] = useState<Generator | undefined>();
  const [chosen, setChosen] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<{ code: string; html: string } | undefined>();
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
            return language && source ? { label: language.label, lang: language.lang, source } : undefined;
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
  const samples = generator ? buildSamples(generator, har, custom, autogenerate) : [];
  const current = samples.find((s) => s.key === chosen) ?? samples[0];
  const shown = current && maskSecrets(current.source, secrets);
  useEffect(() => {
    if (!themes || !current?.lang || shown === undefined) return;
    let live = true;
    void import('./sample-highlighter')
      .then(({ highlightSample }) => highlightSample(shown, current.lang ?? '', themes))
      .then((html) => live && html !== undefined && setHighlighted({ code: shown, html }))
      // A grammar that fails to load leaves the sample plain: it is still correct, only uncoloured.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [shown, current?.lang, themes]);
  if (!generator) return <p className="pg-help pg-code-loading">Loading code samples…</p>;
  if (!current) return null;
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
      {highlighted?.code === shown ? (
        <div
          className="pg-code-source pg-code-highlighted"
          data-language={current.key}
          dangerouslySetInnerHTML={{ __html: highlighted.html }}
        />
      ) : (
        <pre className="pg-code-source" data-language={current.key}>
          <code>{shown}</code>
        </pre>
      )}
    </div>
  );
}

/** The hand-written samples, then one per generated language, for the request as it stands. */
function buildSamples(generator: Generator, har: HarRequest, custom: CustomSample[], autogenerate: boolean): Sample[] {
  return [
    ...custom,
    ...(autogenerate
      ? generator.ids.flatMap((id) => {
          const sample = generator.print(har, id);
          return sample ? [{ key: id, ...sample }] : [];
        })
      : []),
  ];
}

function readChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}
