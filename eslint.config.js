import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers and who may import whom (eslint-plugin-boundaries). Core is pure; the Node layer
 * serves both transports; server and desktop never import each other; the pipeline builds data
 * files at build time and nothing that runs imports it; the operator's tools may use any of
 * core, node and the pipeline; in the renderer, features do not import each other, routes
 * compose features, and shared UI and lib import no feature. Test support is for tests only.
 */
const ELEMENTS = [
  { type: 'core', pattern: 'core' },
  { type: 'node', pattern: 'node' },
  { type: 'server', pattern: 'server' },
  { type: 'pipeline', pattern: 'pipeline' },
  { type: 'tools', pattern: 'tools' },
  { type: 'test-support', pattern: 'tests/support' },
  { type: 'desktop-main', pattern: 'electron/main' },
  { type: 'preload', pattern: 'electron/preload' },
  { type: 'route', pattern: 'renderer/src/app/routes' },
  { type: 'app', pattern: 'renderer/src/app' },
  { type: 'feature', pattern: 'renderer/src/features/*', capture: ['feature'] },
  { type: 'ui', pattern: 'renderer/src/components' },
  { type: 'lib', pattern: 'renderer/src/lib' },
  { type: 'styles', pattern: 'renderer/src/styles' },
  { type: 'renderer-entry', pattern: 'renderer/src/*.{ts,tsx}' },
].map((element) => ({ ...element, partialMatch: false }));

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const LAYER_POLICIES = [
  { from: { element: { type: 'core' } }, allow: to('core') },
  { from: { element: { type: 'node' } }, allow: to('core', 'node') },
  { from: { element: { type: 'server' } }, allow: to('core', 'node', 'server') },
  { from: { element: { type: 'pipeline' } }, allow: to('core', 'node', 'pipeline') },
  { from: { element: { type: 'tools' } }, allow: to('core', 'node', 'pipeline', 'tools') },
  { from: { element: { type: 'desktop-main' } }, allow: to('core', 'node', 'desktop-main') },
  { from: { element: { type: 'preload' } }, allow: to('core', 'preload') },
  { from: { element: { type: 'lib' } }, allow: to('core', 'lib') },
  { from: { element: { type: 'ui' } }, allow: to('core', 'lib', 'ui') },
  { from: { element: { type: 'feature' } }, allow: to('core', 'lib', 'ui') },
  // A feature reaches only its own files: another feature comes in through a route, by props.
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  { from: { element: { type: 'route' } }, allow: to('core', 'lib', 'ui', 'feature', 'app') },
  { from: { element: { type: 'app' } }, allow: to('core', 'lib', 'ui', 'feature', 'route', 'app') },
  { from: { element: { type: 'renderer-entry' } }, allow: to('core', 'lib', 'app', 'styles') },
];

/** Import boundaries within a layer: core is pure; the renderer never reaches into server or electron code. */
const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ group: [group.glob], message: group.message })) },
  ],
});

