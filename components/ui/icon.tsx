import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';

/**
 * Font Awesome names (the hosted platforms' default `icons.library`) that Lucide spells
 * differently, plus brand icons Lucide does not ship, mapped to the closest generic icon.
 * Names that are the same in both sets (`rocket`, `code`, `book`, `star`) need no entry.
 */
const ALIASES: Record<string, string> = {
  // status and feedback
  'circle-info': 'info',
  'info-circle': 'info',
  'circle-check': 'circle-check',
  'check-circle': 'circle-check',
  'square-check': 'square-check',
  'circle-xmark': 'circle-x',
  'times-circle': 'circle-x',
  'circle-exclamation': 'circle-exclamation-point',
  'exclamation-circle': 'circle-exclamation-point',
  'triangle-exclamation': 'triangle-exclamation-point',
  'exclamation-triangle': 'triangle-exclamation-point',
  warning: 'triangle-exclamation-point',
  'octagon-exclamation': 'octagon-exclamation-point',
  exclamation: 'exclamation-mark',
  'circle-question': 'circle-question-mark',
  'question-circle': 'circle-question-mark',
  question: 'circle-question-mark',
  'circle-plus': 'circle-plus',
  'circle-minus': 'circle-minus',
  'circle-play': 'circle-play',
  'circle-dot': 'circle-dot',
  xmark: 'x',
  times: 'x',
  close: 'x',
  ban: 'ban',
  'thumbs-up': 'thumbs-up',
  'face-smile': 'smile',
  'life-ring': 'life-buoy',
  // navigation and actions
  home: 'house',
  'house-chimney': 'house',
  'magnifying-glass': 'search',
  search: 'search',
  bars: 'menu',
  ellipsis: 'ellipsis',
  'ellipsis-vertical': 'ellipsis-vertical',
  'arrow-up-right-from-square': 'external-link',
  'external-link-alt': 'external-link',
  'up-right-from-square': 'external-link',
  'angle-right': 'chevron-right',
  'angle-down': 'chevron-down',
  'angles-right': 'chevrons-right',
  'caret-right': 'chevron-right',
  'caret-down': 'chevron-down',
  'arrow-pointer': 'mouse-pointer',
  'hand-pointer': 'pointer',
  'right-to-bracket': 'log-in',
  'arrow-right-to-bracket': 'log-in',
  'right-from-bracket': 'log-out',
  'arrow-right-from-bracket': 'log-out',
  'sign-in': 'log-in',
  'sign-out': 'log-out',
  'power-off': 'power',
  rotate: 'refresh-cw',
  'arrows-rotate': 'refresh-cw',
  'rotate-right': 'rotate-cw',
  sync: 'refresh-cw',
  'pen-to-square': 'square-pen',
  edit: 'square-pen',
  pen: 'pen',
  'trash-can': 'trash',
  paste: 'clipboard-paste',
  'share-nodes': 'share-2',
  'paper-plane': 'send',
  thumbtack: 'pin',
  sliders: 'sliders-horizontal',
  filter: 'funnel',
  sort: 'arrow-up-down',
  'toggle-on': 'toggle-right',
  'toggle-off': 'toggle-left',
  'eye-slash': 'eye-off',
  unlock: 'lock-open',
  // things
  gear: 'settings',
  gears: 'settings',
  cog: 'settings',
  'screwdriver-wrench': 'wrench',
  toolbox: 'wrench',
  bolt: 'zap',
  'bolt-lightning': 'zap',
  'file-lines': 'file-text',
  'file-alt': 'file-text',
  'file-code': 'file-code',
  'file-pdf': 'file-text',
  'file-zipper': 'file-archive',
  'file-csv': 'file-spreadsheet',
  'file-export': 'file-output',
  'file-import': 'file-input',
  'box-archive': 'archive',
  'folder-closed': 'folder',
  envelope: 'mail',
  'envelope-open': 'mail-open',
  comment: 'message-circle',
  comments: 'messages-square',
  message: 'message-square',
  bullhorn: 'megaphone',
  'location-dot': 'map-pin',
  'map-location-dot': 'map-pinned',
  'earth-americas': 'earth',
  'globe-americas': 'earth',
  language: 'languages',
  'chart-line': 'chart-line',
  'chart-bar': 'chart-column',
  'chart-simple': 'chart-column',
  'chart-pie': 'chart-pie',
  'chart-column': 'chart-column',
  gauge: 'gauge',
  'gauge-high': 'gauge',
  tachometer: 'gauge',
  sitemap: 'network',
  'diagram-project': 'workflow',
  'network-wired': 'network',
  'code-branch': 'git-branch',
  'code-merge': 'git-merge',
  'code-pull-request': 'git-pull-request',
  'code-commit': 'git-commit-horizontal',
  'code-compare': 'git-compare',
  'code-fork': 'git-fork',
  'square-terminal': 'square-terminal',
  'laptop-code': 'laptop',
  desktop: 'monitor',
  display: 'monitor',
  'mobile-screen': 'smartphone',
  'mobile-screen-button': 'smartphone',
  mobile: 'smartphone',
  'tablet-screen-button': 'tablet',
  'hard-drive': 'hard-drive',
  microchip: 'cpu',
  memory: 'memory-stick',
  robot: 'bot',
  'wand-magic-sparkles': 'wand-sparkles',
  'wand-magic': 'wand',
  'puzzle-piece': 'puzzle',
  cube: 'box',
  cubes: 'boxes',
  'layer-group': 'layers',
  'list-check': 'list-checks',
  'list-ul': 'list',
  'list-ol': 'list-ordered',
  table: 'table',
  'table-cells': 'grid-3x3',
  'table-columns': 'columns-2',
  'border-all': 'grid-3x3',
  'object-group': 'group',
  'vector-square': 'square-dashed',
  paintbrush: 'paintbrush',
  palette: 'palette',
  font: 'type',
  heading: 'heading',
  'book-open-cover': 'book-open',
  'book-bookmark': 'book-marked',
  'book-atlas': 'book-open',
  swatchbook: 'swatch-book',
  'user-group': 'users',
  'people-group': 'users',
  'user-gear': 'user-cog',
  'user-shield': 'shield-user',
  'address-book': 'book-user',
  'id-card': 'id-card',
  'id-badge': 'id-card',
  'shield-halved': 'shield',
  'shield-check': 'shield-check',
  fingerprint: 'fingerprint-pattern',
  'key-skeleton': 'key',
  'money-bill': 'banknote',
  'money-bill-wave': 'banknote',
  'dollar-sign': 'dollar-sign',
  'cart-shopping': 'shopping-cart',
  'shopping-cart': 'shopping-cart',
  shop: 'store',
  'building-columns': 'landmark',
  'scale-balanced': 'scale',
  'piggy-bank': 'piggy-bank',
  coins: 'coins',
  receipt: 'receipt',
  stopwatch: 'timer',
  'hourglass-half': 'hourglass',
  'calendar-days': 'calendar-days',
  'calendar-check': 'calendar-check',
  headset: 'headphones',
  microphone: 'mic',
  'photo-film': 'images',
  video: 'video',
  film: 'film',
  'tower-broadcast': 'radio-tower',
  'satellite-dish': 'satellite-dish',
  'cloud-arrow-up': 'cloud-upload',
  'cloud-arrow-down': 'cloud-download',
  'circle-half-stroke': 'contrast',
  seedling: 'sprout',
  tree: 'tree-pine',
  water: 'waves-horizontal',
  flask: 'flask-conical',
  vial: 'test-tube',
  pills: 'pill',
  'graduation-cap': 'graduation-cap',
  school: 'school',
  fire: 'flame',
  'fire-flame-curved': 'flame',
  'rocket-launch': 'rocket',
  'hand-wave': 'hand',
  handshake: 'handshake',
  marker: 'highlighter',
  crow: 'bird',
  dove: 'bird',
  // brands Lucide does not ship
  github: 'git-fork',
  gitlab: 'git-fork',
  bitbucket: 'git-fork',
  git: 'git-branch',
  'git-alt': 'git-branch',
  discord: 'message-circle',
  slack: 'hash',
  'x-twitter': 'at-sign',
  twitter: 'at-sign',
  linkedin: 'briefcase',
  youtube: 'circle-play',
  npm: 'package',
  docker: 'container',
  python: 'code',
  js: 'code',
  'js-square': 'code',
  node: 'hexagon',
  'node-js': 'hexagon',
  react: 'atom',
  java: 'coffee',
  golang: 'code',
  rust: 'cog',
  php: 'code',
  swift: 'code',
  aws: 'cloud',
  google: 'search',
  microsoft: 'layout-grid',
  windows: 'layout-grid',
  linux: 'terminal',
  ubuntu: 'terminal',
  android: 'smartphone',
  figma: 'pen-tool',
  stripe: 'credit-card',
  openai: 'sparkles',
  vercel: 'triangle',
  chrome: 'globe',
  firefox: 'globe',
};

