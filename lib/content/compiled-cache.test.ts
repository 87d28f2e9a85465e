import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberCompiled } from './compiled-cache';

describe('rememberCompiled', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('compiles each distinct input once in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const compile = vi.fn(async () => ({ n: Math.random() }));
    const a1 = await rememberCompiled(['a.mdx', 1, '# A', {}], compile);
    const a2 = await rememberCompiled(['a.mdx', 1, '# A', {}], compile);
    const b = await rememberCompiled(['a.mdx', 1, '# A changed', {}], compile);
    expect(a2).toBe(a1);
    expect(b).not.toBe(a1);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing in development, where snippets change under a page', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const compile = vi.fn(async () => 1);
    await rememberCompiled(['dev.mdx'], compile);
    await rememberCompiled(['dev.mdx'], compile);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed compile', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const compile = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    await expect(rememberCompiled(['fails-once.mdx'], compile)).rejects.toThrow('boom');
    await Promise.resolve();
    await expect(rememberCompiled(['fails-once.mdx'], compile)).resolves.toBe('ok');
  });
});
