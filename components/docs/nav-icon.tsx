import { Icon } from '@/components/ui/icon';
import type { NavColor } from '@/lib/config/types';

type NavIconProps = { name?: string; iconType?: string; color?: NavColor; size?: number };

/**
 * A docs.json `color` as one CSS colour: `light-dark()` follows the `color-scheme` the theme script
 * and toggle set on `<html>`, so the right colour is there on first paint and after a toggle, with
 * no script. The values are hex codes (lib/config/icon-type-schema.ts), safe in a style attribute.
 */
export function themeColor(color: NavColor): string {
  return `light-dark(${color.light}, ${color.dark})`;
}

/** A navigation icon with docs.json `iconType` and, for an anchor or a dropdown, its `color` per theme. */
export function NavIcon({ name, iconType, color, size = 14 }: NavIconProps) {
  const icon = <Icon name={name} iconType={iconType} size={size} />;
  if (!color || !name) return icon;
  return (
    <span className="nav-icon" style={{ display: 'inline-flex', color: themeColor(color) }}>
      {icon}
    </span>
  );
}
