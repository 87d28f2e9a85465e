/**
 * Secret values shown as dots wherever the page displays a built request (the URL bar, code
 * samples, history): the reader sees where a secret goes without it sitting on screen. The value
 * itself still goes into the request and into what "Copy" copies. Pure.
 */
export const MASK = '••••••';

/** `text` with every occurrence of each secret replaced by MASK (longest first, so overlaps mask whole). */
export function maskSecrets(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of [...new Set(secrets)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length)) {
    out = out.split(secret).join(MASK);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join(MASK);
  }
  return out;
}
