import { describe, expect, it } from 'vitest';
import { extractCandidates } from './tailwind-candidates';

describe('extractCandidates', () => {
  const cases: { name: string; source: string; kind: 'markup' | 'script'; has: string[]; not?: string[] }[] = [
    {
      name: 'className in MDX',
      source: '<div className="bg-sky-500 md:grid-cols-2 dark:bg-slate-900">x</div>',
      kind: 'markup',
      has: ['bg-sky-500', 'md:grid-cols-2', 'dark:bg-slate-900'],
    },
    { name: 'class in HTML, single quotes', source: "<img class='w-full rounded-xl' />", kind: 'markup', has: ['w-full', 'rounded-xl'] },
    { name: 'className expression', source: "<span className={open ? 'block' : 'hidden'} />", kind: 'markup', has: ['block', 'hidden'] },
    {
      name: 'prose never counts in markup',
      source: 'A hidden block in a grid, and `table`.',
      kind: 'markup',
      has: [],
      not: ['hidden', 'block', 'grid', 'table'],
    },
    {
      name: 'fenced code blocks are examples, not markup',
      source: '```html\n<div class="bg-red-500">\n```\n\n~~~~jsx title\n<p className="p-8" />\n~~~~\n<b className="italic" />',
      kind: 'markup',
      has: ['italic'],
      not: ['bg-red-500', 'p-8'],
    },
    {
      name: 'string literals count in scripts',
      source: 'el.classList.add(\'ring-2\', "opacity-50"); const c = `p-4 ${x}`;',
      kind: 'script',
      has: ['ring-2', 'opacity-50', 'p-4'],
    },
    {
      name: 'fractions and arbitrary values stay whole',
      source: '<p className="w-1/2 bg-red-500/50 w-[350px]" />',
      kind: 'markup',
      has: ['w-1/2', 'bg-red-500/50', 'w-[350px]'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const words = extractCandidates(c.source, c.kind);
      for (const word of c.has) expect(words).toContain(word);
      for (const word of c.not ?? []) expect(words).not.toContain(word);
    });
  }
});
