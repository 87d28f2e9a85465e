/**
 * Benchmark: Lectern's OpenAPI pipeline against the bare parser, on the 13 MB GitHub spec.
 *
 *   npx tsx bench/openapi-pipeline.ts [--runs N] [--spec path]
 *
 * Each measurement runs in its own child process (so peak RSS is per task, and no run warms the
 * next), all launched by this one invocation:
 *   (a) bare   — read the file + @scalar/openapi-parser `dereference()` (which parses the text);
 *   (b) pages  — Lectern: load (parse, version gate, ref scan, OAS schema validation) + nav
 *                expansion (routes) + the page model of every endpoint and webhook route;
 *   (b+)       — (b) plus the page model of every schema route.
 * "work" is timed inside the child after module imports (ajv and the OAS schema included, which
 * Lectern loads lazily); ajv's schema compile is work. "process" is the child's wall clock.
 * Goal (issue 3): (b) ≤ 2× (a) and ≤ 500 MB peak RSS.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_SPEC = path.resolve(here, '../../shared/corpus/openapi/github-rest-3.0/api.github.com.json');
type Mode = 'bare' | 'pages' | 'pages+schemas';
type Sample = { workMs: number; processMs: number; rssMb: number; pages: number };

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

if (args[0] === '--child') {
  const sample = await runChild(args[1] as Mode, args[2]);
  process.stdout.write(JSON.stringify(sample));
} else {
  await main();
}

async function main(): Promise<void> {
  const spec = path.resolve(arg('--spec') ?? DEFAULT_SPEC);
  const runs = Number(arg('--runs') ?? 3);
  const modes: Mode[] = ['bare', 'pages', 'pages+schemas'];
  const results = new Map<Mode, Sample>();
  for (const mode of modes) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(spawnChild(mode, spec));
    results.set(mode, median(samples));
  }
  const bare = results.get('bare')!;
  console.log(`spec: ${spec} (${(readFileSync(spec).byteLength / 1e6).toFixed(1)} MB), median of ${runs} child process(es) each`);
  console.log(['task', 'pages', 'work s', 'process s', 'peak RSS MB', 'work ratio', 'process ratio'].map((h) => h.padStart(13)).join(''));
  for (const mode of modes) {
    const r = results.get(mode)!;
    const cells = [
      mode,
      r.pages,
      (r.workMs / 1000).toFixed(2),
      (r.processMs / 1000).toFixed(2),
      r.rssMb.toFixed(0),
      (r.workMs / bare.workMs).toFixed(2) + '×',
      (r.processMs / bare.processMs).toFixed(2) + '×',
    ];
    console.log(cells.map((c) => String(c).padStart(13)).join(''));
  }
}

function spawnChild(mode: Mode, spec: string): Sample {
  const started = performance.now();
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', mode, spec], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const processMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`${mode} child failed: ${child.stderr}`);
  return { ...(JSON.parse(child.stdout) as Sample), processMs };
}

async function runChild(mode: Mode, spec: string): Promise<Omit<Sample, 'processMs'>> {
  if (mode === 'bare') {
    const { dereference } = await import('@scalar/openapi-parser');
    const started = performance.now();
    const result = dereference(readFileSync(spec, 'utf8'));
    if (!result.schema) throw new Error('dereference produced no schema');
    return done(started, 0);
  }
  const { expandOpenApi } = await import('../lib/openapi/expand');
  const { buildEndpointModel, buildSchemaModel, buildWebhookModel } = await import('../lib/openapi/page-model');
  // Module loading stays outside "work" for both tasks: the baseline's import already loaded ajv.
  await (await import('../lib/openapi/oas-schema')).loadOasModules('3.0');
  const started = performance.now();
  const docsDir = path.dirname(spec);
  const nav = {
    kind: 'root',
    jsonPath: 'navigation',
    file: 'docs.json',
    global: [],
    children: [
      {
        kind: 'tab',
        label: 'API',
        jsonPath: 'navigation.tabs[0]',
        file: 'docs.json',
        openapi: [{ source: path.basename(spec), directory: 'api-reference' }],
        children: [],
      },
    ],
  } as const;
  const { routes, specs, problems } = await expandOpenApi(structuredClone(nav) as never, {
    docsDir,
    schemaPages: mode === 'pages+schemas',
  });
  if (problems.length) throw new Error(JSON.stringify(problems.slice(0, 3)));
  let pages = 0;
  for (const route of routes) {
    const loaded = specs.get(route.spec)!;
    const model =
      route.kind === 'endpoint'
        ? buildEndpointModel(loaded, route.method!, route.path!)
        : route.kind === 'webhook'
          ? buildWebhookModel(loaded, route.name!)
          : buildSchemaModel(loaded, route.name!);
    if (model) pages++;
  }
  return done(started, pages);
}

function done(started: number, pages: number): Omit<Sample, 'processMs'> {
  return { workMs: performance.now() - started, rssMb: process.resourceUsage().maxRSS / 1024, pages };
}

function median(samples: Sample[]): Sample {
  const pick = (key: keyof Sample) => [...samples].sort((a, b) => a[key] - b[key])[samples.length >> 1][key];
  return { workMs: pick('workMs'), processMs: pick('processMs'), rssMb: pick('rssMb'), pages: samples[0].pages };
}
