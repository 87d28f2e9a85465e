import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * `next start` in production refuses a configuration that would expose readers (issue 11): the
 * server process exits with a message naming the variable and never answers a request.
 */
const PORT = 3269;

function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    // The parent's sign-in variables must not leak into the case under test.
    const base = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(AUTH_|LECTERN_AUTH_|SITE_URL)/.test(k)),
    ) as NodeJS.ProcessEnv;
    const child = spawn(process.execPath, ['scripts/start.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
      env: { ...base, NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // A server that did start is the failure under test: stop it so the test can say so.
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(kill);
      resolve({ code, output });
    });
  });
}

test('sign-in without AUTH_SECRET: the server refuses to start and says which variable', async () => {
  const { code, output } = await startServer({
    LECTERN_AUTH_OIDC_ISSUER: 'https://id.example.invalid',
    LECTERN_AUTH_OIDC_CLIENT_ID: 'c',
    LECTERN_AUTH_OIDC_CLIENT_SECRET: 's',
    AUTH_URL: 'https://docs.example.invalid',
  });
  expect(code).toBe(1);
  expect(output).toContain('refusing to start in production: AUTH_SECRET is not set');
  expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
});

test('sign-in with a secret but no pinned origin: refused, naming AUTH_URL', async () => {
  const { code, output } = await startServer({
    LECTERN_AUTH_OIDC_ISSUER: 'https://id.example.invalid',
    LECTERN_AUTH_OIDC_CLIENT_ID: 'c',
    LECTERN_AUTH_OIDC_CLIENT_SECRET: 's',
    AUTH_SECRET: 'x'.repeat(40),
  });
  expect(code).toBe(1);
  expect(output).toContain('AUTH_URL');
});
