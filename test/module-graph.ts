import { build, type Metafile } from 'esbuild';

/**
 * The modules a file imports, directly or not, as esbuild resolves them (the project's `@/` paths
 * included): what a bundler compiles for it. Tests read it to keep a module out of a graph.
 * `external` names what is left out: packages by name, or every package with 'packages'.
 */
export async function moduleGraph(entry: string, external: string[] | 'packages'): Promise<Metafile['inputs']> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    ...(external === 'packages' ? { packages: 'external' as const } : { external }),
    logLevel: 'silent',
  });
  return result.metafile.inputs;
}
