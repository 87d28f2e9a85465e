/** A docs.json redirect: `{ source, destination, permanent? }`. */
export type Redirect = { source: string; destination: string; permanent?: boolean };

type Compiled = { re: RegExp; names: string[]; redirect: Redirect };

const cache = new WeakMap<readonly Redirect[], Compiled[]>();

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Source patterns as the hosted platforms write them: `/old`, `/blog/:slug`, `/docs/:path*`
 * and a trailing `/*` wildcard. Trailing slashes never matter.
 */
function compile(redirect: Redirect): Compiled {
  const names: string[] = [];
  const parts = redirect.source
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)(\*)?$/.exec(segment);
      if (param) {
        names.push(param[1]);
        return param[2] ? '(.*)' : '([^/]+)';
      }
      if (segment === '*') {
        names.push('*');
        return '(.*)';
      }
      return escape(segment);
    });
  return { re: new RegExp(`^${parts.join('/')}/?$`), names, redirect };
}

/** The redirect for a URL path, with parameters substituted into the destination, or null. */
export function matchRedirect(
  redirects: readonly Redirect[] | undefined,
  urlPath: string,
): { destination: string; permanent: boolean } | null {
  if (!redirects?.length) return null;
  let compiled = cache.get(redirects);
  if (!compiled) cache.set(redirects, (compiled = redirects.map(compile)));
  for (const { re, names, redirect } of compiled) {
    const m = re.exec(urlPath);
    if (!m) continue;
    let destination = redirect.destination;
    names.forEach((name, i) => {
      destination = name === '*' ? destination.replace('*', m[i + 1]) : destination.replace(new RegExp(`:${name}\\*?`), m[i + 1]);
    });
    return { destination, permanent: redirect.permanent !== false };
  }
  return null;
}

/**
 * `/a/b/index` names the page served at `/a/b` (authors link to the file, `a/b/index.mdx`, and
 * the link checker already reads such links that way): the URL that page is served at, or
 * undefined when `urlPath` does not end in `/index`.
 */
export function indexAliasOf(urlPath: string): string | undefined {
  const m = /^(.*?)\/index\/?$/i.exec(urlPath);
  return m ? m[1] || '/' : undefined;
}