const LIBRARY = lucide as unknown as Record<string, LucideIcon | undefined>;

function toPascal(name: string): string {
  return name.replace(/(^|[-_\s]+)([a-z0-9])/gi, (_, __, c: string) => c.toUpperCase());
}

/** A Lucide export by kebab name: canonical names first, then Lucide's own renamed aliases. */
function lookup(name: string): LucideIcon | undefined {
  const pascal = toPascal(name);
  return lucide.icons[pascal as keyof typeof lucide.icons] ?? (/^[A-Z]/.test(pascal) ? LIBRARY[pascal] : undefined);
}

/**
 * Looks up a Lucide icon by the kebab-case names docs.json, frontmatter and MDX use. Font Awesome
 * names are mapped first (its the default library of the format); a `lucide:` prefix (set when
 * docs.json says `icons.library: "lucide"`) skips that mapping. `fa-` prefixes are tolerated.
 */
export function findIcon(name: string | undefined): LucideIcon | undefined {
  if (!name) return undefined;
  const raw = name.trim().toLowerCase();
  const lucideOnly = raw.startsWith('lucide:');
  const key = raw
    .replace(/^lucide:/, '')
    .replace(/^fa-(solid|regular|brands|light|duotone)\s+/, '')
    .replace(/^fa-/, '');
  if (lucideOnly) return lookup(key) ?? (ALIASES[key] ? lookup(ALIASES[key]) : undefined);
  return (ALIASES[key] ? lookup(ALIASES[key]) : undefined) ?? lookup(key);
}

/** Whether an icon value is an image (URL or path) rather than a name. */
export function isIconImage(name: string): boolean {
  return /^(https?:)?\/|^\.{1,2}\/|\.(svg|png|jpe?g|webp|gif)$/i.test(name);
}

/** An icon by name; renders nothing for unknown names. Image URLs and paths render as `<img>`. */
export function Icon({ name, size = 16, className, color }: { name?: string; size?: number; className?: string; color?: string }) {
  if (name && isIconImage(name)) {
    const style: CSSProperties | undefined = color ? { color } : undefined;
    return <img src={name} alt="" width={size} height={size} className={className} style={style} />;
  }
  const Found = findIcon(name);
  return Found ? <Found size={size} className={className} color={color} aria-hidden="true" /> : null;
}

/** The alias table, for tests that check every target exists. */
export const ICON_ALIASES: Readonly<Record<string, string>> = ALIASES;
