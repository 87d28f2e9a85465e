import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from './load-site';
import { reservedOwner } from './reserved-routes';

describe('reservedOwner: only the exact patterns of Lectern’s own routes', () => {
  it.each([
    ['/v2/agent/acme/job', 'the agent job API'],
    ['/v2/agent/acme/jobs', 'the agent job API'],
    ['/v2/agent/acme/job/job_1/message', 'the agent job API'],
    ['/v1/project/update/acme', 'the deployment API'],
    ['/pull/acme/3', 'pull request pages'],
    ['/pull/jobs', "the editors' jobs page"],
    ['/api/playground/proxy', "Lectern's internal API"],
    ['/api/auth/signin', "Lectern's internal API"],
    ['/login', 'sign-in'],
    ['/llms.txt', "Lectern's exports"],
  ])('%s is %s', (url, owner) => expect(reservedOwner(url)).toBe(owner));

  it.each([
    '/v2',
    '/v2/guides/intro',
    '/v2/agent',
    '/v2/agent/overview',
    '/v1/project/setup',
    '/api/playground',
    '/api/reference/users',
    '/pulls',
    '/pull/jobs-guide',
    '/login-help',
  ])('%s is the docs site’s', (url) => {
    expect(reservedOwner(url)).toBeUndefined();
  });
});

describe('lectern check: a page on one of Lectern’s routes is an error', () => {
  it('reports the page at /v2/agent/acme/job, and none for /v2/guides/intro', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-reserved-'));
    mkdirSync(path.join(dir, 'v2/guides'), { recursive: true });
    mkdirSync(path.join(dir, 'v2/agent/acme'), { recursive: true });
    writeFileSync(
      path.join(dir, 'docs.json'),
      JSON.stringify({ name: 'R', navigation: { pages: ['v2/guides/intro', 'v2/agent/acme/job'] } }),
    );
    writeFileSync(path.join(dir, 'v2/guides/intro.mdx'), '---\ntitle: Intro\n---\nHi.\n');
    writeFileSync(path.join(dir, 'v2/agent/acme/job.mdx'), '---\ntitle: Jobs\n---\nHi.\n');
    const site = await loadSite(dir);
    const errors = site.problems.filter((p) => p.severity === 'error');
    expect(errors).toEqual([
      {
        severity: 'error',
        file: 'v2/agent/acme/job.mdx',
        path: '',
        message: expect.stringContaining('/v2/agent/acme/job, which Lectern answers itself (the agent job API)'),
      },
    ]);
  });
});
