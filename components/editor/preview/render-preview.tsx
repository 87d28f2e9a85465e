import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMDX } from 'next-mdx-remote/rsc';
import type { ComponentProps, ReactNode } from 'react';
import { mdxComponents } from '@/components/mdx';
import { buildMdxPlugins, escapeHeadingIds, applyVariables, type MdxPageOptions } from '@/lib/content/mdx-options';
import { isPlainObject } from '@/lib/config/values';
import { renderStaticMarkup } from './static-markup';

/** Author code stays off in a preview: an island shows where it would be, and nothing of it runs or loads. */
function InertIsland({ spec, inline }: { spec?: string; inline?: boolean }) {
  let label = 'code';
  try {
    const parsed = (JSON.parse(spec ?? '{}') as { label?: unknown }).label;
    if (typeof parsed === 'string') label = parsed;
  } catch {
    // a spec that is not JSON keeps the generic label
  }
  const Tag = inline ? 'span' : 'div';
  return <Tag className="preview-island">{`${label} (page code: not run in the preview)`}</Tag>;
}

/** Links stay plain anchors (the site's IntentLink is a client component, and nothing navigates a sandboxed preview anyway). */
function PlainAnchor(props: ComponentProps<'a'>) {
  return <a {...props} />;
}

const previewComponents = { ...mdxComponents, a: PlainAnchor, AuthorIsland: InertIsland };

/**
 * What the site's client components show in a preview, where no script runs: tabs and code groups
 * (TabsClient's `panels`) as every panel under its title, anything else as its children.
 */
function clientContent(props: Record<string, unknown>): unknown {
  if (!Array.isArray(props.panels)) return props.children;
  const titles = Array.isArray(props.titles) ? (props.titles as unknown[]) : [];
  return (props.panels as ReactNode[]).map((panel, i) => (
    <section key={i} className="preview-panel">
      <p className="preview-panel-title">{typeof titles[i] === 'string' ? titles[i] : `Tab ${i + 1}`}</p>
      {panel}
    </section>
  ));
}

/**
 * One page of a pull request's branch as HTML, rendered the way the site renders MDX (the same
 * remark/rehype pipeline and component map, next-mdx-remote's `blockJS`) with author code off:
 * `import`/`export` and expressions are stripped or become inert placeholders, and the author
 * module the pipeline bundles is dropped instead of shipped. The markup goes through
 * renderStaticMarkup, which emits no script, handler or script URL whatever the page contains.
 */
export async function renderPreviewBody(
  source: string,
  file: string,
  page: MdxPageOptions = {},
): Promise<{ title?: string; html: string }> {
  try {
    const { content, frontmatter } = await compileMDX<Record<string, unknown>>({
      source: escapeHeadingIds(applyVariables(source, page.variables)),
      components: previewComponents,
      options: {
        parseFrontmatter: true,
        blockJS: true,
        mdxOptions: buildMdxPlugins([], { ...page, file, authorSink: {} }),
      },
    });
    const title = isPlainObject(frontmatter) && typeof frontmatter.title === 'string' ? frontmatter.title : undefined;
    return { title, html: await renderStaticMarkup(content, { clientContent }) };
  } catch (error) {
    const err = error as { message?: string; line?: number; place?: { line?: number } };
    const line = err.line ?? err.place?.line;
    const message = String(err.message ?? error).split('\n')[0];
    return {
      html: await renderStaticMarkup(
        <div role="alert">{`This page could not be rendered: ${file}${line ? `:${line}` : ''}: ${message}`}</div>,
      ),
    };
  }
}

let themeCss: Promise<string> | undefined;

/** The site's theme (app/globals.css and app/code-palette.css, plain CSS) for the preview document, which loads nothing but itself. */
function loadThemeCss(): Promise<string> {
  // With the palette classes of the default code themes: a `<CodeBlock>` names them (lib/content/code-classes).
  themeCss ??= Promise.all(['globals.css', 'code-palette.css'].map((f) => readFile(path.join(process.cwd(), 'app', f), 'utf8')))
    .then((files) => files.join('\n'))
    // `</style` cannot appear in CSS that we serve inline.
    .then((css) => css.replace(/<\/style/gi, ''))
    .catch(() => '');
  return themeCss;
}

const PREVIEW_CSS = `body{margin:0;background:var(--bg);color:var(--fg);font-family:var(--font-sans)}
.preview{max-width:760px;margin:0 auto;padding:24px}
.preview-note{font-size:13px;color:var(--fg-muted);border-bottom:1px solid var(--border);padding-bottom:12px}
.preview-panel-title{font-size:13px;font-weight:600;color:var(--fg-muted);margin:16px 0 4px}
.preview-island{display:inline-block;font-size:12px;color:var(--fg-muted);border:1px dashed var(--border);padding:2px 6px;border-radius:6px}`;

/**
 * The preview document: the page's markup in the site's theme, with a line that says what the reader
 * is looking at. An empty icon, so a preview opened on its own does not ask for `/favicon.ico`.
 */
export async function renderPreviewDocument(o: {
  file: string;
  branch: string;
  title?: string;
  html: string;
  /** The palette rules of a site's own code themes (a `<CodeBlock>` names their classes). */
  codeCss?: string;
}): Promise<string> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>Preview: ${esc(o.file)}</title>
<style>${await loadThemeCss()}
${o.codeCss ? o.codeCss.replace(/<\/style/gi, '') : ''}
${PREVIEW_CSS}</style></head>
<body><main class="preview"><p class="preview-note">Preview of <code>${esc(o.file)}</code> on <code>${esc(o.branch)}</code>. Code in the page does not run here.</p>
<article class="page">${o.title ? `<h1 class="page-title">${esc(o.title)}</h1>` : ''}<div class="prose">${o.html}</div></article></main></body></html>
`;
}
