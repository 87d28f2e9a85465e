/**
 * The OAS 3.0 Schema Object check of the hot-path validator, written by hand (issue 12): answers
 * true only for a value the official schema's `Schema` definition accepts (with its `Reference`,
 * `Discriminator`, `XML` and `ExternalDocumentation`), as ajv checks them with the options of
 * oas-compile.ts. Schema Objects are most of a large spec (GitHub's has ~60,000), and ajv's generated
 * code for that definition tested all of its ~35 keywords on each one, cold: about two thirds of
 * GitHub's validation time. This looks only at the keys a node has.
 *
 * It may answer false where the official schema would accept (anything unusual, e.g. a number that
 * is not finite): then the document counts as invalid on the hot path and the collecting validator,
 * compiled from the official schema, decides and describes (validate-document.ts). It must never
 * answer true where the official schema refuses; oas-fast-schema.test.ts compares the two.
 * oas-fast-schema.ts uses it only while those definitions are the ones it was written for.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';

type Node = Record<string, unknown>;

const TYPES = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string']);
const uriReference = fullFormats['uri-reference'] as RegExp;
const regexFormat = fullFormats.regex as (value: string) => boolean;
const uriFormat = fullFormats.uri as (value: string) => boolean;

/**
 * Whether every value in `schemas` (each reached where the OAS schema expects a Schema Object) is
 * a valid Schema Object. `checked` remembers nodes already found valid (YAML aliases share them).
 */
export function validSchemaObjects(schemas: readonly unknown[], checked = new WeakSet<object>()): boolean {
  for (const schema of schemas) if (!validSchema(schema, checked)) return false;
  return true;
}

function validSchema(value: unknown, checked: WeakSet<object>): boolean {
  if (!isNode(value)) return false;
  if (checked.has(value)) return true;
  for (const key in value) {
    const v = value[key];
    let ok: boolean;
    switch (key) {
      case 'title':
      case 'description':
      case 'format':
        ok = typeof v === 'string';
        break;
      case 'multipleOf':
        ok = isFiniteNumber(v) && v > 0;
        break;
      case 'maximum':
      case 'minimum':
        ok = isFiniteNumber(v);
        break;
      case 'exclusiveMaximum':
      case 'exclusiveMinimum':
      case 'uniqueItems':
      case 'nullable':
      case 'readOnly':
      case 'writeOnly':
      case 'deprecated':
        ok = typeof v === 'boolean';
        break;
      case 'maxLength':
      case 'minLength':
      case 'maxItems':
      case 'minItems':
      case 'maxProperties':
      case 'minProperties':
        ok = isFiniteNumber(v) && Number.isInteger(v) && v >= 0;
        break;
      case 'pattern':
        ok = typeof v === 'string' && regexFormat(v);
        break;
      case 'required':
        ok = Array.isArray(v) && v.length > 0 && v.every((item) => typeof item === 'string') && new Set(v).size === v.length;
        break;
      case 'enum':
        ok = Array.isArray(v) && v.length > 0;
        break;
      case 'type':
        ok = typeof v === 'string' && TYPES.has(v);
        break;
      case 'not':
      case 'items':
        ok = validSchemaOrReference(v, checked);
        break;
      case 'allOf':
      case 'oneOf':
      case 'anyOf':
        ok = Array.isArray(v) && v.every((member) => validSchemaOrReference(member, checked));
        break;
      case 'properties':
        ok = isNode(v) && Object.values(v).every((property) => validSchemaOrReference(property, checked));
        break;
      case 'additionalProperties':
        ok = typeof v === 'boolean' || validSchemaOrReference(v, checked);
        break;
      case 'default':
      case 'example':
        ok = true;
        break;
      case 'discriminator':
        ok = validDiscriminator(v);
        break;
      case 'externalDocs':
        ok = validExternalDocs(v);
        break;
      case 'xml':
        ok = validXml(v);
        break;
      default:
        ok = key.startsWith('x-');
    }
    if (!ok) return false;
  }
  checked.add(value);
  return true;
}

/**
 * Schema or Reference (`oneOf` in the official schema): an object with a string `$ref` can only be a
 * Reference (a Schema Object has no `$ref`), any other only a Schema Object.
 */
function validSchemaOrReference(value: unknown, checked: WeakSet<object>): boolean {
  if (isNode(value) && typeof value.$ref === 'string') return uriReference.test(value.$ref);
  return validSchema(value, checked);
}

function validDiscriminator(value: unknown): boolean {
  if (!isNode(value) || typeof value.propertyName !== 'string') return false;
  // The definition allows other properties; only `mapping` has a shape.
  const mapping = value.mapping;
  return mapping === undefined || (isNode(mapping) && Object.values(mapping).every((target) => typeof target === 'string'));
}

function validExternalDocs(value: unknown): boolean {
  if (!isNode(value) || value.url === undefined) return false;
  for (const key in value) {
    const v = value[key];
    if (key === 'description') {
      if (typeof v !== 'string') return false;
    } else if (key === 'url') {
      if (typeof v !== 'string' || !uriReference.test(v)) return false;
    } else if (!key.startsWith('x-')) return false;
  }
  return true;
}

function validXml(value: unknown): boolean {
  if (!isNode(value)) return false;
  for (const key in value) {
    const v = value[key];
    if (key === 'name' || key === 'prefix') {
      if (typeof v !== 'string') return false;
    } else if (key === 'namespace') {
      if (typeof v !== 'string' || !uriFormat(v)) return false;
    } else if (key === 'attribute' || key === 'wrapped') {
      if (typeof v !== 'boolean') return false;
    } else if (!key.startsWith('x-')) return false;
  }
  return true;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
