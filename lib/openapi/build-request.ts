/**
 * The one request builder shared by the playground and the code samples (docs/architecture.md: "the
 * code sample for a request and the request the playground sends are built by the same
 * function"). It produces a HAR request (the input @scalar/snippetz expects) and `toFetchInput`
 * turns that same object into what the playground sends. Isomorphic: no `node:*`.
 */

export type HarPair = { name: string; value: string };
export type HarPostData = { mimeType: string; text?: string; params?: { name: string; value?: string; fileName?: string }[] };
export type HarRequest = {
  method: string;
  /** Full URL without the query string (snippetz appends `queryString` itself). */
  url: string;
  httpVersion: string;
  headers: HarPair[];
  queryString: HarPair[];
  cookies: HarPair[];
  postData?: HarPostData;
  headersSize: number;
  bodySize: number;
};

export type Credentials =
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; value: string }
  | { type: 'bearer'; token: string }
  | { type: 'basic'; username: string; password: string };

export type RequestInput = {
  method: string;
  /** Path template as in the spec: `/users/{id}`. */
  path: string;
  /** Server URL template and variable values (defaults already applied by the caller or here). */
  server?: { url: string; variables?: Record<string, string> };
  pathParams?: Record<string, string>;
  /** Arrays repeat the parameter (OpenAPI's default `form` + `explode`). */
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /**
   * `files`: form fields sent as file uploads (their value is the file name). `file`: the whole
   * body is this file's bytes; the HAR names it `@file`, as curl reads a body from a file.
   */
  body?: { mediaType: string; value: unknown; files?: string[]; file?: string };
  auth?: Credentials[];
};

/** Build the HAR request for an operation call. */
export function buildRequest(input: RequestInput): HarRequest {
  const headers: HarPair[] = Object.entries(input.headers ?? {}).map(([name, value]) => ({ name, value }));
  const queryString: HarPair[] = Object.entries(input.query ?? {}).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v })),
  );
  const cookies: HarPair[] = Object.entries(input.cookies ?? {}).map(([name, value]) => ({ name, value }));
  for (const credential of input.auth ?? []) applyCredential(credential, headers, queryString, cookies);
  const postData = input.body
    ? input.body.file !== undefined
      ? { mimeType: input.body.mediaType.split(';')[0].trim(), text: `@${input.body.file}` }
      : toPostData(input.body.mediaType, input.body.value, input.body.files ?? [])
    : undefined;
  if (postData && !headers.some((h) => h.name.toLowerCase() === 'content-type') && !postData.mimeType.startsWith('multipart/')) {
    headers.push({ name: 'Content-Type', value: postData.mimeType });
  }
  return {
    method: input.method.toUpperCase(),
    url: joinServer(input.server, fillPath(input.path, input.pathParams ?? {})),
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies,
    ...(postData ? { postData } : {}),
    headersSize: -1,
    bodySize: -1,
  };
}

/** `{name}` → the URL-encoded value; unknown parameters stay as written so the gap is visible. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^{}]+)\}/g, (whole, name: string) => (values[name] !== undefined ? encodeURIComponent(values[name]) : whole));
}

/** Server URL with its variables substituted, joined to the path without doubling slashes. */
export function joinServer(server: RequestInput['server'], path: string): string {
  if (!server) return path;
  const base = server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => server.variables?.[name] ?? whole);
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

/** The bytes a HAR only names: multipart file parts by field name, and a whole-body file. */
export type Attachments = { files?: Record<string, Blob>; body?: Blob };

export type FetchInput = { url: string; init: { method: string; headers: [string, string][]; body?: string | FormData | Blob } };

/** The URL with its query string, and the fetch options, for sending the built request. */
export function toFetchInput(request: HarRequest, attachments: Attachments = {}): FetchInput {
  const query = request.queryString.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&');
  const headers: [string, string][] = request.headers.map((h) => [h.name, h.value]);
  if (request.cookies.length) headers.push(['Cookie', request.cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('; ')]);
  const init: FetchInput['init'] = { method: request.method, headers };
  const data = request.postData;
  if (data?.text !== undefined) init.body = attachments.body ?? data.text;
  else if (data?.params && data.mimeType.startsWith('multipart/')) {
    const form = new FormData();
    for (const p of data.params) {
      const file = p.fileName !== undefined ? attachments.files?.[p.name] : undefined;
      if (file) form.append(p.name, file, p.fileName);
      else form.append(p.name, p.value ?? '');
    }
    init.body = form;
  } else if (data?.params) init.body = new URLSearchParams(data.params.map((p) => [p.name, p.value ?? ''])).toString();
  return { url: query ? `${request.url}?${query}` : request.url, init };
}

function applyCredential(credential: Credentials, headers: HarPair[], query: HarPair[], cookies: HarPair[]): void {
  if (credential.type === 'bearer') headers.push({ name: 'Authorization', value: `Bearer ${credential.token}` });
  else if (credential.type === 'basic')
    headers.push({ name: 'Authorization', value: `Basic ${base64(`${credential.username}:${credential.password}`)}` });
  else ({ header: headers, query, cookie: cookies })[credential.in].push({ name: credential.name, value: credential.value });
}

function toPostData(mediaType: string, value: unknown, files: string[]): HarPostData {
  const mimeType = mediaType.split(';')[0].trim();
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)$/.test(mimeType) && value && typeof value === 'object') {
    const params = Object.entries(value as Record<string, unknown>).map(([name, v]) =>
      files.includes(name) ? { name, fileName: String(v) } : { name, value: typeof v === 'string' ? v : JSON.stringify(v) },
    );
    return { mimeType, params };
  }
  if (/json/.test(mimeType)) return { mimeType, text: JSON.stringify(value, null, 2) };
  return { mimeType, text: typeof value === 'string' ? value : JSON.stringify(value) };
}

/** UTF-8 safe base64 in the browser and in Node. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
