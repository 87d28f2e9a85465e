import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layersRule } from './layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The rule resolves paths from ESLint's working directory, the repository root here as in `npm run lint`.
const root = process.cwd();
const options = [
  {
    layers: [['lib/http'], ['lib/config'], ['lib/content'], ['lib/site'], ['lib/auth', 'lib/agent'], ['components'], ['app']],
    peers: { 'lib/agent': ['lib/auth'] },
    isolated: { 'components/ui': [] },
  },
];
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });

tester.run('lectern/layers', layersRule, {
  valid: [
    { name: 'down a layer, relative', filename: at('lib/site/check/check-pages.ts'), code: "import '../../content/parse-mdx';", options },
    { name: 'down a layer, through the @/ alias', filename: at('app/page.tsx'), code: "import '@/lib/site/get-site';", options },
    { name: 'inside its own unit', filename: at('lib/content/a.ts'), code: "import './b';", options },
    { name: 'a listed peer', filename: at('lib/agent/x.ts'), code: "import '../auth/viewer';", options },
    { name: 'a package', filename: at('lib/config/x.ts'), code: "import 'zod';", options },
    { name: 'components may use components/ui', filename: at('components/docs/nav.tsx'), code: "import '../ui/icon';", options },
    { name: 'a file outside every layer', filename: at('test/agent/app-server.ts'), code: "import '../../app/route';", options },
  ],
  invalid: [
    {
      name: 'content importing site runs up a layer, whatever the depth of the path',
      filename: at('lib/content/deep/x.ts'),
      code: "import type { Site } from '../../site/types';",
      options,
      errors: [{ messageId: 'up', data: { from: 'lib/content', to: 'lib/site', fromFloor: 3, toFloor: 4 } }],
    },
    {
      name: 'lib importing app',
      filename: at('lib/agent/x.ts'),
      code: "export * from '../../app/route';",
      options,
      errors: [{ messageId: 'up' }],
    },
    {
      name: 'a dynamic import counts',
      filename: at('lib/config/x.ts'),
      code: "await import('@/lib/site/get-site');",
      options,
      errors: [{ messageId: 'up' }],
    },
    {
      name: 'an unlisted peer',
      filename: at('lib/auth/x.ts'),
      code: "import '../agent/runtime';",
      options,
      errors: [{ messageId: 'peer' }],
    },
    {
      name: 'components/ui imports nothing of ours',
      filename: at('components/ui/icon.tsx'),
      code: "import '@/lib/config/types';",
      options,
      errors: [{ messageId: 'isolated' }],
    },
  ],
});
