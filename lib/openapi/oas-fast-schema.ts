/**
 * The OAS 3.0 JSON Schema rewritten for the hot-path validator (the one that only answers "valid or
 * not", oas-schema.ts), accepting exactly the documents the official schema accepts.
 *
 * The official schema writes every place that takes an object or a Reference Object as
 * `oneOf: [X, Reference]`. A `oneOf` must try both members on every node: each of GitHub's ~60,000
 * schema objects was also checked as a Reference (and built an error object when it was not one),
 * which made validation ~25% slower than needed. Here such a `oneOf` becomes
 * `if: <object with a string $ref> then: Reference else: X`, which tries one member.
 *
 * Why the verdict cannot change, for `oneOf: [X, R]` with R the Reference Object
 * (`required: [$ref]`, `$ref` a string): call P "an object whose `$ref` is a string".
 * - Not P: R fails (no `$ref`, a `$ref` that is not a string, or not an object), so `oneOf` is X
 *   alone, and the rewrite checks X.
 * - P: the rewrite is applied only when X provably rejects every P object (`rejectsRefObject`:
 *   X forbids a `$ref` property), so `oneOf` is R alone, and the rewrite checks R.
 * Where the proof does not go through, the `oneOf` is left as it is.
 *
 * Second, the `Schema` definition itself (two thirds of GitHub's validation time, in ajv's code
 * that tests each of its ~35 keywords on every schema object) is replaced by a keyword that hands
 * each Schema Object to the hot path's caller, which checks it with oas30-schema-object.ts. That
 * is done only while the definitions that file was written for are the installed ones
 * (`SCHEMA_DEFINITIONS_HASH`); after an upgrade that changes them, ajv checks them as before.
 *
 * Errors are another matter: this schema's messages differ, so the messages a writer sees always
 * come from the collecting validator, compiled from the official schema unchanged
 * (validate-document.ts). The OAS 3.1 schema already writes the `oneOf`s as `if`/`then`/`else`,
 * and its Schema Objects are JSON Schema documents checked by their dialect, so nothing changes there.
 */
import { createHash } from 'node:crypto';

type Node = Record<string, unknown>;

/** The keyword that collects Schema Objects (oas-compile.ts defines it). */
export const SCHEMA_OBJECT_KEYWORD = 'lecternSchemaObject';
/** The definitions oas30-schema-object.ts implements, as their JSON's sha256 (first 16 hex digits). */
const SCHEMA_DEFINITIONS = ['Schema', 'Reference', 'Discriminator', 'XML', 'ExternalDocumentation'];
const SCHEMA_DEFINITIONS_HASH = '09d1e783d92648d8';

const REFERENCE = '#/definitions/Reference';
const DEFINITIONS = '#/definitions/';

/**
 * A rewritten copy of `schema` (the input is not modified), how many `oneOf`s were rewritten, and
 * whether Schema Objects are handed out by `SCHEMA_OBJECT_KEYWORD` instead of checked.
 */
export function fastOasSchema(schema: object): { schema: object; rewritten: number; collects: boolean } {
  const root = structuredClone(schema) as Node;
  const definitions = isNode(root.definitions) ? root.definitions : undefined;
  if (!definitions || !isNode(definitions.Reference)) return { schema: root, rewritten: 0, collects: false };
  const pinned = JSON.stringify(SCHEMA_DEFINITIONS.map((name) => definitions[name]));
  const collects = createHash('sha256').update(pinned).digest('hex').slice(0, 16) === SCHEMA_DEFINITIONS_HASH;
  const resolve = (s: unknown): Node | undefined => {
    if (isNode(s) && typeof s.$ref === 'string' && s.$ref.startsWith(DEFINITIONS)) {
      const target = definitions[s.$ref.slice(DEFINITIONS.length)];
      return isNode(target) ? target : undefined;
    }
    return isNode(s) ? s : undefined;
  };

  /** Whether `s` certainly fails on a string: it requires another JSON type. */
  const rejectsString = (s: unknown): boolean => {
    const node = resolve(s);
    return node !== undefined && typeof node.type === 'string' && node.type !== 'string';
  };

  /** Whether `s` certainly fails on every object that has a string `$ref`. Unknown shapes answer false. */
  const rejectsRefObject = (s: unknown, depth = 0): boolean => {
    const node = resolve(s);
    if (!node || depth > 8) return false;
    if (Array.isArray(node.allOf) && node.allOf.some((m) => rejectsRefObject(m, depth + 1))) return true;
    for (const key of ['oneOf', 'anyOf'] as const) {
      const members = node[key];
      if (Array.isArray(members) && members.length && members.every((m) => rejectsRefObject(m, depth + 1))) return true;
    }
    if (isNode(node.properties) && '$ref' in node.properties) return false;
    const patterns = isNode(node.patternProperties) ? Object.entries(node.patternProperties) : [];
    const matching = patterns.filter(([pattern]) => new RegExp(pattern, 'u').test('$ref'));
    // A pattern that admits `$ref` decides it: it must reject the string. Otherwise additionalProperties does.
    if (matching.length) return matching.some(([, sub]) => rejectsString(sub));
    return node.additionalProperties === false || rejectsString(node.additionalProperties);
  };

  let rewritten = 0;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isNode(value)) return;
    for (const key in value) walk(value[key]);
    const members = value.oneOf;
    if (!Array.isArray(members) || members.length !== 2 || 'if' in value || 'then' in value || 'else' in value) return;
    const isReference = (m: unknown) => isNode(m) && m.$ref === REFERENCE && Object.keys(m).length === 1;
    const other: unknown = members.find((m) => !isReference(m));
    if (!members.some(isReference) || other === undefined || !rejectsRefObject(other)) return;
    delete value.oneOf;
    value.if = { type: 'object', required: ['$ref'], properties: { $ref: { type: 'string' } } };
    value.then = { $ref: REFERENCE };
    value.else = other;
    rewritten++;
  };
  walk(root);
  // After the rewrite, which reads the definitions it reasons about.
  if (collects) definitions.Schema = { [SCHEMA_OBJECT_KEYWORD]: true };
  return { schema: root, rewritten, collects };
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
