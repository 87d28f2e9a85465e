import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { moduleGraph } from '@/test/module-graph';
// @ts-expect-error: a plain .mjs script (npm scripts run it with node); it has no types.
import { buildLucideIcons, formatLucideIcons, ICONS_FILE } from '../../scripts/build-lucide-icons.mjs';

test('lucide-icons.json is what the installed lucide-react draws (else: node scripts/build-lucide-icons.mjs)', () => {
  expect(readFileSync(ICONS_FILE, 'utf8')).toBe(formatLucideIcons(buildLucideIcons()));
});

// The point of the map (issue 12): `next dev` compiled ~2,100 icon modules for the server before the
// writer's first page when icons were looked up in `import * as lucide`. Whatever Icon imports is
// what Turbopack compiles for it, so no lucide-react module may be among them.
test('Icon draws icons by name without importing lucide-react', async () => {
  const inputs = Object.keys(await moduleGraph(fileURLToPath(new URL('./icon.tsx', import.meta.url)), ['react', 'react/*']));
  expect(inputs.some((file) => file.endsWith('lucide-icons.json'))).toBe(true);
  expect(inputs.filter((file) => file.includes('node_modules/lucide-react'))).toEqual([]);
});
