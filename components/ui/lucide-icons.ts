import LUCIDE_ICONS from './lucide-icons.json';
import { lucidePascal } from './lucide-pascal';

/** An icon's SVG children: `[tag, attributes]` pairs, as Lucide draws them. */
export type IconNode = [string, Record<string, string | number>][];

/** What one Lucide icon draws: its name (for the `lucide-<name>` class), old names and SVG children. */
export type IconData = { name: string; aliases: string[]; node: IconNode };

type LucideIcons = { icons: Record<string, IconNode>; aliases: Record<string, string[]>; names: Record<string, string> };

// The map is generated from the installed lucide-react (scripts/build-lucide-icons.mjs). One JSON
// module instead of `import * as lucide`: the server compiled ~2,100 icon modules before the
// writer's first page of `npm run dev` (issue 12).
const DATA = LUCIDE_ICONS as unknown as LucideIcons;

let byPascal: Map<string, string> | undefined;

/** Export name → icon name, built on first use: renamed icons' old names, then every icon's own name. */
function index(): Map<string, string> {
  if (!byPascal) {
    byPascal = new Map(Object.entries(DATA.names));
    for (const name of Object.keys(DATA.icons)) byPascal.set(lucidePascal(name), name);
  }
  return byPascal;
}

/**
 * The icon lucide-react exports under a PascalCase name, if any: `Rocket`, `RocketIcon`,
 * `LucideRocket`, and old names of renamed icons (`AlertTriangle`). Finds what a lookup in
 * `import * as lucide` found, without compiling the icon set.
 */
export function getLucideIcon(pascal: string): IconData | undefined {
  const names = index();
  const name =
    names.get(pascal) ??
    (pascal.startsWith('Lucide') ? names.get(pascal.slice('Lucide'.length)) : undefined) ??
    (pascal.endsWith('Icon') ? names.get(pascal.slice(0, -'Icon'.length)) : undefined);
  return name ? { name, aliases: DATA.aliases[name] ?? [], node: DATA.icons[name] } : undefined;
}
