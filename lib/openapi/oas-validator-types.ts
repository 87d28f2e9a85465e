/** The shapes of an ajv validator that lib/openapi reads (its errors and the function itself). */
export type AjvError = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };
export type OasValidator = ((doc: unknown) => boolean) & { errors?: AjvError[] | null };
