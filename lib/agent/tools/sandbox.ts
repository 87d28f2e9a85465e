import { existsSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NamedFiles } from './docs-files';
import { loadNamedFiles } from './named-files';
import { assertReadable, assertWritable, normalizePath, PolicyError, type SandboxPolicy } from './path-policy';
import { resolveNoSymlinks } from './safe-fs';

export type SandboxLimits = { maxFiles: number; maxBytes: number };

/**
 * The file operations the agent's tools perform, each behind the path policy, the symlink check
 * and the per-run budgets (docs/agent-api.md "Tools and the sandbox"). Tools are thin wrappers over these.
 */
export class Sandbox {
  readonly touched = new Set<string>();
  bytesWritten = 0;
  /** Bumped by every change, so what was computed from the files can tell it is stale. */
  version = 0;
  private namedAt?: { version: number; named: NamedFiles };

  /** `baseNamed`: what the repository named before the run, so a spec docs.json stops naming can still be edited or deleted. */
  constructor(
    readonly policy: SandboxPolicy,
    readonly limits: SandboxLimits,
    readonly baseNamed: NamedFiles = { refs: new Set(), specs: new Set() },
  ) {}

  /** Files docs.json and the frontmatter name now or named at the start of the run (recomputed after changes). */
  named(): NamedFiles {
    if (this.namedAt?.version !== this.version) {
      const now = loadNamedFiles(path.join(this.policy.root, this.policy.docsRoot));
      this.namedAt = { version: this.version, named: unionNamed(this.baseNamed, now) };
    }
    return this.namedAt.named;
  }

  /** A readable path, normalised and resolved (absolute). */
  readable(input: unknown): { rel: string; abs: string } {
    const rel = normalizePath(input);
    assertReadable(rel, this.policy);
    return { rel, abs: resolveNoSymlinks(this.policy.root, rel) };
  }

  /** A readable text file's content; binary files, and files over `maxBytes` when given, are soft refusals. */
  readText(input: unknown, maxBytes?: number): { rel: string; text: string } {
    const { rel, abs } = this.readable(input);
    if (!existsSync(abs) || !statSync(abs).isFile()) throw new PolicyError(`${rel} does not exist or is not a file`, false);
    if (maxBytes !== undefined && statSync(abs).size > maxBytes) throw new PolicyError(`${rel} is larger than ${maxBytes} bytes`, false);
    const bytes = readFileSync(abs);
    if (bytes.subarray(0, 8192).includes(0)) throw new PolicyError(`${rel} is a binary file`, false);
    return { rel, text: bytes.toString('utf8') };
  }

  write(input: unknown, content: string): string {
    const rel = normalizePath(input);
    assertWritable(rel, this.policy, () => this.named(), content);
    const abs = resolveNoSymlinks(this.policy.root, rel);
    this.charge(rel, Buffer.byteLength(content));
    mkdirSync(path.dirname(abs), { recursive: true });
    resolveNoSymlinks(this.policy.root, rel); // mkdir cannot have created links, but the parent chain is re-checked
    writeFileSync(abs, content);
    return rel;
  }

  remove(input: unknown): string {
    const rel = normalizePath(input);
    const abs = resolveNoSymlinks(this.policy.root, rel);
    if (!existsSync(abs) || !statSync(abs).isFile()) throw new PolicyError(`${rel} does not exist or is not a file`, false);
    assertWritable(rel, this.policy, () => this.named());
    this.charge(rel, 0);
    unlinkSync(abs);
    return rel;
  }

  move(fromInput: unknown, toInput: unknown): { from: string; to: string } {
    const from = normalizePath(fromInput);
    const to = normalizePath(toInput);
    const absFrom = resolveNoSymlinks(this.policy.root, from);
    if (!existsSync(absFrom) || !statSync(absFrom).isFile()) throw new PolicyError(`${from} does not exist or is not a file`, false);
    const text = readFileSync(absFrom, 'utf8');
    assertWritable(from, this.policy, () => this.named());
    assertWritable(to, this.policy, () => this.named(), text);
    const absTo = resolveNoSymlinks(this.policy.root, to);
    if (existsSync(absTo)) throw new PolicyError(`${to} already exists`, false);
    this.charge(from, 0);
    this.charge(to, Buffer.byteLength(text));
    mkdirSync(path.dirname(absTo), { recursive: true });
    renameSync(absFrom, absTo);
    return { from, to };
  }

  /** Counts a changed file and written bytes against the run's budgets. */
  private charge(rel: string, bytes: number): void {
    this.version++;
    this.touched.add(rel);
    this.bytesWritten += bytes;
    if (this.touched.size > this.limits.maxFiles) throw new PolicyError(`more than ${this.limits.maxFiles} files changed in one run`, true);
    if (this.bytesWritten > this.limits.maxBytes) throw new PolicyError(`more than ${this.limits.maxBytes} bytes written in one run`, true);
  }
}

/** Both sets of names: a file named before the run or now may be changed. */
export function unionNamed(a: NamedFiles, b: NamedFiles): NamedFiles {
  return { refs: new Set([...a.refs, ...b.refs]), specs: new Set([...a.specs, ...b.specs]) };
}
