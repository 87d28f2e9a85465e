import type { ReactNode } from 'react';

/**
 * A React tree as inert HTML: no script can come out of it. The pull request preview renders a
 * page the agent wrote (hostile input: the model and the prompt are not trusted) with the site's
 * MDX components, but it cannot use React's own HTML renderer inside a route handler (the
 * react-server build has none) and must not ship Next's scripts into a sandboxed document (each one
 * would be a blocked-script console error). So this walks the tree itself: server components are
 * called (async ones awaited), client components and anything that fails contribute only their
 * children (or what `clientContent` makes of their props), and the output keeps an allow-list shape — no `<script>`, `<iframe>`, `<object>`,
 * `<style>`, `<base>`, `<meta>`, `<link>` or `<form>`, no `on*` attribute, no `javascript:` or other
 * non-web URL, no raw HTML except from a component's own `dangerouslySetInnerHTML` object (KaTeX;
 * page content cannot make one: MDX expressions are stripped, literal props arrive as strings).
 */
export async function renderStaticMarkup(node: ReactNode, o: { clientContent?: ClientContent } = {}): Promise<string> {
  const budget: Budget = { nodes: 0, clientContent: o.clientContent ?? ((props) => props.children) };
  return render(node, 0, budget);
}

/** What a client component (which only the browser can run) shows in static markup; by default its children. */
export type ClientContent = (props: Record<string, unknown>) => unknown;

type Budget = { nodes: number; clientContent: ClientContent };
type ElementLike = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };

const ELEMENT = new Set([Symbol.for('react.transitional.element'), Symbol.for('react.element')]);
const CLIENT_REFERENCE = Symbol.for('react.client.reference');
const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');
const MAX_DEPTH = 400;
const MAX_NODES = 200_000;

/** Elements dropped with everything inside them: they run code, load documents, or restyle the preview's frame. */
const DROPPED = new Set([
  'script',
  'noscript',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'template',
  'portal',
  'form',
  'math-script',
  'foreignobject',
  'animate',
  'set',
  'handler',
  'listener',
]);
const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'background', 'ping', 'data']);
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  readOnly: 'readonly',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
  srcSet: 'srcset',
  crossOrigin: 'crossorigin',
  autoComplete: 'autocomplete',
  maxLength: 'maxlength',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  strokeDasharray: 'stroke-dasharray',
  xlinkHref: 'xlink:href',
  referrerPolicy: 'referrerpolicy',
};
const UNITLESS = new Set(['opacity', 'zIndex', 'fontWeight', 'lineHeight', 'flex', 'flexGrow', 'flexShrink', 'order', 'zoom']);

async function render(node: unknown, depth: number, budget: Budget): Promise<string> {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (++budget.nodes > MAX_NODES || depth > MAX_DEPTH) return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeText(String(node));
  if (isThenable(node)) return render(await node, depth + 1, budget);
  if (Array.isArray(node) || isIterable(node)) {
    const parts: string[] = [];
    for (const child of node as Iterable<unknown>) parts.push(await render(child, depth + 1, budget));
    return parts.join('');
  }
  if (!isElement(node)) return '';
  const { type, props } = node;
  if (typeof type === 'string') return renderHost(type, props, depth, budget);
  return render(await renderComponent(type, props, budget.clientContent), depth + 1, budget);
}

/** What a component renders; a client component (not callable on the server) and a failing one show `clientContent`. */
async function renderComponent(type: unknown, props: Record<string, unknown>, clientContent: ClientContent): Promise<unknown> {
  const children = props.children;
  if (!type || (typeof type !== 'function' && typeof type !== 'object')) return children;
  const tagged = type as { $$typeof?: symbol; render?: unknown; type?: unknown };
  if (tagged.$$typeof === CLIENT_REFERENCE) return clientContent(props);
  try {
    if (tagged.$$typeof === FORWARD_REF && typeof tagged.render === 'function')
      return await (tagged.render as (p: unknown, r: null) => unknown)(props, null);
    if (tagged.$$typeof === MEMO) return await renderComponent(tagged.type, props, clientContent);
    // Fragments, Suspense, providers and other React-internal types: their children are the content.
    if (typeof type !== 'function') return children;
    return await (type as (p: unknown) => unknown)(props);
  } catch {
    // A component that cannot run outside the browser (hooks) is shown as a client component is.
    return clientContent(props);
  }
}

async function renderHost(tag: string, props: Record<string, unknown>, depth: number, budget: Budget): Promise<string> {
  const name = tag.toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(name) || DROPPED.has(name)) return '';
  const attributes = renderAttributes(props);
  if (VOID.has(name)) return `<${tag}${attributes}>`;
  const inner = props.dangerouslySetInnerHTML;
  const content =
    inner && typeof inner === 'object' && typeof (inner as { __html?: unknown }).__html === 'string'
      ? (inner as { __html: string }).__html
      : await render(props.children, depth + 1, budget);
  return `<${tag}${attributes}>${content}</${tag}>`;
}

function renderAttributes(props: Record<string, unknown>): string {
  let out = '';
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children' || key === 'dangerouslySetInnerHTML' || key === 'key' || key === 'ref' || key.startsWith('suppress')) continue;
    if (/^on/i.test(key) || !/^[A-Za-z_:][A-Za-z0-9_.:-]*$/.test(key)) continue;
    if (value === null || value === undefined || value === false || typeof value === 'function' || typeof value === 'symbol') continue;
    const name = ATTRIBUTE_NAMES[key] ?? key;
    let text: string;
    if (key === 'style') {
      if (typeof value !== 'object') continue;
      text = styleText(value as Record<string, unknown>);
    } else if (value === true) text = /^(aria|data)-/.test(name) ? 'true' : '';
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') text = String(value);
    else continue;
    if (URL_ATTRIBUTES.has(name.toLowerCase()) && !isSafeUrl(text)) continue;
    if (name.toLowerCase() === 'srcset' && text.split(',').some((candidate) => !isSafeUrl(candidate.trim().split(/\s+/)[0] ?? '')))
      continue;
    out += ` ${name}="${escapeAttribute(text)}"`;
  }
  return out;
}

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => {
      const property = k.startsWith('--') ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const value = typeof v === 'number' && v !== 0 && !UNITLESS.has(k) && !k.startsWith('--') ? `${v}px` : String(v);
      // No `url(…)`: a stylesheet value must not fetch anything on the reviewer's behalf.
      return /url\s*\(|expression\s*\(|[<>{};]/i.test(value) ? '' : `${property}:${value}`;
    })
    .filter(Boolean)
    .join(';');
}

/**
 * A link or source the preview may keep: relative, a fragment, or http(s)/mailto/tel; an image may
 * also be inline `data:image/…` (not SVG, which can carry script). Control characters and
 * whitespace are ignored the way browsers ignore them when they read a scheme.
 */
export function isSafeUrl(raw: string): boolean {
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (['http', 'https', 'mailto', 'tel'].includes(scheme)) return true;
  return scheme === 'data' && /^data:image\/(png|gif|jpe?g|webp|avif);/i.test(url);
}

function isElement(node: unknown): node is ElementLike {
  return typeof node === 'object' && node !== null && ELEMENT.has((node as { $$typeof?: symbol }).$$typeof as symbol);
}
function isThenable(node: unknown): node is PromiseLike<unknown> {
  return typeof node === 'object' && node !== null && typeof (node as { then?: unknown }).then === 'function';
}
function isIterable(node: unknown): boolean {
  return typeof node === 'object' && node !== null && typeof (node as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
