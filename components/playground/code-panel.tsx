'use client';

import { useEffect, useState } from 'react';
import { CopyLabel } from '@/components/mdx/copy-label.client';
import type { HarRequest } from '@/lib/openapi/build-request';
import { maskSecrets } from '@/lib/playground/mask';

type Generator = { print: (har: HarRequest, id: string) => { label: string; source: string } | undefined; ids: string[] };

/**
 * Code samples for exactly the request Send would make: the same HAR from the same builder,
 * printed by @scalar/snippetz. The generators load in their own chunk on first render. Secret
 * variables' values are masked on screen; "Copy code" copies the sample as it runs.
 */
export function CodePanel({ har, languages, secrets = [] }: { har: HarRequest; languages?: string[]; secrets?: string[] }) {
  const [generator, setGenerator] = useState<Generator | undefined>();
  const [active, setActive] = useState(0);
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
  if (!generator)
    return (
      <div className="pg-code">
        <p className="pg-help">Loading code samples…</p>
      </div>
    );
  const samples = generator.ids.flatMap((id) => {
    const sample = generator.print(har, id);
    return sample ? [{ id, ...sample }] : [];
  });
  const current = samples[Math.min(active, samples.length - 1)];
  if (!current) return null;
  return (
    <div className="pg-code" data-copy-root="">
      <div className="pg-code-tabs" role="tablist" aria-label="Code sample language">
        {samples.map((s, i) => (
          <button key={s.id} type="button" role="tab" aria-selected={s === current} onClick={() => setActive(i)}>
            {s.label}
          </button>
        ))}
        <CopyLabel text={current.source} label="copyCode" />
      </div>
      <pre className="pg-code-source" data-language={current.id}>
        <code>{maskSecrets(current.source, secrets)}</code>
      </pre>
    </div>
  );
}
