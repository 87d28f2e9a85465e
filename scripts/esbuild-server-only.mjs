/**
 * esbuild plugin shared by the CLI bundle and the image bundles: `server-only` is Next's marker
 * package, which throws outside a React server build; in a bundle that runs under plain Node the
 * import has nothing to guard, so it resolves to an empty module.
 */
export const serverOnlyIsEmpty = {
  name: 'server-only-is-empty',
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};
