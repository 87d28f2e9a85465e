import path from 'node:path';

/**
 * The import-boundary rule: every import of our own code is resolved to a file, the file to its
 * layer, and an import from a lower layer to a higher one is reported with both layers named.
 * A local rule rather than `no-restricted-imports` patterns, because those match the specifier as
 * written: `../site/types` and `../../site/types` are the same file, and a pattern cannot tell a
 * folder named `site` under `lib/` from one anywhere else.
 *
 * Options (all paths from the repository root, without extension):
 *   layers    ordered lowest first; each entry is the list of folders or files that form one floor
 *   peers     { from: [to, ...] }: imports allowed between two units of the same floor
 *   isolated  { unit: [allowed, ...] }: units that may import nothing of ours but themselves and the listed units
 */

const EXTENSIONS = /\.(ts|tsx|mts|js|mjs|jsx)$/;

/** The unit a repository path belongs to: the longest folder or file named in the layers that holds it. */
function unitOf(relPath, units) {
  const bare = relPath.replace(EXTENSIONS, '');
  let best;
  for (const unit of units) {
    if ((bare === unit || bare.startsWith(`${unit}/`)) && (!best || unit.length > best.length)) best = unit;
  }
  return best;
}

/** The repository path an import specifier names, or undefined for a package. */
function resolveSpecifier(specifier, fromFile, root) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return undefined;
  return path
    .relative(root, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join('/');
}

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Lower layers never import higher ones (architecture.md, Boundaries).' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          peers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          isolated: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      up: '{{from}} (floor {{fromFloor}}) may not import {{to}} (floor {{toFloor}}): lower layers never import higher ones. Move the shared piece down a layer.',
      peer: '{{from}} may not import {{to}}: both are on floor {{floor}} and this pair is not listed under peers in eslint.config.mjs.',
      isolated: '{{from}} imports nothing of ours ({{to}}): it holds generic pieces with no domain knowledge.',
    },
  },
  create(context) {
    const { layers, peers = {}, isolated = {} } = context.options[0];
    const floor = new Map(layers.flatMap((units, i) => units.map((u) => [u, i + 1])));
    const floorUnits = [...floor.keys()];
    const isolatedUnits = Object.keys(isolated);
    const root = context.cwd;
    const file = context.filename;
    const relFile = path.relative(root, file).split(path.sep).join('/');
    const from = unitOf(relFile, floorUnits);
    const fromIsolated = unitOf(relFile, isolatedUnits);
    if (!from && !fromIsolated) return {};

    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(node.source.value, file, root);
      if (target === undefined) return;
      if (fromIsolated) {
        const inside = unitOf(target, [fromIsolated, ...isolated[fromIsolated]]);
        if (!inside && unitOf(target, floorUnits)) {
          context.report({ node: node.source, messageId: 'isolated', data: { from: fromIsolated, to: target } });
        }
        return;
      }
      const to = unitOf(target, floorUnits);
      if (!to || to === from || peers[from]?.includes(to)) return;
      const fromFloor = floor.get(from);
      const toFloor = floor.get(to);
      if (toFloor < fromFloor) return;
      if (toFloor === fromFloor) context.report({ node: node.source, messageId: 'peer', data: { from, to, floor: fromFloor } });
      else context.report({ node: node.source, messageId: 'up', data: { from, to, fromFloor, toFloor } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'lectern' }, rules: { layers: layersRule } };
