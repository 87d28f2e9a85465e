import CHROME from './chrome-icons.json';
import type { IconData } from './lucide-icons';

/**
 * The Lucide icons the client islands draw, for IconSvg (issue 12): generated with the map
 * (scripts/build-lucide-icons.mjs), so the browser gets a few hundred bytes of icon data instead
 * of lucide-react's icon runtime in every page's first load. Server components keep using
 * `Icon` / lucide-react, which cost the browser nothing.
 */
export const CHROME_ICONS = CHROME as unknown as Record<keyof typeof CHROME, IconData>;
