import { execFile, type ExecFileException } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Extra git config passed through the environment, never argv or .git/config (docs/agent-api.md "Repository providers"). */
export type GitConfig = [key: string, value: string][];

export type GitOptions = { cwd?: string; signal?: AbortSignal; timeoutMs?: number; config?: GitConfig; env?: Record<string, string> };

/** A failed git command; `stderr` is redacted and safe to log, `transport` marks network failures worth a retry. */
export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly stderr: string,
    readonly exitCode: number | null,
  ) {
    super(`git ${args[0]} failed: ${stderr.split('\n').filter(Boolean).slice(-2).join(' ') || `exit ${exitCode}`}`);
    this.name = 'GitError';
  }

  get transport(): boolean {
    return /could not resolve host|connection (refused|reset|timed out)|unable to access|early eof|the remote end hung up/i.test(
      this.stderr,
    );
  }
}

const HOME = path.join(os.tmpdir(), 'lectern-git-home');

/**
 * Runs git without a shell and with the sandboxing settings every call needs: no hooks, no `ext::`
 * transport, no prompts, no system or user config (HOME points at an empty folder), a timeout, and
 * credentials only through `GIT_CONFIG_*` variables so they never reach argv, logs or disk.
 */
export function git(args: string[], o: GitOptions = {}): Promise<string> {
  mkdirSync(HOME, { recursive: true });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    LANG: 'C',
    ...o.env,
  };
  const config = o.config ?? [];
  env.GIT_CONFIG_COUNT = String(config.length);
  config.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  const full = ['-c', 'core.hooksPath=/dev/null', '-c', 'protocol.ext.allow=never', '-c', 'commit.gpgsign=false', ...args];
  return new Promise((resolve, reject) => {
    const options = {
      cwd: o.cwd,
      env: env as NodeJS.ProcessEnv,
      signal: o.signal,
      timeout: o.timeoutMs ?? 120_000,
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8' as const,
    };
    execFile('git', full, options, (error: ExecFileException | null, stdout: string, stderr: string) => {
      if (!error) return resolve(stdout);
      if (o.signal?.aborted) {
        const reason: unknown = o.signal.reason;
        return reject(reason instanceof Error ? reason : error);
      }
      reject(new GitError(args, redact(String(stderr || error.message)), typeof error.code === 'number' ? error.code : null));
    });
  });
}

/** Removes anything credential-shaped from git output before it is stored or logged. */
export function redact(text: string): string {
  return text
    .replace(/(https?:\/\/)[^/@\s]+@/g, '$1***@')
    .replace(/(authorization:\s*\w+\s+)\S+/gi, '$1***')
    .replace(/\b(gh[opsur]_[A-Za-z0-9]{10,}|github_pat_\w{10,}|lec_[A-Za-z0-9_-]{43})/g, '***');
}

/** Whether a branch name is valid (`git check-ref-format --branch`), before it reaches any other git command. */
export async function isValidBranch(name: string): Promise<boolean> {
  if (name.startsWith('-')) return false;
  return git(['check-ref-format', '--branch', name]).then(
    () => true,
    () => false,
  );
}

/** The sha of `refs/heads/<branch>` at `remote`, or null when the branch does not exist there. */
export async function remoteBranchSha(remote: string, branch: string, o: GitOptions = {}): Promise<string | null> {
  const out = await git(['ls-remote', '--', remote, `refs/heads/${branch}`], o);
  const line = out.split('\n').find((l) => l.endsWith(`\trefs/heads/${branch}`));
  return line ? line.split('\t')[0] : null;
}
