/**
 * The serialisable page models that components/openapi renders. Each holds only what its page
 * shows (no page embeds the whole spec): schemas are expanded into trees with a `recursive`
 * marker at cycles and a `truncated` marker (pointing at the schema page) past a size budget.
 * A subtree may be the same object in many places and pages (a shared schema is built once):
 * models are read-only, and lib/openapi/materialise.ts gives the page as drawn, with its anchors.
 */
import type { CodeSample } from './extensions';

export type SchemaNode = {
  /**
   * Absent in stored page models, where one node may be shared by many places and pages; set on
   * the page as drawn (lib/openapi/materialise.ts), which is what components render.
   * Stable, page-unique anchor (docs/docs-json.md "Parameter anchors"): parameters and request body
   * fields `name`, nested `parent.child`, array items `items[].id`, map values `meta.*`;
   * response fields are prefixed by their status (`200.id`, headers `200.header.X-Rate`),
   * callback fields by `callback.<name>.`; a path that repeats on the page (another media type
   * or oneOf option) gets `-1`, `-2` in page order.
   */
  anchor?: string;
  name?: string;
  /** Display type: `string`, `integer`, `object`, `array`, or the 3.1 type list joined. */
  type?: string;
  format?: string;
  title?: string;
  description?: string;
  required?: boolean;
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  /** Pills before the name (`x-mint.pre`). */
  pre?: string[];
  /** Pills after the built-in labels: `api.params.post` keys, then `x-mint.post` (lib/openapi/pills.ts). */
  post?: string[];
  /** minimum, maximum, exclusive*, multipleOf, min/maxLength, pattern, min/maxItems, uniqueItems… */
  constraints?: Record<string, unknown>;
  /** The `components.schemas` name this node came from (links to its schema page). */
  refName?: string;
  properties?: SchemaNode[];
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  choices?: SchemaChoices;
  /** A reference cycle: this node repeats an enclosing schema and is not expanded again. */
  recursive?: true;
  /** Past the page's size budget: not expanded here (see the schema page of `refName`). */
  truncated?: true;
};

/** docs.json settings that change the page models (rather than only how they are drawn). */
export type ModelOptions = {
  /** `api.params.post`: schema keys whose values become post pills on every field. */
  postKeys?: readonly string[];
};

export type SchemaChoices = {
  kind: 'oneOf' | 'anyOf';
  options: { title: string; schema: SchemaNode }[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
};

export type NamedExample = { name: string; summary?: string; description?: string; value: unknown; generated?: true };

export type ParameterModel = {
  /** Set on the page as drawn (materialise.ts), like SchemaNode's. */
  anchor?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema?: SchemaNode;
  examples: NamedExample[];
};

export type MediaModel = { mediaType: string; schema?: SchemaNode; examples: NamedExample[] };

export type RequestBodyModel = { required: boolean; description?: string; content: MediaModel[] };

export type ResponseModel = { status: string; description: string; headers: ParameterModel[]; content: MediaModel[] };

export type ServerModel = {
  url: string;
  description?: string;
  variables: Record<string, { default: string; enum?: string[]; description?: string }>;
};

export type SecuritySchemeModel = {
  key: string;
  type: string;
  description?: string;
  /** apiKey: where and under which name. */
  in?: string;
  paramName?: string;
  /** http: `bearer`, `basic`… */
  scheme?: string;
  bearerFormat?: string;
  scopes: string[];
  flows?: Record<string, { authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; scopes: Record<string, string> }>;
  openIdConnectUrl?: string;
  /** `x-default`: prefill for the playground credential field (apiKey, http). */
  default?: string;
  /**
   * `x-default` on an oauth2 or openIdConnect scheme: the client the playground's flow fields start
   * with (a string is the client id; an object may add `clientSecret` and `scopes`).
   */
  defaultClient?: { clientId?: string; clientSecret?: string; scopes?: string[] };
};

/** Alternatives (OR) of requirements, each a set of schemes that apply together (AND). */
export type SecurityModel = SecuritySchemeModel[][];

export type ParametersByLocation = Record<ParameterModel['in'], ParameterModel[]>;

export type OperationModel = {
  method: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  parameters: ParametersByLocation;
  requestBody?: RequestBodyModel;
  responses: ResponseModel[];
};

export type CallbackModel = { name: string; expression: string; operations: OperationModel[] };

export type EndpointModel = OperationModel & {
  kind: 'endpoint' | 'webhook';
  path: string;
  /** Webhook name. */
  name?: string;
  title: string;
  operationId?: string;
  tags: string[];
  servers: ServerModel[];
  security: SecurityModel;
  callbacks: CallbackModel[];
  codeSamples: CodeSample[];
  /** `x-docs.content` (MDX, rendered before the reference) and `x-docs.metadata`. */
  content?: string;
  metadata?: Record<string, unknown>;
};

export type SchemaPageModel = { name: string; title: string; description?: string; schema: SchemaNode; example?: unknown };
