import { AUTH_ORIGIN } from '../../../playwright.auth.config';

// Comparing two answers of the auth fixture server byte for byte, once what is not about the page
// is made the same (see gating-not-found.spec.ts for what that is and why): for "this URL answers
// as a missing page does" (issue 11's gated pages, issue 15's jobs page).

/**
 * The router state a request from the site's home page carries (`Next-Router-State-Tree`): a
 * navigation or a full prefetch (IntentLink's hover) from one page to another.
 */
const FROM_HOME = encodeURIComponent(
  JSON.stringify(['', { children: [['slug', '', 'oc', null], { children: ['__PAGE__', {}] }] }, null, null, true]),
);

/** The RSC requests Next's router makes: navigation, with the router's state, prefetch, segment prefetch. */
export const RSC_REQUESTS: Record<string, Record<string, string>> = {
  navigation: { RSC: '1' },
  'navigation from a page (a full prefetch)': { RSC: '1', 'Next-Router-State-Tree': FROM_HOME },
  prefetch: { RSC: '1', 'Next-Router-Prefetch': '1' },
  'segment prefetch': { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
};

/** `/team/plan` → `/team/qqqq`, `/team/plan-chart.svg` → `/team/qqqq-qqqqq.svg`. */
export function sameShape(url: string): string {
  return url.replace(/[^/]+$/, (last) => last.replace(/^[^.]+/, (stem) => stem.replace(/[A-Za-z0-9]/g, 'q')));
}

export type Answer = { status: number; headers: [string, string][]; body: string };

/** What a reader gets for `url`, with the redirects Next answers RSC requests with followed. */
export async function ask(url: string, cookie: string, headers: Record<string, string> = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next: string | null = url;
  while (next && answers.length < 3) {
    const response: Response = await fetch(new URL(next, AUTH_ORIGIN), {
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    });
    const body = await response.text();
    answers.push({
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== 'date').map(([n, v]) => [n, normalise(v, url)]),
      body: normalise(body, url),
    });
    next = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
  }
  return answers;
}

/** The answer with what is not about the page made the same (see the comment at the top). */
function normalise(text: string, url: string): string {
  const path = new URL(url, AUTH_ORIGIN).pathname.slice(1);
  const segments = path
    .split('/')
    .map((s) => JSON.stringify(s))
    .join(',');
  let out = text.split(path).join('<path>');
  out = out.split(segments).join('<segments>').split(JSON.stringify(segments).slice(1, -1)).join('<segments>');
  for (const id of requestIds(out)) out = out.split(id).join('<request-id>');
  const build = /\\?"b\\?":\\?"([A-Za-z0-9_-]{8,})\\?"/.exec(out)?.[1];
  if (build) out = out.split(build).join('<build-id>');
  for (const m of out.matchAll(/nonce(?:=|\\?"\s*:\s*\\?)"([A-Za-z0-9+/=_-]{8,})\\?"/g)) out = out.split(m[1]).join('<nonce>');
  return out;
}

function requestIds(text: string): string[] {
  return [...text.matchAll(/"([A-Za-z0-9_-]{21})v"/g)].map((m) => m[1]).filter((id) => text.includes(`"${id}m"`));
}

/**
 * Where two sequences of answers first differ, with some context, or null when they are the same:
 * a whole page in a failure message hides the one byte that differs.
 */
export function difference(gated: Answer[], missing: Answer[]): string | null {
  const a = JSON.stringify(gated, null, 1);
  const b = JSON.stringify(missing, null, 1);
  if (a === b) return null;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return `gated: …${a.slice(Math.max(0, at - 160), at + 160)}…\nmissing: …${b.slice(Math.max(0, at - 160), at + 160)}…`;
}
