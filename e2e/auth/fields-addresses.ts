import { expandPlace, type DeferBase, type PlaceholderData } from '../../components/openapi/deferred-address';

const JS_STRING = '"(?:[^"\\\\]|\\\\.)*"';

/**
 * The flight data a page's HTML carries, decoded: Next writes it as JSON string literals in
 * `self.__next_f.push([1, "…"])` scripts.
 */
function flightText(html: string): string {
  let out = '';
  for (const m of html.matchAll(new RegExp(`self\\.__next_f\\.push\\(\\[1,(${JS_STRING})\\]\\)`, 'g'))) out += JSON.parse(m[1]) as string;
  return out;
}

/**
 * Every fields resource address (`/api/site/fields?…`) a page lets its reader ask for: whole ones,
 * and the left-out levels' placeholders, which travel in short (components/openapi/deferred-address.ts)
 * and are spelled out here as the browser spells them, from the page's base.
 */
export function fieldsAddressesIn(html: string): string[] {
  const flight = flightText(html);
  const found = new Set<string>();
  for (const m of `${html}\n${flight}`.matchAll(/\/api\/site\/fields\?(?:[^"\\\s<&]|\\u0026|&amp;|&)+/g))
    found.add(m[0].replaceAll('\\u0026', '&').replaceAll('&amp;', '&'));
  const base = new RegExp(`\\{"p":(${JS_STRING}),"s":(${JS_STRING})\\}`).exec(flight);
  if (base) {
    const shared: DeferBase = { p: JSON.parse(base[1]) as string, s: JSON.parse(base[2]) as string };
    const placeholder = new RegExp(`\\{"at":${JS_STRING}(?:,"(?:v|q|fb|what|src)":${JS_STRING})*\\}`, 'g');
    for (const m of flight.matchAll(placeholder)) found.add(expandPlace(JSON.parse(m[0]) as PlaceholderData, shared).src);
  }
  return [...found];
}
