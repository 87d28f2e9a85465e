/**
 * Generated URLs are Mintlify's, byte for byte (issue 10): for every operation and webhook of the
 * visible corpus specs, the URL Lectern allocates equals the one in test/golden/mintlify-urls.json,
 * which scripts/mintlify-url-golden.mjs computed with Mintlify's own published functions
 * (@mintlify/common 1.0.1211, `prepareStringToBeValidFilename` and
 * `generateUniqueFilenameWithoutExtension`). Skipped when ../shared/corpus is absent; the table
 * in slug.test.ts covers the rule without it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOperation, findWebhook } from './operations';
import { parseSpecText } from './parse-text';
import { createUrlAllocator } from './route-urls';
import type { Obj } from './types';

type GoldenPage = { method: string; path?: string; webhook?: string; url: string };
const repo = path.resolve(__dirname, '../..');
const corpus = path.resolve(repo, '../shared/corpus');
const golden = JSON.parse(readFileSync(path.join(repo, 'test/golden/mintlify-urls.json'), 'utf8')) as {
  directory: string;
  specs: Record<string, GoldenPage[]>;
};

// Skipped only without ../shared: the specs are third-party data, never copied into this repository.
// Plan: nothing to do here; CI has shared/ beside the clone, so this runs there, and slug.test.ts
// covers the rule (with Mintlify's outputs) everywhere.
describe.skipIf(!existsSync(corpus))(
  'generated URLs equal Mintlify’s for every corpus operation (skipped: ../shared/corpus is absent)',
  () => {
    it.each(Object.keys(golden.specs))('%s', (file) => {
      const parsed = parseSpecText(readFileSync(path.join(corpus, file), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.message);
      const doc = parsed.value as Obj;
      const urls = createUrlAllocator();
      const mismatches = golden.specs[file].flatMap((page) => {
        const entry = page.webhook !== undefined ? findWebhook(doc, page.webhook) : findOperation(doc, page.method, page.path ?? '');
        const ours = entry ? urls.entryUrl(file, golden.directory, entry, doc) : '(no such operation)';
        return ours === page.url ? [] : [`${page.method} ${page.path ?? page.webhook}: Lectern ${ours}, Mintlify ${page.url}`];
      });
      expect(mismatches).toEqual([]);
      expect(golden.specs[file].length).toBeGreaterThan(0);
    });
  },
);
