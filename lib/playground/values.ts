/**
 * What the reader has entered, as plain data: the playground's state, independent of React.
 * Parameters are keyed `in:name` because a query and a header may share a name.
 */

export type ParamValue = string | string[];

export type BodyValues = {
  /** Index into the DTO's body media types. */
  media: number;
  /** JSON bodies: the value the form edits and the raw text the editor shows, kept in sync. */
  json: unknown;
  raw: string;
  /** Set when the raw text does not parse; the form then shows the last valid value. */
  rawError?: string;
  /** multipart and urlencoded text parts. */
  fields: Record<string, string>;
  /** multipart file parts. */
  files: Record<string, File | null>;
  /** A raw binary body. */
  file: File | null;
  /** text/plain, XML and other text bodies. */
  text: string;
};

/**
 * Per scheme: `value` is the token or key that is sent; basic and the OAuth password flow use
 * `username`/`password`; OAuth flows keep the client, the chosen flow and scopes (space-separated)
 * and, beside the token, a refresh token with the token's expiry (oauth/refresh.ts).
 */
export type AuthValues = Record<
  string,
  {
    value?: string;
    username?: string;
    password?: string;
    refreshToken?: string;
    /** When the token expires (ms since the epoch), from the token answer's `expires_in`. */
    expiresAt?: number;
    /** Where the token is refreshed: the flow's `refreshUrl`, else its token URL. */
    refreshUrl?: string;
    clientId?: string;
    clientSecret?: string;
    flow?: string;
    scopes?: string;
  }
>;

/** `server` of a custom base URL the reader types (see `serverUrl`). */
export const CUSTOM_SERVER = -1;

export type PlaygroundValues = {
  /** Index into the DTO's servers, or CUSTOM_SERVER. */
  server: number;
  /** The typed base URL when `server` is CUSTOM_SERVER (may hold `{{variables}}`). */
  serverUrl: string;
  /** Variable values per server index. */
  variables: Record<number, Record<string, string>>;
  params: Record<string, ParamValue>;
  body: BodyValues;
  /** Index into the DTO's security alternatives. */
  authOption: number;
  auth: AuthValues;
};

export function paramKey(p: { in: string; name: string }): string {
  return `${p.in}:${p.name}`;
}
