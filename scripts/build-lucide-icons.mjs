// Writes components/ui/lucide-icons.json: what every Lucide icon draws (its SVG children), its old
// names, and the export names that are not the PascalCase of an icon's name, read from the installed
// lucide-react. components/ui/icon.tsx draws icons by name from this map instead of importing the
// whole icon set: ~2,100 icon modules were compiled for the server before the writer's first page
// of `npm run dev` (issue 12), and one JSON module is not. Run it after upgrading lucide-react
// (`node scripts/build-lucide-icons.mjs`); components/ui/lucide-icons.test.ts fails until then.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
// The PascalCase rule is shared with the lookup (TypeScript, loaded through tsx, a dependency).
const { lucidePascal } = await tsImport('../components/ui/lucide-pascal.ts', import.meta.url);
export const ICONS_FILE = fileURLToPath(new URL('../components/ui/lucide-icons.json', import.meta.url));
export const CHROME_ICONS_FILE = fileURLToPath(new URL('../components/ui/chrome-icons.json', import.meta.url));

/**
 * The icons the site's client islands draw (theme toggle, menu, search, page actions, feedback,
 * the agent panel), written on their own to chrome-icons.json: the browser gets these few icons'
 * data and IconSvg, not lucide-react's icon runtime (~1 KB gzip in every page's first load) nor
 * the whole map (issue 12).
 */
export const CHROME_ICON_NAMES = ['check', 'chevron-down', 'copy', 'menu', 'moon', 'search', 'sun', 'thumbs-down', 'thumbs-up', 'x'];

/**
 * The icon data of the installed lucide-react. Each icon component is `forwardRef` over Lucide's
 * `Icon` with the icon's data as a prop (lucide-react 1.x createLucideIcon): calling its render
 * function once gives the data without rendering anything. React keys are left out (the drawing
 * component passes children as arguments, so none is needed).
 */
export function buildLucideIcons() {
  const lucide = require('lucide-react');
  const version = require('lucide-react/package.json').version;
  const byComponent = new Map();
  const icons = {};
  const aliases = {};
  for (const component of Object.values(lucide.icons)) {
    const data = component.render({}, null).props.icon;
    if ((data.size ?? 24) !== 24 || data.width || data.height) throw new Error(`lucide icon ${data.name} is not 24×24`);
    byComponent.set(component, data.name);
    icons[data.name] = data.node.map(([tag, attrs, children]) => {
      if (children) throw new Error(`lucide icon ${data.name} has nested children`);
      const { key: _key, ...rest } = attrs;
      return [tag, rest];
    });
    const old = (data.aliases ?? []).filter((a) => typeof a === 'string' && a.trim() !== '');
    if (old.length) aliases[data.name] = old;
  }
  // Exports are `X`, `XIcon` and `LucideX` for every name X of an icon; only the X that are not
  // lucidePascal(name) need an entry (renamed icons' old names).
  const names = {};
  for (const [exported, value] of Object.entries(lucide)) {
    const name = byComponent.get(value);
    if (!name) continue;
    const core = exported.replace(/^Lucide(?=[A-Z0-9])/, '').replace(/Icon$/, '');
    if (core && core !== lucidePascal(name) && !(core in names)) names[core] = name;
  }
  return { lucideReact: version, icons, aliases, names: Object.fromEntries(Object.entries(names).sort()) };
}

/** One icon a line, so an upgrade's diff shows which icons changed. */
export function formatLucideIcons(data) {
  const block = (obj) =>
    `{\n${Object.entries(obj)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n')}\n  }`;
  return `{\n  "lucideReact": ${JSON.stringify(data.lucideReact)},\n  "icons": ${block(data.icons)},\n  "aliases": ${block(data.aliases)},\n  "names": ${block(data.names)}\n}\n`;
}

/** The chrome icons as IconData (name, old names, SVG children), one icon a line. */
export function formatChromeIcons(data) {
  const lines = CHROME_ICON_NAMES.map((name) => {
    if (!data.icons[name]) throw new Error(`lucide-react ${data.lucideReact} has no icon ${name}`);
    return `  ${JSON.stringify(name)}: ${JSON.stringify({ name, aliases: data.aliases[name] ?? [], node: data.icons[name] })}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const data = buildLucideIcons();
  writeFileSync(ICONS_FILE, formatLucideIcons(data));
  writeFileSync(CHROME_ICONS_FILE, formatChromeIcons(data));
  console.log(
    `wrote ${Object.keys(data.icons).length} icons of lucide-react ${data.lucideReact} to components/ui/lucide-icons.json, ${CHROME_ICON_NAMES.length} to chrome-icons.json`,
  );
}
