import { canView } from '../auth/access';
import type { Viewer } from '../auth/viewer';
import { isPlainObject } from '../config/values';
import type { Site } from '../site/types';

/** What an editor sends: the instruction, and the page they were reading (its URL path). */
export type EditorJobRequest = { prompt: string; page?: string };

/**
 * The editor's body, checked lightly (the upstream checks the prompt itself and answers with its
 * own located errors); undefined when it is not a JSON object with a string `prompt`.
 */
export function parseEditorJob(raw: string): EditorJobRequest | undefined {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isPlainObject(body) || typeof body.prompt !== 'string') return undefined;
  return { prompt: body.prompt, ...(typeof body.page === 'string' ? { page: body.page.slice(0, 2048) } : {}) };
}

/**
 * The prompt sent to the agent: the editor's words, then the page they were reading as context
 * (its URL and the source file in the docs folder), so "fix this page" means something. A page the
 * editor cannot see, or that does not exist, adds nothing.
 */
export function promptWithPage(req: EditorJobRequest, site: Pick<Site, 'byUrl'>, viewer: Viewer): string {
  const url = req.page?.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const route = req.page === undefined ? undefined : site.byUrl.get(url);
  if (!route || !canView(route, viewer)) return req.prompt;
  const source =
    route.kind === 'page' ? `its source file is \`${route.file}\` in the docs folder` : `it is generated from \`${route.file}\``;
  return `${req.prompt}\n\n(${ASKED_FROM}${url}: ${source}.)`;
}

const ASKED_FROM = 'Asked from the docs page ';

/**
 * A job's first prompt as the editor wrote it and the page it was asked from (what promptWithPage
 * joined), for the jobs page; `page` is null for a job asked without one (a script's job).
 */
export function splitPromptPage(prompt: string): { prompt: string; page: string | null } {
  const at = prompt.lastIndexOf(`\n\n(${ASKED_FROM}`);
  if (at < 0) return { prompt, page: null };
  const page = /^\/\S*?(?=: )/.exec(prompt.slice(at + ASKED_FROM.length + 3))?.[0];
  return page ? { prompt: prompt.slice(0, at), page } : { prompt, page: null };
}
