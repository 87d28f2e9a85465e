// Writes test/golden/mintlify-urls.json: the URL Mintlify gives every generated page of the corpus
// specs (directory `api-reference`), computed by Mintlify's own published functions, so
// lib/openapi/mintlify-urls.test.ts compares Lectern's URLs with Mintlify's and not with a copy of
// our reading of the rule. Needs the file those functions ship in, which is not a dependency (the
// package pulls in ~50 others): `npm pack @mintlify/common@1.0.1211`, untar it, then
//   node scripts/mintlify-url-golden.mjs <untarred>/package/dist/openapi/filenameUtils.js
// The page loop below follows generateOpenApiPages() of the same file version: operations of
// `paths` in document order, then `webhooks`; x-excluded skipped; title = summary, else
// `<method>-<path>` (operations) or the webhook's name; folder = first tag; `x-mint.href` replaces
// both; one list of used names per spec.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';

const [utilsFile] = process.argv.slice(2);
if (!utilsFile) throw new Error('usage: node scripts/mintlify-url-golden.mjs <@mintlify/common>/dist/openapi/filenameUtils.js');
const { prepareStringToBeValidFilename: prepare, generateUniqueFilenameWithoutExtension: unique } = await import(
  pathToFileURL(path.resolve(utilsFile)).href
);

const corpus = path.resolve('../shared/corpus');
export const SPECS = [
  'openapi/petstore-3.0/swagger-petstore-openapi.yaml',
  'openapi/scalar-galaxy-3.1/galaxy-3.1.yaml',
  'openapi/museum-3.1/openapi.yaml',
  'openapi/stripe-3.0/spec3.2023-09-12.yaml',
  'openapi/github-rest-3.0/api.github.com.json',
  'openapi/oai-examples/v3.0/petstore-expanded.yaml',
  'openapi/oai-examples/v3.0/uspto.yaml',
  'openapi/oai-examples/v3.0/callback-example.yaml',
  'openapi/oai-examples/v3.0/link-example.yaml',
  'openapi/oai-examples/v3.1/tictactoe.yaml',
  'openapi/oai-examples/v3.1/webhook-example.yaml',
  'docs-sites/mintlify__docs/openapi.json',
  'docs-sites/mintlify__docs/admin-openapi.json',
  'docs-sites/mintlify__docs/analytics.openapi.json',
  'docs-sites/mintlify__docs/discovery-openapi.json',
  'docs-sites/mintlify__docs/index-openapi.json',
  'docs-sites/mintlify__docs/static-export-openapi.json',
  'docs-sites/mem0ai__mem0/openapi.json',
];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const join = (...s) => s.join('/').replace(/\/+/g, '/').replace(/\/$/, '') || '/';

const out = {};
for (const file of SPECS) {
  const text = readFileSync(path.join(corpus, file), 'utf8');
  const spec = file.endsWith('.json') ? JSON.parse(text) : yaml.load(text);
  const used = [];
  const pages = [];
  const add = (kind, key, method, op, fallback) => {
    if (!op || typeof op !== 'object' || op['x-excluded']) return;
    let title = prepare(op.summary) ?? fallback;
    let folder = prepare(op.tags?.[0]) ?? '';
    let base = join('api-reference', folder, title);
    const href = op['x-mint']?.href ?? op['x-docs']?.href;
    if (href) {
      const h = href.startsWith('/') ? href.slice(1) : href;
      const i = h.lastIndexOf('/');
      title = i >= 0 ? h.slice(i + 1) : h;
      folder = i >= 0 ? h.slice(0, i) : '';
      base = join(folder, title);
    }
    const name = unique(used, base);
    used.push(name);
    pages.push(
      kind === 'webhook'
        ? { webhook: key, method: method.toUpperCase(), url: `/${name}` }
        : { method: method.toUpperCase(), path: key, url: `/${name}` },
    );
  };
  for (const [p, item] of Object.entries(spec.paths ?? {}))
    for (const m of Object.keys(item ?? {})) if (METHODS.includes(m)) add('endpoint', p, m, item[m], `${m}-${prepare(p)}`);
  for (const [w, item] of Object.entries(spec.webhooks ?? {}))
    for (const m of Object.keys(item ?? {})) if (METHODS.includes(m)) add('webhook', w, m, item[m], `${prepare(w)}`);
  out[file] = pages;
}
writeFileSync(
  'test/golden/mintlify-urls.json',
  `${JSON.stringify({ generatedWith: '@mintlify/common 1.0.1211 dist/openapi/filenameUtils.js', directory: 'api-reference', specs: out }, null, 1)}\n`,
);
console.log(
  Object.entries(out)
    .map(([f, p]) => `${f}: ${p.length}`)
    .join('\n'),
);
