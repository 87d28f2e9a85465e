/**
 * Benchmark: Lectern's OpenAPI pipeline against the bare parser (issue 12), on the GitHub REST spec
 * (13 MB JSON) and the Stripe spec (4 MB YAML), alternated in one run.
 *
 *   node --conditions=react-server --import tsx bench/openapi-pipeline.ts [--runs N] [--spec path …]
 *
 * Each measurement runs in a child process of its own (so peak RSS is per task and no run warms
 * the next), launched in the order github:deref, github:lectern, stripe:deref, stripe:lectern, …
 * so any drift in machine load falls on both sides alike.
 *   deref   — reads the file and parses it with Lectern's parser (JSON.parse or yaml), timed as
 *             "parse", then times @scalar/openapi-parser's `dereference()` of that parsed object;
 *   lectern — the whole pipeline from the file: load (the same parse, version gate, ref scan, OAS
 *             schema validation with the precompiled validators) + nav expansion + the page model
 *             of every endpoint and webhook route.
 * Module loading stays outside the timings (both sides import their code first, the precompiled
 * OAS validators included, which Lectern otherwise imports on first use). Ratios:
 * "vs (parse+deref)" compares two full runs from the text; "work ratio" takes the parse (as
 * measured in the deref child) out of both. Goal: ≤ 1.0× and ≤ 300 MiB peak RSS.
 * "CPU work ratio" is the work ratio in CPU time of the child (process.cpuUsage, all its threads,
 * GC included, on both sides alike): on a shared machine, wall time also counts the time a child
 * waited for a core, which moved the wall ratios by ±15% between runs of the same code.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.resolve(here, '../../shared/corpus/openapi');
const DEFAULT_SPECS = [path.join(corpus, 'github-rest-3.0/api.github.com.json'), path.join(corpus, 'stripe-3.0/spec3.2023-09-12.yaml')];
type Mode = 'deref' | 'lectern';
type Sample = { parseMs: number; workMs: number; parseCpuMs: number; workCpuMs: number; rssMb: number; pages: number };

const args = process.argv.slice(2);
const argsOf = (name: string) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));

if (args[0] === '--child') {
  process.stdout.write(JSON.stringify(await runChild(args[1] as Mode, args[2])));
} else {
  main();
}

function main(): void {
  const specs = argsOf('--spec').length ? argsOf('--spec').map((s) => path.resolve(s)) : DEFAULT_SPECS;
  const runs = Number(argsOf('--runs')[0] ?? 3);
  const samples = new Map<string, Sample[]>();
  for (let i = 0; i < runs; i++) {
    for (const spec of specs) {
      for (const mode of ['deref', 'lectern'] as const) {
        const key = `${spec}\0${mode}`;
        samples.set(key, [...(samples.get(key) ?? []), spawnChild(mode, spec)]);
      }
    }
  }
  console.log(`median of ${runs} child process(es) per cell, alternated; times in seconds of wall clock inside the child`);
  const head = [
    'spec',
    'task',
    'pages',
    'parse s',
    'work s',
    'total s',
    'peak RSS MiB',
    'vs (parse+deref)',
    'work ratio',
    'CPU work s',
    'CPU work ratio',
  ];
  console.log(head.map((h, i) => (i < 2 ? h.padEnd(i ? 9 : 34) : h.padStart(i > 6 ? 17 : 14))).join(''));
  for (const spec of specs) {
    const name = `${path.basename(spec)} (${(statSync(spec).size / 1e6).toFixed(1)} MB)`;
    const deref = median(samples.get(`${spec}\0deref`)!);
    const lectern = median(samples.get(`${spec}\0lectern`)!);
    for (const [mode, r] of [
      ['deref', deref],
      ['lectern', lectern],
    ] as const) {
      // The Lectern task's work includes its own parse (it loads the file): its total is its work.
      const total = mode === 'deref' ? r.parseMs + r.workMs : r.workMs;
      const work = mode === 'deref' ? r.workMs : r.workMs - deref.parseMs;
      const cpuWork = mode === 'deref' ? r.workCpuMs : r.workCpuMs - deref.parseCpuMs;
      const cells = [
        (r.pages || '').toString(),
        mode === 'deref' ? (r.parseMs / 1000).toFixed(2) : '(in work)',
        (work / 1000).toFixed(2),
        (total / 1000).toFixed(2),
        r.rssMb.toFixed(0),
        (total / (deref.parseMs + deref.workMs)).toFixed(2) + '×',
        (work / deref.workMs).toFixed(2) + '×',
        (cpuWork / 1000).toFixed(2),
        (cpuWork / deref.workCpuMs).toFixed(2) + '×',
      ];
      console.log(name.padEnd(34) + mode.padEnd(9) + cells.map((c, i) => c.padStart(i > 4 ? 17 : 14)).join(''));
    }
  }
}

function spawnChild(mode: Mode, spec: string): Sample {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', mode, spec], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (child.status !== 0) throw new Error(`${mode} ${spec} child failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as Sample;
}

async function runChild(mode: Mode, spec: string): Promise<Sample> {
  // Both sides load the same modules before timing, so neither pays for the other's imports.
  const { parseSpecText } = await import('../lib/openapi/parse-text');
  const { dereference } = await import('@scalar/openapi-parser');
  const { expandOpenApi } = await import('../lib/openapi/expand');
  const { buildEndpointModel, buildWebhookModel } = await import('../lib/openapi/page-model');
  // The precompiled OAS validators are modules too (loaded on first use): load them before timing.
  const { getOasValidator } = await import('../lib/openapi/oas-schema');
  await Promise.all([getOasValidator('3.0'), getOasValidator('3.1')]);
  if (mode === 'deref') {
    const parseStarted = clock();
    const parsed = parseSpecText(readFileSync(spec, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.message);
    const parse = since(parseStarted);
    const started = clock();
    const result = dereference(parsed.value as Record<string, unknown>);
    if (!result.schema) throw new Error('dereference produced no schema');
    return done(parse, started, 0);
  }
  const started = clock();
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
    docsDir: path.dirname(spec),
    schemaPages: false,
  });
  if (problems.length) throw new Error(JSON.stringify(problems.slice(0, 3)));
  let pages = 0;
  for (const route of routes) {
    const loaded = specs.get(route.spec)!;
    const model =
      route.kind === 'webhook' ? buildWebhookModel(loaded, route.name!) : buildEndpointModel(loaded, route.method!, route.path!);
    if (model) pages++;
  }
  return done({ wall: 0, cpu: 0 }, started, pages);
}

type Clock = { wall: number; cpu: number };

function clock(): Clock {
  const { user, system } = process.cpuUsage();
  return { wall: performance.now(), cpu: (user + system) / 1000 };
}

function since(start: Clock): Clock {
  const now = clock();
  return { wall: now.wall - start.wall, cpu: now.cpu - start.cpu };
}

function done(parse: Clock, started: Clock, pages: number): Sample {
  const work = since(started);
  return {
    parseMs: parse.wall,
    workMs: work.wall,
    parseCpuMs: parse.cpu,
    workCpuMs: work.cpu,
    rssMb: process.resourceUsage().maxRSS / 1024,
    pages,
  };
}

function median(samples: Sample[]): Sample {
  const pick = (key: keyof Sample) => [...samples].sort((a, b) => a[key] - b[key])[samples.length >> 1][key];
  return {
    parseMs: pick('parseMs'),
    workMs: pick('workMs'),
    parseCpuMs: pick('parseCpuMs'),
    workCpuMs: pick('workCpuMs'),
    rssMb: pick('rssMb'),
    pages: samples[0].pages,
  };
}
