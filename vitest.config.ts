import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { apiEndpoints, exampleIsland, mcpTools, operationRoutes } from './renderer/vite.config.ts';

export default defineConfig({
  // The server-render tests load the renderer's source, which imports the API page's example.
  plugins: [exampleIsland(), apiEndpoints(), operationRoutes(), mcpTools()],
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./core', import.meta.url)),
      '@': fileURLToPath(new URL('./renderer/src', import.meta.url)),
    },
  },
  test: {
    include: [
      'core/**/*.test.ts',
      'node/**/*.test.ts',
      'server/**/*.test.ts',
      'pipeline/**/*.test.ts',
      'tools/**/*.test.ts',
      'electron/**/*.test.ts',
      'renderer/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One fork more than the cores: most tests wait on the servers, child processes and databases
    // they start, so a third fork keeps both of CI's cores busy (measured: 278 s with two, 239 s with three).
    maxWorkers: availableParallelism() + 1,
  },
});
