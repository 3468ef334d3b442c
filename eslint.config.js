import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries: core is pure; the renderer never reaches into server or electron code. */
const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ group: [group.glob], message: group.message })) },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'release', 'var', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
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
    // The sandboxed preload is one small script: channel names and ipcRenderer, nothing else.
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
              group: ['@core/ipc-contract'],
              message: 'the contract brings zod: take channel names from @core/ipc-channels, only types from here',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      ...restrict([
        { glob: '**/renderer/**', message: 'server/ imports no renderer code' },
        { glob: '**/electron/**', message: 'server/ imports no electron code' },
      ]),
    },
  },
);
