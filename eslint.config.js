import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import tseslint from 'typescript-eslint'

/** Every folder in src/features is a feature: a new one is covered without editing this file. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Modules of src/data that only the data layer itself (and app/, which wires it) may use. */
const DATA_INTERNALS = [
  './src/data/session.ts',
  './src/data/workspace-registry.ts',
  './src/data/edit-history.ts',
  './src/data/storage-permission.ts',
  './src/data/collection-store.ts',
  './src/data/persistence',
  './src/data/doc',
]

/**
 * Layering by resolved path (docs/architecture.md), so `@/…` and relative imports alike are
 * checked: features never import each other or the shell; lower layers never import upwards.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; register through app/.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app shell.',
  },
  ...['components', 'lib', 'hooks', 'data', 'config'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/app', './src/features'],
    message: 'Lower layers never import the shell or features.',
  })),
  {
    target: './src/features',
    from: DATA_INTERNALS,
    message:
      'Features use hooks, repositories and named operations from src/data (workspaces.ts, workspace-transfer.ts, …), never the session, documents or persistence.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-extension',
      'playwright-report',
      'test-results',
      'test-reports',
      'node_modules',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Type-only imports are erased at build time, but a cycle through them is still a tangle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Yjs stays inside the data layer: everything else gets records, hooks and operations.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(yjs|y-[\\w.-]+)(/.*)?$',
              message: 'Only src/data imports Yjs; use its hooks, repositories and operations.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Component tests may open a workspace of their own (src/testing/test-workspace.tsx).
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      // Nothing imports a test file, so no cycle can come back to one (`no-cycle` reports only
      // cycles through the file it lints); walking each test's imports was 4 of lint's 35 s.
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones.filter((zone) => zone.from !== DATA_INTERNALS) },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  // Benchmarks also hold functions that run in the page.
  {
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
)
