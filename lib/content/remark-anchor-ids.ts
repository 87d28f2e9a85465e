import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visitParents } from 'unist-util-visit-parents';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const FIELDS = new Set(['ParamField', 'ResponseField']);
const FIELD_NAME_PROPS = ['name', 'query', 'path', 'body', 'header', 'cookie'];

/**
 * Gives every `ParamField`/`ResponseField` an `id` (its name; nested fields take the parent path,
 * `user.full_name`) and every `Update` an `id` slugged from its label, unique on the page
 * (`-1`, `-2` on repeats). Done on the whole tree because a component alone sees neither its
 * parents nor its siblings. An `id` the author wrote wins.
 */
export function remarkAnchorIds() {
  return (tree: Root) => {
    const used = new Map<string, number>();
    const slugger = new GithubSlugger();
    visitParents(tree, (node, ancestors) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (getAttr(node, 'id') !== undefined) return;
      if (node.name === 'Update') {
        const label = getAttr(node, 'label');
        if (label) setAttr(node, 'id', slugger.slug(label));
        return;
      }
      if (!node.name || !FIELDS.has(node.name)) return;
      const name = fieldName(node);
      if (!name) return;
      const parents = ancestors.filter((a): a is JsxElement => isField(a)).map(fieldName).filter(Boolean);
      const base = [...parents, name].join('.').replace(/\s+/g, '-');
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      setAttr(node, 'id', seen === 0 ? base : `${base}-${seen}`);
    });
  };
}

function isField(node: unknown): boolean {
  const n = node as JsxElement;
  return (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && !!n.name && FIELDS.has(n.name);
}

/** The field's name: `name`, or the value of its location prop (`query="limit"`). */
export function fieldName(node: JsxElement): string | undefined {
  for (const prop of FIELD_NAME_PROPS) {
    const value = getAttr(node, prop);
    if (value) return value.trim();
  }
  return undefined;
}

function getAttr(node: JsxElement, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return attr && typeof attr.value === 'string' ? attr.value : undefined;
}

function setAttr(node: JsxElement, name: string, value: string): void {
  node.attributes.push({ type: 'mdxJsxAttribute', name, value });
}
