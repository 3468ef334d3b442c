import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { operationRoutes, rendererPlugins } from './renderer/vite.config';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const alias = {
  '@core': fromRoot('./core'),
  '@': fromRoot('./renderer/src'),
};

/** electron-vite's custom layout: main and preload from electron/, the renderer from renderer/, all into out/. */
export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: fromRoot('./out/main'),
      lib: { entry: fromRoot('./electron/main/index.ts') },
      // Self-contained: the packaged app ships out/ and no node_modules.
      externalizeDeps: false,
      sourcemap: true,
    },
  },
  preload: {
    // The channels come from the table at build time: the preload carries strings, not zod.
    plugins: [operationRoutes()],
    resolve: { alias },
    build: {
      outDir: fromRoot('./out/preload'),
      lib: { entry: fromRoot('./electron/preload/index.ts') },
      // A sandboxed preload is one CommonJS script that may require nothing but electron.
      externalizeDeps: false,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: fromRoot('./renderer'),
    // The desktop renderer is the web renderer: same plugins (React, the API page's example island).
    plugins: rendererPlugins(),
    resolve: { alias },
    build: {
      outDir: fromRoot('./out/renderer'),
      emptyOutDir: true,
      rolldownOptions: { input: fromRoot('./renderer/index.html') },
      sourcemap: true,
    },
  },
});
