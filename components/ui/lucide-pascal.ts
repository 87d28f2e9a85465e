/**
 * Lucide's PascalCase of an icon name, as lucide-react names its exports (`arrow-down-0-1` →
 * `ArrowDown01`): the key an icon is found by (lucide-icons.ts), and what the generator
 * (scripts/build-lucide-icons.mjs) leaves out of the map because it can be computed.
 */
export function lucidePascal(name: string): string {
  let out = '';
  let upperNext = false;
  for (const ch of name) {
    if (ch === '-' || ch === '_' || ch <= ' ') {
      upperNext = out.length > 0;
      continue;
    }
    out += out.length === 0 || upperNext ? ch.toUpperCase() : ch;
    upperNext = false;
  }
  return out;
}
