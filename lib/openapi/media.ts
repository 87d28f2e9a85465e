/**
 * Media Type Objects (https://spec.openapis.org/oas/v3.1.0#media-type-object) → schema tree plus
 * named examples: `examples` (each selectable by name), else `example`, else one generated from
 * the schema. Shared by request bodies, responses and callbacks. Browser-safe.
 */
import type { MediaModel, NamedExample } from './page-model-types';
import { deref } from './refs';
import { sampleSchema } from './sample';
import { buildSchemaNode, type TreeContext } from './schema-tree';
import { isObj, str, type Obj } from './types';

/** Every media type of a `content` map, in document order. */
export function buildContent(ctx: TreeContext, content: unknown): MediaModel[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([mediaType, raw]) => {
    const media = deref(ctx.doc, raw).value;
    const model: MediaModel = { mediaType, examples: namedExamples(ctx.doc, media) };
    if (media.schema !== undefined) {
      model.schema = buildSchemaNode(ctx, media.schema, {});
      if (!model.examples.length && isSampleable(mediaType)) {
        const value = sampleSchema(media.schema, ctx.doc, ctx.mode === 'request' ? 'request' : 'response');
        if (value !== undefined) model.examples.push({ name: 'Example', value, generated: true });
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

/** Generated examples only make sense for structured bodies, not images or octet streams. */
function isSampleable(mediaType: string): boolean {
  return /json|xml|form|text\/plain|\*\/\*/i.test(mediaType);
}
