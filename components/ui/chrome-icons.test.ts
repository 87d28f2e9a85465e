import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script (npm scripts run it with node); it has no types.
import { buildLucideIcons, CHROME_ICONS_FILE, formatChromeIcons } from '../../scripts/build-lucide-icons.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('chrome-icons.json is what the installed lucide-react draws (else: node scripts/build-lucide-icons.mjs)', () => {
  expect(readFileSync(CHROME_ICONS_FILE, 'utf8')).toBe(formatChromeIcons(buildLucideIcons()));
});

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

// lucide-react's icon component is marked "use client": any use of it, even in a server component,
// puts Lucide's runtime (~1 KB gzip) into the first load of every page of the route (issue 12).
// The site draws icons with IconSvg, from the generated map (server) or chrome-icons (islands).
test('no code of the site imports lucide-react', () => {
  const importers = ['app', 'components', 'lib'].flatMap(sources).filter((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return /from ['"]lucide-react(?:\/[^'"]*)?['"]/.test(text) || /import\(['"]lucide-react/.test(text);
  });
  expect(importers).toEqual([]);
});
