/**
 * JSON pointer → line in the spec's text, used only when reporting a problem: the hot path never
 * pays for source positions. JSON goes through jsonc-parser's syntax tree (the same library
 * lib/config reads docs.json with); YAML through `yaml`'s document model, whose node ranges are
 * exact and whose aliases stay unexpanded.
 */
import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { parseDocument, isMap, isSeq, type Node } from 'yaml';
import { fromPointer } from './pointer';
import { lineAt } from './yaml-aliases';

/** 1-based line where the value (or key) at `pointer` is written, or undefined. */
export function lineOfPointer(text: string, format: 'json' | 'yaml', pointer: string): number | undefined {
  const segments = fromPointer(pointer);
  const offset = format === 'json' ? jsonOffset(text, segments) : yamlOffset(text, segments);
  return offset === undefined ? undefined : lineAt(text, offset);
}

function yamlOffset(text: string, segments: string[]): number | undefined {
  let node: unknown = parseDocument(text, { uniqueKeys: false }).contents;
  let offset: number | undefined = (node as Node | null)?.range?.[0];
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String((p.key as { value?: unknown })?.value ?? p.key) === segment);
      if (!pair) return offset;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(segment)];
      offset = (node as Node | undefined)?.range?.[0] ?? offset;
    } else return offset;
  }
  return offset;
}

/**
 * Offset of the key (or array element) a pointer names, from jsonc-parser's syntax tree; a
 * missing key gives the deepest enclosing one that exists. The last tree is kept, because a
 * document with many problems asks for many pointers of the same text.
 */
function jsonOffset(text: string, segments: string[]): number | undefined {
  if (lastTree?.text !== text) lastTree = { text, root: parseTree(text) };
  let node = lastTree.root;
  if (!node) return undefined;
  let offset = node.offset;
  for (const segment of segments) {
    const step: JsonNode | undefined =
      node.type === 'object' ? memberOf(node, segment) : node.type === 'array' ? node.children?.[Number(segment)] : undefined;
    if (!step) return offset;
    offset = step.offset;
    node = step.type === 'property' ? step.children?.[1] : step;
    if (!node) return offset;
  }
  return offset;
}

let lastTree: { text: string; root: JsonNode | undefined } | undefined;

/** The first property node named `key` (the first, as a reader scanning down the file meets it). */
function memberOf(object: JsonNode, key: string): JsonNode | undefined {
  return object.children?.find((property) => property.children?.[0]?.value === key);
}
