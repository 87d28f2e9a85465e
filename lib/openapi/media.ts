/**
 * Media Type Objects (https://spec.openapis.org/oas/v3.1.0#media-type-object) → schema tree plus
 * named examples: `examples` (each selectable by name), else `example`, else one generated from
 * the schema's tree (tree-example.ts). Shared by request bodies, responses and callbacks. Browser-safe.
 */
import type { MediaModel, NamedExample, SchemaNode } from './page-model-types';
import { deref } from './refs';
import { buildSchemaNode, PAGE_NODE_BUDGET, type TreeContext } from './schema-tree';
import { exampleOfNode } from './tree-example';
import { isObj, str, type Obj } from './types';

/** Every media type of a `content` map, in document order. */
export function buildContent(ctx: TreeContext, content: unknown): MediaModel[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([mediaType, raw]) => {
    const media = deref(ctx.doc, raw).value;
    const model: MediaModel = { mediaType, examples: namedExamples(ctx.doc, media) };
    if (media.schema !== undefined) {
      const cuts = ctx.cuts ?? 0;
      model.schema = buildSchemaNode(ctx, media.schema, {});
      if (!model.examples.length && isSampleable(mediaType)) {
        const tree = ctx.cuts === cuts ? model.schema : exampleTree(ctx, media.schema);
        model.examples.push({ name: 'Example', value: exampleOfNode(tree), generated: true });
      }
    }
    return model;
  });
}

/** `examples` map (Example Objects, refs followed) or the single `example`, as named examples. */
export function namedExamples(doc: Obj, holder: Obj): NamedExample[] {
  if (isObj(holder.examples)) {
    return Object.entries(holder.examples).flatMap(([name, raw]) => {
      const example = deref(doc, raw).value;
      const value = example.value ?? example.externalValue;
      if (value === undefined) return [];
      const summary = str(example.summary);
      const description = str(example.description);
      return [{ name, value, ...(summary ? { summary } : {}), ...(description ? { description } : {}) }];
    });
  }
  return holder.example !== undefined ? [{ name: 'Example', value: holder.example }] : [];
}

/**
 * The tree a generated example is read from when the page's own tree of this media was cut for the
 * page's node budget (a large body after large responses): the page draws the cut levels on
 * demand, and the example should hold them too, so it is read from the tree this schema has on a
 * page of its own. Named schemas nested deeper than MAX_INLINE_REFS stay `{}` in both.
 */
function exampleTree(ctx: TreeContext, schema: unknown): SchemaNode {
  return buildSchemaNode({ doc: ctx.doc, mode: ctx.mode, postKeys: ctx.postKeys, budget: { left: PAGE_NODE_BUDGET } }, schema, {});
}

/** Generated examples only make sense for structured bodies, not images or octet streams. */
function isSampleable(mediaType: string): boolean {
  return /json|xml|form|text\/plain|\*\/\*/i.test(mediaType);
}
