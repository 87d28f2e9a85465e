/**
 * The "Edit this page" link of a page file: `LECTERN_EDIT_URL` (the repository's edit URL of the
 * docs folder, e.g. `https://github.com/acme/docs/edit/main/docs/`) followed by the file's path in
 * the docs folder. Mintlify sets this up from the dashboard's git connection, with no docs.json
 * key, so a self-hosted site says it in its environment. Only http(s) bases are used: the value
 * becomes a link every reader clicks. Read at build time, as the pages are static.
 */
export function getEditUrl(file: string, base = process.env.LECTERN_EDIT_URL): string | undefined {
  if (!base || !/^https?:\/\//i.test(base) || !/\.mdx?$/i.test(file)) return undefined;
  const path = file.split('/').map(encodeURIComponent).join('/');
  return `${base.replace(/\/+$/, '')}/${path}`;
}
