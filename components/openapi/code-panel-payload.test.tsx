/**
 * What the code cards of an endpoint page hand to the RSC payload (issue 12): every prop of a host
 * element or a client component is written into each page's payload, which Next stores four times
 * per page. Panels the browser's highlighter draws as the server does travel as their plain text,
 * language and themes (server-drawn-code.client draws the markup while rendering): no highlighted
 * span and no `<pre>` markup, and each code once. The server components are expanded here as React
 * does on the server; client components are the leaves whose props travel. code-panel-golden.test
 * pins the HTML the same cards render to.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { expect, it } from 'vitest';
import { CopyLabel } from '@/components/mdx/copy-label.client';
import { DEFAULT_CODE_STYLE } from '@/lib/content/code-style';
import { buildExampleSets, highlightSamples } from './aside-data';
import { CodeSamplesCard, ExamplesCard } from './code-panel';
import { ServerDrawnCode } from './server-drawn-code.client';
import { Switcher } from './switcher.client';

const CLIENT = new Set<unknown>([CopyLabel, ServerDrawnCode, Switcher]);

/** Every string a tree hands to the payload: host elements' and client components' props, server components expanded. */
function travellingStrings(node: ReactNode, out: string[]): string[] {
  if (Array.isArray(node)) {
    for (const child of node) travellingStrings(child as ReactNode, out);
    return out;
  }
  if (typeof node === 'string') out.push(node);
  if (!isValidElement(node)) return out;
  const { type, props } = node as ReactElement<Record<string, unknown>>;
  if (typeof type === 'function' && !CLIENT.has(type)) return travellingStrings((type as (p: unknown) => ReactNode)(props), out);
  for (const value of Object.values(props)) {
    if (isValidElement(value) || Array.isArray(value)) travellingStrings(value as ReactNode, out);
    else out.push(JSON.stringify(value) ?? '');
  }
  return out;
}

it('a request card and an examples card hand the payload their code as text, once, without highlighted markup', async () => {
  const curl = "curl 'https://api.example.com/users' \\\n  --request POST";
  const python = "import requests\nrequests.post('https://api.example.com/users')";
  const samples = await highlightSamples(
    [
      { id: 'curl', label: 'cURL', lang: 'bash', source: curl, generated: true },
      { id: 'python', label: 'Python', lang: 'python', source: python, generated: true },
    ],
    DEFAULT_CODE_STYLE,
  );
  const long = { items: Array.from({ length: 40 }, (_, i) => ({ id: i })) };
  const sets = await buildExampleSets(
    [
      { title: '200', content: [{ mediaType: 'application/json', examples: [{ name: 'one', value: long }] }] },
      { title: '404', content: [{ mediaType: 'application/json', examples: [{ name: 'gone', value: { error: 'gone' } }] }] },
    ],
    DEFAULT_CODE_STYLE,
  );
  const strings = [
    ...travellingStrings(<CodeSamplesCard samples={samples} />, []),
    ...travellingStrings(<ExamplesCard title="Response" sets={sets} part="responses" />, []),
  ];
  const payload = strings.join('\n');
  expect(payload).not.toMatch(/<span|<pre|shiki/);
  for (const code of [curl, python, JSON.stringify(long, null, 2), JSON.stringify({ error: 'gone' }, null, 2)])
    expect(payload.split(JSON.stringify(code).slice(1, -1))).toHaveLength(2);
});
