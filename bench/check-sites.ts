/**
 * `lectern check` on real docs sites and on one long changelog, beside the floor it cannot beat:
 * parsing every MDX page of the same folder once with the site's own MDX processor (parseMdx), in
 * a child process of its own. The check parses each page once (it parsed each page three times
 * before; check-pages.ts), then compiles, lints and links. Medians of 3 runs, wall time.
 *
 *   node --import tsx bench/check-sites.ts [--runs N]
 *
 * Sites: the corpus's mintlify__docs and mem0ai__mem0 (../shared/corpus/docs-sites), and a
 * generated site whose changelog holds 3,000 `<Update>` entries with lists (588 KB), the shape of
 * a long-lived product's changelog.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const args = process.argv.slice(2);

if (args[0] === '--parse-child') {
  const { parseMdx } = await import('../lib/content/parse-mdx');
  const { readPageSource } = await import('../lib/content/page-source');
  const files = mdxFiles(args[1]);
  const started = performance.now();
  for (const file of files) parseMdx(readPageSource(file).body);
  process.stdout.write(JSON.stringify({ ms: performance.now() - started, pages: files.length }));
} else {
  main();
}

function main(): void {
  const runs = Number(args[args.indexOf('--runs') + 1] || 3);
  const corpus = path.resolve(root, '../shared/corpus/docs-sites');
  const sites: [string, string][] = [
    ['mintlify__docs', path.join(corpus, 'mintlify__docs')],
    ['mem0ai__mem0', path.join(corpus, 'mem0ai__mem0')],
    ['long changelog (588 KB)', longChangelogSite()],
  ];
  spawnSync(process.execPath, [path.join(root, 'bin/lectern.mjs'), '--help'], { stdio: 'ignore' }); // compile once if needed
  console.log(`median of ${runs} runs, wall seconds`);
  console.log(
    `${'site'.padEnd(26)}${'pages'.padStart(7)}${'parse once'.padStart(12)}${'check'.padStart(9)}${'check ÷ parse'.padStart(15)}`,
  );
  for (const [name, dir] of sites) {
    const parses = Array.from({ length: runs }, () => parseOnce(dir));
    const checks = Array.from({ length: runs }, () => check(dir));
    const parse = median(parses.map((p) => p.ms));
    const wall = median(checks);
    console.log(
      `${name.padEnd(26)}${String(parses[0].pages).padStart(7)}${(parse / 1000).toFixed(2).padStart(12)}${(wall / 1000).toFixed(2).padStart(9)}${((wall / parse).toFixed(2) + '×').padStart(15)}`,
    );
  }
}

function parseOnce(dir: string): { ms: number; pages: number } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--parse-child', dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`parse child failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { ms: number; pages: number };
}

function check(dir: string): number {
  const started = performance.now();
  const r = spawnSync(process.execPath, [path.join(root, 'bin/lectern.mjs'), 'check', dir, '--offline', '--quiet-ok'], {
    stdio: 'ignore',
    env: { ...process.env, DOCS_DIR: '' },
  });
  if (r.status !== 0 && r.status !== 1) throw new Error(`lectern check ${dir} exited ${r.status}`);
  return performance.now() - started;
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx') && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f));
}

function longChangelogSite(): string {
  const dir = path.join(tmpdir(), 'lectern-bench-long-changelog');
  mkdirSync(dir, { recursive: true });
  const config = { theme: 'mint', name: 'Changelog', colors: { primary: '#16A34A' }, navigation: { pages: ['index', 'changelog'] } };
  writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(config));
  writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  const updates = Array.from(
    { length: 3000 },
    (_, i) =>
      `<Update label="v${i}.0" description="2024-01-${String((i % 28) + 1).padStart(2, '0')}">\n\n## Release ${i}\n\n` +
      `- Fixed bug ${i} in the \`parser\` module\n- Added [docs](/index) for feature ${i}\n\n` +
      '```bash\nnpm install pkg@' +
      i +
      '.0.0\n```\n\n</Update>\n',
  );
  writeFileSync(path.join(dir, 'changelog.mdx'), ['---\ntitle: Changelog\n---\n', ...updates].join('\n'));
  return dir;
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[xs.length >> 1];
}
