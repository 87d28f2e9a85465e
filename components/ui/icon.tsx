import type { CSSProperties } from 'react';
import { ICON_ALIASES as ALIASES } from './icon-aliases';
import { IconSvg } from './icon-svg';
import { iconTypeProps } from './icon-type';
import { getLucideIcon, type IconData } from './lucide-icons';

function toPascal(name: string): string {
  return name.replace(/(^|[-_\s]+)([a-z0-9])/gi, (_, __, c: string) => c.toUpperCase());
}

/** A Lucide icon by kebab name: canonical names first, then Lucide's own renamed aliases. */
function lookup(name: string): IconData | undefined {
  return getLucideIcon(toPascal(name));
}

/**
 * Looks up a Lucide icon by the kebab-case names docs.json, frontmatter and MDX use. Font Awesome
 * names are mapped first (its the default library of the format); a `lucide:` prefix (set when
 * docs.json says `icons.library: "lucide"`) skips that mapping. `fa-` prefixes are tolerated.
 */
export function findIcon(name: string | undefined): IconData | undefined {
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

type IconProps = { name?: string; size?: number; className?: string; color?: string; iconType?: string };

/**
 * An icon by name; renders nothing for unknown names. Image URLs and paths render as `<img>`.
 * `iconType` (a Font Awesome style from docs.json) becomes the nearest Lucide look (icon-type.ts).
 */
export function Icon({ name, size = 16, className, color, iconType }: IconProps) {
  if (name && isIconImage(name)) {
    const style: CSSProperties | undefined = color ? { color } : undefined;
    return <img src={name} alt="" width={size} height={size} className={className} style={style} />;
  }
  const found = findIcon(name);
  const styled = iconType ? { ...iconTypeProps(iconType), 'data-icon-type': iconType } : {};
  return found ? <IconSvg icon={found} size={size} className={className} color={color} aria-hidden="true" {...styled} /> : null;
}
