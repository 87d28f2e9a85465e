import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { moduleGraph } from '@/test/module-graph';

const root = fileURLToPath(new URL('..', import.meta.url));

// Next puts the 404's client components into a chunk of their own that every page downloads (its
// tree is in every page's payload), beside the page's own chunk: a client component the 404 shares
// with pages is downloaded twice (the code block's copy button was, ~0.4 KB gzip; issue 12). The
// 404 is one client component given plain data (NotFoundPage), and nothing else of ours.
test('the 404 imports no client component but NotFoundPage', async () => {
  const inputs = await moduleGraph(path.join(root, 'app/not-found.tsx'), 'packages');
  const ours = Object.keys(inputs).filter((file) => !file.includes('node_modules') && /\.tsx?$/.test(file));
  expect(ours.length).toBeGreaterThan(5);
  const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(path.join(root, file), 'utf8'));
  // A client boundary: a client component a server module imports (what it imports in turn is
  // client code of the same island).
  const boundaries = new Set(
    ours
      .filter((file) => !isClient(file))
      .flatMap((file) => inputs[file].imports.map((i) => i.path).filter((i) => ours.includes(i) && isClient(i))),
  );
  expect([...boundaries]).toEqual(['components/docs/not-found-page.client.tsx']);
});
