/**
 * Code samples beside the reference (docs/docs-json.md `api.examples`): generated with @scalar/snippetz
 * from the same HAR request the playground sends (lib/openapi/build-request), in the order of
 * `api.examples.languages` with the usual aliases; `x-codeSamples` first, and only those when
 * `autogenerate` is false. Browser-safe.
 */
import { snippetz } from '@scalar/snippetz';
import { buildRequest } from './build-request';
import { toSampleRequest } from './example-values';
import type { EndpointModel } from './page-model-types';

export type Language = { id: string; target: string; client: string; label: string; /** highlighter language */ lang: string };
export type RenderedSample = { id: string; label: string; lang: string; source: string; generated: boolean };
export type CodeSampleOptions = { languages?: string[]; defaults?: 'all' | 'required'; autogenerate?: boolean };

const LANGUAGES: Language[] = [
  { id: 'curl', target: 'shell', client: 'curl', label: 'cURL', lang: 'bash' },
  { id: 'javascript', target: 'js', client: 'fetch', label: 'JavaScript', lang: 'javascript' },
  { id: 'typescript', target: 'js', client: 'fetch', label: 'TypeScript', lang: 'typescript' },
  { id: 'node', target: 'node', client: 'fetch', label: 'Node.js', lang: 'javascript' },
  { id: 'python', target: 'python', client: 'requests', label: 'Python', lang: 'python' },
  { id: 'go', target: 'go', client: 'native', label: 'Go', lang: 'go' },
  { id: 'ruby', target: 'ruby', client: 'native', label: 'Ruby', lang: 'ruby' },
  { id: 'php', target: 'php', client: 'curl', label: 'PHP', lang: 'php' },
  { id: 'java', target: 'java', client: 'okhttp', label: 'Java', lang: 'java' },
  { id: 'csharp', target: 'csharp', client: 'httpclient', label: 'C#', lang: 'csharp' },
  { id: 'rust', target: 'rust', client: 'reqwest', label: 'Rust', lang: 'rust' },
  { id: 'swift', target: 'swift', client: 'nsurlsession', label: 'Swift', lang: 'swift' },
  { id: 'kotlin', target: 'kotlin', client: 'okhttp', label: 'Kotlin', lang: 'kotlin' },
  { id: 'powershell', target: 'powershell', client: 'restmethod', label: 'PowerShell', lang: 'powershell' },
  { id: 'dart', target: 'dart', client: 'http', label: 'Dart', lang: 'dart' },
];

const ALIASES: Record<string, string> = {
  bash: 'curl',
  sh: 'curl',
  shell: 'curl',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  python3: 'python',
  nodejs: 'node',
  'node.js': 'node',
  golang: 'go',
  rb: 'ruby',
  'c#': 'csharp',
  cs: 'csharp',
  dotnet: 'csharp',
  kt: 'kotlin',
  ps: 'powershell',
  pwsh: 'powershell',
  rs: 'rust',
};

/** Every language Lectern writes a request sample in, by id (the tests walk them all). */
export const SAMPLE_LANGUAGE_IDS = LANGUAGES.map((l) => l.id);

/** Languages when `api.examples.languages` is not set: the hosted platform's defaults. */
export const DEFAULT_LANGUAGES = ['curl', 'javascript', 'python'];

/** The language a docs.json name means (`bash` → curl), or undefined when Lectern has no generator. */
export function resolveLanguage(name: string): Language | undefined {
  const key = name.trim().toLowerCase();
  const id = ALIASES[key] ?? key;
  return LANGUAGES.find((l) => l.id === id);
}

/** Samples for an endpoint page: hand-written ones first, then one per configured language. */
export function buildCodeSamples(model: EndpointModel, opts: CodeSampleOptions = {}): RenderedSample[] {
  const custom: RenderedSample[] = model.codeSamples.map((s, i) => {
    const known = resolveLanguage(s.lang);
    return {
      id: `custom-${i}`,
      label: s.label ?? known?.label ?? s.lang,
      lang: known?.lang ?? s.lang.toLowerCase(),
      source: s.source,
      generated: false,
    };
  });
  if (opts.autogenerate === false) return custom;
  const request = buildRequest(toSampleRequest(model, opts.defaults ?? 'all'));
  const generator = snippetz();
  const seen = new Set<string>();
  const generated = (opts.languages?.length ? opts.languages : DEFAULT_LANGUAGES).flatMap((name) => {
    const language = resolveLanguage(name);
    if (!language || seen.has(language.id)) return [];
    seen.add(language.id);
    const source = generator.print(language.target as never, language.client as never, request);
    return source ? [{ id: language.id, label: language.label, lang: language.lang, source, generated: true }] : [];
  });
  return [...custom, ...generated];
}
