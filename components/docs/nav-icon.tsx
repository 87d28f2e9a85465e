import { Icon } from '@/components/ui/icon';

type NavIconProps = { name?: string; iconType?: string; color?: { light: string; dark: string }; size?: number };

/**
 * A navigation icon with docs.json `iconType` and, for a global anchor, its `color` per theme.
 * The colour is CSS `light-dark()`, which follows the `color-scheme` the theme script and toggle
 * set on `<html>`: the right colour is there on first paint and after a toggle, with no script.
 */
export function NavIcon({ name, iconType, color, size = 14 }: NavIconProps) {
  const icon = <Icon name={name} iconType={iconType} size={size} />;
  if (!color || !name) return icon;
  return (
    <span className="nav-icon" style={{ display: 'inline-flex', color: `light-dark(${color.light}, ${color.dark})` }}>
      {icon}
    </span>
  );
}
