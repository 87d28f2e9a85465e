import type { ReactNode } from 'react';
import { elementChildren } from './children';
import { toBool, type Flag } from './props';
import { TabsClient } from './tabs.client';

type CodeChildProps = { 'data-title'?: string; 'data-language'?: string; title?: string; chart?: string };

const LANGUAGE_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  py: 'Python',
  python: 'Python',
  rb: 'Ruby',
  ruby: 'Ruby',
  go: 'Go',
  rust: 'Rust',
  java: 'Java',
  kotlin: 'Kotlin',
  swift: 'Swift',
  php: 'PHP',
  csharp: 'C#',
  cs: 'C#',
  cpp: 'C++',
  c: 'C',
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  zsh: 'Shell',
  powershell: 'PowerShell',
  json: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  toml: 'TOML',
  html: 'HTML',
  css: 'CSS',
  sql: 'SQL',
  graphql: 'GraphQL',
  dart: 'Dart',
  mdx: 'MDX',
  md: 'Markdown',
  markdown: 'Markdown',
};

/** A code block's tab label: its title, else its language's name. */
export function codeLabel(props: CodeChildProps, index: number): string {
  const title = props['data-title'] ?? props.title;
  if (title) return title;
  if (props.chart !== undefined) return 'Mermaid';
  const lang = props['data-language'];
  if (lang && lang !== 'text') return LANGUAGE_NAMES[lang.toLowerCase()] ?? lang;
  return `Code ${index + 1}`;
}

type CodeGroupProps = { children?: ReactNode; dropdown?: Flag; className?: string };

/**
 * Code blocks as tabs (or, with `dropdown`, a select), labelled by each block's title or language.
 * Shares the page-wide tab choice with `Tabs`, so picking "Python" anywhere picks it here too.
 */
export function CodeGroup({ children, dropdown, className }: CodeGroupProps) {
  const blocks = elementChildren<CodeChildProps>(children);
  const titles = blocks.map((block, i) => codeLabel(block.props, i));
  return <TabsClient kind="code" titles={titles} labels={titles} panels={blocks} dropdown={toBool(dropdown)} className={className} />;
}

/** Request samples: a code group that sits in the side column on wide screens. */
export function RequestExample(props: CodeGroupProps) {
  return <CodeGroup {...props} className="api-example request-example" />;
}

/** Response samples: a code group below the request samples in the side column. */
export function ResponseExample(props: CodeGroupProps) {
  return <CodeGroup {...props} className="api-example response-example" />;
}
