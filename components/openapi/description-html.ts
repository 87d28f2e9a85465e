import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A rendered description (markdown.tsx: host elements, and function components that only return
 * them) as an HTML string, the markup React draws for it. The fields resource (deferred.ts) sends
 * a deferred level's descriptions this way because a route handler runs in the React Server
 * Components layer, where `react-dom/server` is not available; the browser then sets the string
 * as the description's content, which gives the same DOM as the page's own render. A description
 * holding anything else (a client component: a code block's copy button) throws
 * UnsupportedMarkup, and the page draws such a level inline (see `canDefer`).
 */
export function descriptionHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(descriptionHtml).join('');
  if (!isValidElement(node)) throw new UnsupportedMarkup('a value that is not an element');
  const element = node as ReactElement<Record<string, unknown>>;
  const { type, props } = element;
  if (type === Fragment) return descriptionHtml(props.children as ReactNode);
  if (typeof type === 'string') return hostElement(type, props);
  if (typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE) {
    const out = (type as (p: unknown) => unknown)(props);
    if (out instanceof Promise) throw new UnsupportedMarkup('an async component');
    return descriptionHtml(out as ReactNode);
  }
  throw new UnsupportedMarkup('a client component');
}

/** Thrown for markup this serialiser does not draw the way React would. */
export class UnsupportedMarkup extends Error {}

const CLIENT_REFERENCE = Symbol.for('react.client.reference');

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** React prop names whose attribute is spelled otherwise (the ones Markdown output uses). */
const ATTRIBUTE: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
  srcSet: 'srcset',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
};

function hostElement(tag: string, props: Record<string, unknown>): string {
  let attributes = '';
  let entries = Object.entries(props);
  // React writes an input's `checked` and `value` after its other attributes (task-list checkboxes).
  if (tag === 'input')
    entries = [...entries.filter(([k]) => k !== 'checked' && k !== 'value'), ...entries.filter(([k]) => k === 'checked' || k === 'value')];
  for (const [key, value] of entries) {
    if (key === 'children' || key === 'dangerouslySetInnerHTML' || key === 'suppressHydrationWarning') continue;
    if (value === null || value === undefined || value === false || typeof value === 'function') continue;
    const name = ATTRIBUTE[key] ?? key;
    if (key === 'style') {
      const css = styleText(value as Record<string, unknown>);
      if (css) attributes += ` style="${escapeHtml(css)}"`;
    } else if (value === true) attributes += ` ${name}="${/^(data|aria)-/.test(name) ? 'true' : ''}"`;
    else if (typeof value === 'string' || typeof value === 'number') attributes += ` ${name}="${escapeHtml(String(value))}"`;
    else throw new UnsupportedMarkup(`an attribute ${name} of type ${typeof value}`);
  }
  if (VOID.has(tag)) return `<${tag}${attributes}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  return `<${tag}${attributes}>${inner?.__html ?? descriptionHtml(props.children as ReactNode)}</${tag}>`;
}

/** `{ textAlign: 'left' }` → `text-align:left`, as React writes a style object (table cell alignment). */
function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'boolean')
    .map(([k, v]) => `${k.startsWith('--') ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(v).trim()}`)
    .join(';');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
