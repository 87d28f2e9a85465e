// ESLint over the whole tree: @eslint/js and typescript-eslint's type-checked recommended rules (types
// from the project service, so every file is checked with the tsconfig that builds it), the React
// hooks rules, and the import boundaries of architecture.md as a local rule (eslint-rules/layers.mjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import lectern from './eslint-rules/layers.mjs';

/** The Node globals the plain .mjs scripts use (TypeScript knows them in .ts files). */
const NODE_GLOBALS = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'performance', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch'].map((n) => [
    n,
    'readonly',
  ]),
);

/** Lowest floor first. A file may import its own unit and any unit on a lower floor. */
const LAYERS = [
  ['lib/http', 'lib/env', 'lib/data-dir-secret', 'lib/production-safety'],
  ['lib/config'],
  ['lib/openapi'],
  ['lib/content'],
  ['lib/i18n'],
  ['lib/site'],
  // What a page shows about itself (dates, edit link, contextual menu, changelog feed).
  ['lib/page-meta'],
  ['lib/auth', 'lib/playground', 'lib/search', 'lib/agent', 'lib/llms', 'lib/styles'],
  // Where sign-in (auth) meets the job API (agent) or the search and exports: editors, feedback, MCP.
  ['lib/editor', 'lib/feedback', 'lib/mcp'],
  // The serving process's side of a request (issue 12): the routing decision its response cache keys on.
  ['lib/serve'],
  ['components'],
  ['app'],
];

/** Same-floor imports that are part of the design: the pull-request view shows a job to a signed-in editor. */
const PEERS = { 'lib/agent': ['lib/auth'] };

/** Generic UI pieces know no domain: they import nothing of ours. */
const ISOLATED = { 'components/ui': [] };

/**
 * Files allowed past MAX_LINES, each with its reason. docs/architecture.md "Naming, size and comments":
 * a file is split past 300 lines; a data table read by key may be longer.
 */
const LONG_FILES = [
  // Data tables: the interface strings of 33 languages, one entry a language, read by key, never followed as logic.
  // They are split per concern already (pages vs controls); another split would only scatter one language's words.
  'lib/i18n/translations.ts',
  'lib/i18n/translations-controls.ts',
];
const MAX_LINES = 300;

/** Modules that open connections. Outbound traffic goes through lib/http, the one SSRF-safe client. */
const NETWORK_MODULES = ['http', 'https', 'http2', 'net', 'tls', 'dns', 'dns/promises', 'undici'].flatMap((name) => [name, `node:${name}`]);

export default defineConfig([
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'dist/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    '.data/**',
    'bench/.results/**',
    // Docs sites under test: authors' snippets, deliberately broken pages and generated fixtures.
    'test/fixtures/**',
    'content/**',
    'next-env.d.ts',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused argument or binding is kept only when named `_x` (a handler's unused request, say).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `async` marks functions that fulfil a Promise-returning contract (Next's headers(), a repo provider).
      '@typescript-eslint/require-await': 'off',
      // Matching control characters is the point of several security checks (URLs, paths, headers).
      'no-control-regex': 'off',
      // React accepts an async event handler (`onClick={copy}`); a Promise passed as a plain callback is still an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // Plain JavaScript (scripts, the CLI launcher) is outside the tsconfig: lint it without types. TypeScript
  // checks names in .ts files; here `no-undef` does, so the Node globals these scripts use are declared.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: NODE_GLOBALS },
  },

  // Hooks exist only in React code; elsewhere a `use*` name is a vitest fixture, not a hook.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Lectern does not use the React Compiler; these four of its rules flag code that is correct without it:
      // a component looked up in a module-level table, or a tag picked by a prop, is not created during render;
      'react-hooks/static-components': 'off',
      // the playground decodes a streamed body incrementally in a ref read during render, on purpose;
      'react-hooks/refs': 'off',
      // an effect that clears its results when its input empties (search) is a plain, bounded re-render;
      'react-hooks/set-state-in-effect': 'off',
      // the author island's try/catch guards compiling the author's code, not rendering it.
      'react-hooks/error-boundaries': 'off',
      // and the clock read by an event handler declared in a component body is not read during render.
      'react-hooks/purity': 'off',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Tests read JSON bodies as `any` on purpose: their assertions are what check the shape.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'test/**/*.{ts,tsx}', 'e2e/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A test server's async handler: a failure shows in the test that awaits the response.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },

  // Author islands run the author's compiled component code in the browser: evaluating it is the feature.
  { files: ['components/mdx/author-island-run.tsx'], rules: { '@typescript-eslint/no-implied-eval': 'off' } },

  // File size of the product's code (tests excepted: a suite of cases may be long, and it is read one case at a
  // time). Scripts, benches and configs are tooling; scripts/test.mjs is the one list of every suite.
  {
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'cli/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx,mjs}', '**/*.spec.ts', ...LONG_FILES],
    rules: { 'max-lines': ['error', { max: MAX_LINES }] },
  },

  // One reader of page files: lib/content/page-source.ts reads and parses a page once and caches it, so no other
  // module parses frontmatter itself (issue 17). The agent's tools read a job's working copy, not the site's pages.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['lib/content/page-source.ts', 'lib/agent/tools/named-files.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/content\\/frontmatter$/] ImportSpecifier[imported.name='parseFrontmatter']",
          message: 'Read a page through readPageSource (lib/content/page-source.ts): it reads and parses each page file once.',
        },
      ],
    },
  },

  // Import boundaries. Tests exercise several layers at once, so they are exempt.
  {
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-utils.ts', '**/testing/**'],
    plugins: { lectern },
    rules: { 'lectern/layers': ['error', { layers: LAYERS, peers: PEERS, isolated: ISOLATED }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    // Servers that listen are test equipment: tests, their helpers, the e2e suites, scripts and benches.
    ignores: ['lib/http/**', '**/*.test.{ts,tsx}', '**/testing/**', 'test/**', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NETWORK_MODULES.map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Outbound requests go through lib/http (the one SSRF-safe client); only it opens connections.',
          })),
        },
      ],
    },
  },
]);
