/** The shapes of an ajv validator that lib/openapi reads (its errors and the function itself). */
export type AjvError = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };
/** `this`: the hot-path 3.0 validator pushes each Schema Object it reaches onto it (oas-fast-schema.ts); others ignore it. */
export type OasValidator = ((this: unknown[] | void, doc: unknown) => boolean) & { errors?: AjvError[] | null };
