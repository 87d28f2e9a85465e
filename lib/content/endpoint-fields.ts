import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { evaluateProgram, type Literal } from './literal-value';

export type FieldLocation = 'query' | 'path' | 'header' | 'cookie' | 'body';

/** One `ParamField` of a hand-written endpoint page, as written (only literal attribute values). */
export type EndpointField = {
  in: FieldLocation;
  name: string;
  type?: string;
  required: boolean;
  deprecated: boolean;
  default?: Literal;
  placeholder?: string;
  /** The field's own text, without its nested fields. */
  description?: string;
  /** Fields nested under a body field (inside `Expandable`): the properties of an object. */
  properties: EndpointField[];
  /** 1-based line in the body. */
  line?: number;
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const LOCATIONS: readonly FieldLocation[] = ['query', 'path', 'header', 'cookie', 'body'];
const FIELDS = new Set(['ParamField', 'ResponseField']);

/**
 * The request fields of a hand-written endpoint page (docs/docs-json.md `api.mdx`): every top-level
 * `ParamField` that names its location (`query`, `path`, `header`, `cookie`, `body`), wherever
 * it sits (tabs, accordions). Fields nested under a body field, usually inside `Expandable`,
 * become that field's properties; they may be `ParamField`s or `ResponseField name=…`. Only
 * literal attribute values count: pages are untrusted input and no expression is run.
 */
export function findEndpointFields(tree: Root): EndpointField[] {
  const out: EndpointField[] = [];
  walk(tree, (element) => {
    const field = toField(element, false);
    if (field) out.push(field);
  });
  return out;
}

/** Calls `onField` for each field element under `node`, without descending into fields. */
function walk(node: Nodes, onField: (element: JsxElement) => void): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && FIELDS.has(node.name)) return onField(node);
  if ('children' in node) for (const child of node.children) walk(child, onField);
}

function toField(element: JsxElement, nested: boolean): EndpointField | undefined {
  const attrs = readAttributes(element);
  const location = LOCATIONS.find((l) => typeof attrs[l] === 'string' && attrs[l] !== '');
  const name = location ? (attrs[location] as string) : nested && typeof attrs.name === 'string' ? attrs.name : undefined;
  if (!name || (!nested && (element.name !== 'ParamField' || !location))) return undefined;
  const properties: EndpointField[] = [];
  // Only a body field has properties; a nested field may nest further.
  if (nested || location === 'body') {
    for (const child of element.children) {
      walk(child, (el) => {
        const field = toField(el, true);
        if (field) properties.push(field);
      });
    }
  }
  const description = textOf(element).trim();
  return {
    in: nested ? 'body' : location!,
    name: name.trim(),
    ...(typeof attrs.type === 'string' && attrs.type.trim() ? { type: attrs.type.trim() } : {}),
    required: isTrue(attrs.required),
    deprecated: isTrue(attrs.deprecated),
    ...(attrs.default !== undefined && attrs.default !== null ? { default: attrs.default } : {}),
    ...(typeof attrs.placeholder === 'string' ? { placeholder: attrs.placeholder } : {}),
    ...(description ? { description } : {}),
    properties,
    ...(element.position ? { line: element.position.start.line } : {}),
  };
}

/** Literal attribute values; a bare attribute (`required`) is `null` → true; expressions that are not literals are left out. */
function readAttributes(element: JsxElement): Record<string, Literal | undefined> {
  const out: Record<string, Literal | undefined> = {};
  for (const attr of element.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    out[attr.name] = attr.value === null || attr.value === undefined ? null : typeof attr.value === 'string' ? attr.value : evaluateProgram(attr.value.data?.estree);
  }
  return out;
}

function isTrue(value: Literal | undefined): boolean {
  return value === null || value === true || value === 'true';
}

/** The plain text of an element's own content, leaving out nested components (fields, `Expandable`). */
function textOf(element: JsxElement): string {
  return element.children.map((c) => plain(c as Nodes)).filter(Boolean).join('\n\n');
}

function plain(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^[A-Z]/.test(node.name)) return '';
  if (!('children' in node)) return '';
  return node.children.map((c) => plain(c as Nodes)).join(node.type === 'paragraph' || node.type === 'mdxJsxTextElement' ? '' : '\n\n').trim();
}
