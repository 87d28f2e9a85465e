import type { Parent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import { evaluateProgram, type Literal } from './literal-value';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const UNITLESS = new Set(['opacity', 'zIndex', 'fontWeight', 'lineHeight', 'flex', 'flexGrow', 'flexShrink', 'order', 'zoom']);

/** HTML attribute spellings that pages copy from embed snippets, in React's spelling. */
const REACT_NAMES: Record<string, string> = {
  class: 'className', for: 'htmlFor', tabindex: 'tabIndex', frameborder: 'frameBorder', allowfullscreen: 'allowFullScreen',
  referrerpolicy: 'referrerPolicy', crossorigin: 'crossOrigin', srcset: 'srcSet', autoplay: 'autoPlay', playsinline: 'playsInline',
  colspan: 'colSpan', rowspan: 'rowSpan', maxlength: 'maxLength', readonly: 'readOnly', autocomplete: 'autoComplete',
  contenteditable: 'contentEditable', 'stroke-width': 'strokeWidth', 'fill-rule': 'fillRule', 'clip-rule': 'clipRule',
  'stroke-linecap': 'strokeLinecap', 'stroke-linejoin': 'strokeLinejoin', 'xlink:href': 'xlinkHref', 'xmlns:xlink': 'xmlnsXlink',
};

/**
 * Keeps the literal props authors write (`cols={2}`, `defaultOpen={true}`, `tags={["a"]}`), which
 * next-mdx-remote's `blockJS` would otherwise strip with every other expression. Literals become
 * strings (arrays and objects as JSON) that the components coerce back; anything that is not a
 * literal is left for `blockJS` to remove, so no author code ever runs. A `style` (literal object
 * or CSS string) on an HTML element becomes a real style; on a component it is dropped, as React
 * throws on a string style. HTML spellings (`frameborder`, `class`) get React's.
 */
export function remarkLiteralProps() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
        const value = evaluateProgram(node.data?.estree);
        if (typeof value === 'string' && parent && index !== undefined) {
          parent.children.splice(index, 1, { type: 'text', value } as never);
          return SKIP;
        }
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const html = isHtmlName(node.name);
      const style = convertAttributes(node, html);
      if (style !== undefined && parent && index !== undefined && html) {
        parent.children[index] = toStyledElement(node, style) as never;
      }
    });
  };
}

/** Rewrites literal expression attributes in place; returns the element's style as CSS, if any. */
function convertAttributes(node: JsxElement, html: boolean): string | undefined {
  let style: string | undefined;
  node.attributes = node.attributes.filter((attr) => {
    if (attr.type !== 'mdxJsxAttribute') return true;
    if (html && REACT_NAMES[attr.name.toLowerCase()]) attr.name = REACT_NAMES[attr.name.toLowerCase()];
    if (attr.name === 'style') {
      const value = typeof attr.value === 'object' && attr.value ? evaluateProgram(attr.value.data?.estree) : attr.value;
      if (typeof value === 'string') style = value;
      else if (value && typeof value === 'object' && !Array.isArray(value)) style = toCss(value);
      return false;
    }
    if (!attr.value || typeof attr.value === 'string') return true;
    const value = evaluateProgram(attr.value.data?.estree);
    if (value === undefined) return true;
    (attr).value = typeof value === 'string' ? value : JSON.stringify(value);
    return true;
  });
  return style;
}

function isHtmlName(name: string | null): name is string {
  return !!name && /^[a-z][a-z0-9-]*$/.test(name);
}

function toCss(style: Record<string, Literal>): string {
  return Object.entries(style)
    .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
    .map(([k, v]) => `${k.startsWith('--') ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof v === 'number' && !UNITLESS.has(k) ? `${v}px` : v}`)
    .join('; ');
}

/** An HTML element with its style as a CSS string: rehype turns it into a React style object. */
function toStyledElement(node: JsxElement, style: string): Parent {
  const properties: Record<string, unknown> = {};
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && (attr.value === null || typeof attr.value === 'string')) {
      properties[attr.name] = attr.value ?? true;
    }
  }
  properties.style = style;
  return { type: 'lecternElement', children: node.children, data: { hName: node.name!, hProperties: properties } } as unknown as Parent;
}
