/** SVG attributes a Lucide icon takes to look like one Font Awesome style. */
export type IconTypeProps = { strokeWidth?: number; fill?: string; fillOpacity?: number };

/**
 * The closest Lucide treatment of a Font Awesome style (docs.json `iconType`, lib/config/icon-type-schema.ts). Lucide draws every icon as a 2px outline,
 * so weights become stroke widths (`light` 1.5, `thin` 1), `solid` and `sharp-solid` fill the
 * shape with the icon colour, and `duotone` fills it at 30% under the full-strength outline: two
 * opacities of one colour, as Font Awesome's duotone icons are. `regular` is Lucide's own look,
 * and `brands` too: Lucide has no separate brand set, its few brand marks (GitHub, GitLab, …) are
 * found by name like any icon.
 */
export function iconTypeProps(iconType: string | undefined): IconTypeProps {
  switch (iconType) {
    case 'solid':
    case 'sharp-solid':
      return { fill: 'currentColor' };
    case 'duotone':
      return { fill: 'currentColor', fillOpacity: 0.3 };
    case 'light':
      return { strokeWidth: 1.5 };
    case 'thin':
      return { strokeWidth: 1 };
    default:
      return {};
  }
}