export default tseslint.config(
  {
    // The bundled config electron-vite and Vite write beside their config for a moment while they
    // build: the desktop build runs beside lint in npm test, and a file gone mid-read crashed ESLint.
    ignores: [
      'node_modules',
      'dist',
      'out',
      'release',
      'var',
      'test-results',
      'playwright-report',
      '*.config.ts.*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      'core/**/*.ts',
      'node/**/*.ts',
      'server/**/*.ts',
      'pipeline/**/*.ts',
      'tools/**/*.ts',
      'electron/**/*.ts',
      'renderer/src/**/*.{ts,tsx}',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Packages are judged by the per-layer rules below; these are the project's own layers.
          policies: [
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
            ...LAYER_POLICIES,
            // A test may use the shared test support and drive the tools (a local PostgreSQL, the
            // tested cluster); runtime code never can (see below).
            { from: { file: { path: '**/*.test.{ts,tsx}' } }, allow: to('test-support', 'tools') },
          ],
          message: '{{ from.element.types.[0] }} may not import {{ to.element.types.[0] }} (see ARCHITECTURE.md)',
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // One idea per file: a core module that outgrows 400 lines holds more than one.
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      ...restrict([
        { glob: '**/server/**', message: 'core/ imports no server code' },
        { glob: '**/electron/**', message: 'core/ imports no electron code' },
        { glob: '**/renderer/**', message: 'core/ imports no renderer code' },
        { glob: '@/*', message: 'core/ imports no renderer code' },
        { glob: 'node:*', message: 'core/ is pure: no Node built-ins' },
        { glob: 'express', message: 'core/ is transport-free' },
        { glob: 'lowdb*', message: 'core/ knows no storage' },
        { glob: 'react*', message: 'core/ knows no UI' },
      ]),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { glob: '**/server/**', message: 'renderer/ imports no server code' },
        { glob: '**/electron/**', message: 'renderer/ imports no electron code' },
        { glob: 'lowdb*', message: 'renderer/ knows no lowdb' },
        { glob: 'express', message: 'renderer/ imports no server code' },
        { glob: 'node:*', message: 'renderer/ runs in a browser' },
      ]),
    },
  },
  {
    // Only the thin Electron modules touch electron; everything else runs (and is tested) under Node.
    files: ['electron/main/**/*.ts'],
    ignores: ['electron/main/index.ts', 'electron/main/window.ts', 'electron/main/**/*.test.ts'],
    rules: {
      ...restrict([
        {
          glob: 'electron',
          message: 'import electron only in electron/main/index.ts and window.ts; inject it elsewhere',
        },
        { glob: '**/renderer/**', message: 'the main process imports no renderer code' },
        { glob: '@/*', message: 'the main process imports no renderer code' },
      ]),
    },
  },
  {
    // The sandboxed preload is one small script: channel names (from the table, at build time) and
    // ipcRenderer, nothing else.
    files: ['electron/preload/**/*.ts'],
    ignores: ['electron/preload/**/*.test.ts'],
    rules: {
      ...restrict([
        { glob: 'node:*', message: 'a sandboxed preload has no Node built-ins' },
        { glob: 'zod', message: 'keep the preload free of zod: the main process validates' },
        { glob: '**/server/**', message: 'the preload imports no server code' },
        { glob: '**/electron/main/**', message: 'the preload imports no main-process code' },
        { glob: 'lowdb*', message: 'the preload knows no storage' },
      ]),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@core/(?!contract/ipc-channels$)',
              message:
                'core brings zod: take channels from virtual:operation-routes and @core/contract/ipc-channels, only types from the rest',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      ...restrict([
        { glob: '**/renderer/**', message: 'server/ imports no renderer code' },
        { glob: '**/electron/**', message: 'server/ imports no electron code' },
        { glob: '**/pipeline/**', message: 'the running server reads derived files, never the pipeline' },
        { glob: '**/tools/**', message: 'the running server imports no operator tool' },
        { glob: '**/tests/**', message: 'test support is for tests only; runtime code never imports it' },
      ]),
    },
  },
  {
    // Test support (tests/support) is for tests: no runtime module, tool or pipeline step imports it.
    files: [
      'core/**/*.ts',
      'node/**/*.ts',
      'pipeline/**/*.ts',
      'tools/**/*.ts',
      'electron/**/*.ts',
      'renderer/src/**/*.{ts,tsx}',
      'build/**/*.{ts,mjs}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      ...restrict([{ glob: '**/tests/**', message: 'test support is for tests only; runtime code never imports it' }]),
    },
  },
  {
    // Nothing that runs (the server above, the desktop app, the renderer) imports the build-time pipeline.
    files: ['electron/**/*.ts', 'renderer/src/**/*.{ts,tsx}', 'node/**/*.ts', 'core/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      ...restrict([
        { glob: '**/pipeline/**', message: 'the pipeline runs at build time; nothing at run time imports it' },
        { glob: '**/tools/**', message: 'operator tools are not imported at run time' },
      ]),
    },
  },
);
