/* eslint-disable no-restricted-imports -- this file runs in Node at build time, never in the browser */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { buildOpenApiDocument, httpOperations } from '../core/contract/openapi.ts';
import { referenceHtml } from './src/features/api-reference/reference-html.ts';
import { OPERATION_ROUTES } from '../core/contract/operation-table-routes.ts';
import { toolDefinitions } from '../core/contract/tools.ts';
import { queryParamRows } from '../core/contract/api-param-rows.ts';

const EXAMPLE_ISLAND_ID = 'tristan-da-cunha';
const VIRTUAL_ID = 'virtual:example-island';

/**
 * The API page's example response: one real island as the server serves it, every joined field
 * there (remoteness, outline, sketch, picture, place facts, history): tools/example-island.ts reads
 * it through the server's own catalogue reads, in a Node of its own (tsx resolves core's paths,
 * which this config's loader does not).
 */
export function exampleIsland(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const data = ['catalog.json', 'outlines.topo.json', 'remoteness.json', 'place-facts.json', 'releases.json'];
  return {
    name: 'isolario-example-island',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      for (const name of data) this.addWatchFile(`${root}data/${name}`);
      const island = execFileSync(process.execPath, ['--import', 'tsx', 'tools/example-island.ts', EXAMPLE_ISLAND_ID], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 16 << 20,
      });
      return `export default ${island};`;
    },
  };
}

const ENDPOINTS_ID = 'virtual:api-endpoints';

/**
 * The API page's list of endpoints, taken from the contract at build time: the page shows their
 * words and examples, and so does not need the contract's zod schemas, whose construction cost
 * a phone more than a hundred milliseconds of blocked main thread.
 */
export function apiEndpoints(): Plugin {
  return {
    name: 'isolario-api-endpoints',
    resolveId: (id) => (id === ENDPOINTS_ID ? `\0${ENDPOINTS_ID}` : undefined),
    load(id) {
      if (id !== `\0${ENDPOINTS_ID}`) return undefined;
      const documented = httpOperations()
        .filter(([, operation]) => operation.http.documented)
        .map(([id, operation]) => ({
          id,
          method: operation.http.method,
          path: operation.http.path,
          summary: operation.summary,
          description: operation.description,
          example: operation.http.example ?? operation.http.path,
          ...(operation.http.bodyExample ? { bodyExample: operation.http.bodyExample } : {}),
          ...(operation.query ? { params: queryParamRows(id, operation) } : {}),
        }));
      return `export default ${JSON.stringify(documented)};`;
    },
  };
}

const TOOLS_ID = 'virtual:mcp-tools';

/** The MCP server's tools (names and titles), from the table at build time, for the API page. */
export function mcpTools(): Plugin {
  return {
    name: 'isolario-mcp-tools',
    resolveId: (id) => (id === TOOLS_ID ? `\0${TOOLS_ID}` : undefined),
    load: (id) =>
      id === `\0${TOOLS_ID}`
        ? `export default ${JSON.stringify(toolDefinitions().map(({ name, title }) => ({ name, title })))};`
        : undefined,
  };
}

const REFERENCE_ID = 'virtual:api-reference-html';

/**
 * The API reference as HTML, made from the OpenAPI document at build time: the page shows it as
 * it is, so a phone runs nothing to draw it, and the desktop app carries it offline.
 */
export function apiReferenceHtml(): Plugin {
  return {
    name: 'isolario-api-reference-html',
    resolveId: (id) => (id === REFERENCE_ID ? `\0${REFERENCE_ID}` : undefined),
    load: (id) =>
      id === `\0${REFERENCE_ID}`
        ? `export default ${JSON.stringify(referenceHtml(buildOpenApiDocument()))};`
        : undefined,
  };
}

const ROUTES_ID = 'virtual:operation-routes';

/**
 * Each operation's method, path and channel, from the table at build time: the DataSource's
 * adapters and the preload reach operations by these, and so carry no zod in their first script.
 */
export function operationRoutes(): Plugin {
  return {
    name: 'isolario-operation-routes',
    resolveId: (id) => (id === ROUTES_ID ? `\0${ROUTES_ID}` : undefined),
    load: (id) => (id === `\0${ROUTES_ID}` ? `export default ${JSON.stringify(OPERATION_ROUTES)};` : undefined),
  };
}

// RENDERER_OUT_DIR lets parallel checks build side by side; the server's STATIC_DIR reads it back.
const outDir = process.env.RENDERER_OUT_DIR ?? fileURLToPath(new URL('../dist/renderer', import.meta.url));

/**
 * The page's scripts at low fetch priority: every page arrives rendered, so the stylesheet and
 * the content come first on a slow link and the code that makes it interactive follows.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'isolario-scripts-after-content',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

/** What the web and desktop renderers both build with: React, the API page's example island and endpoints. */
export const rendererPlugins = (): Plugin[] => [
  ...react(),
  exampleIsland(),
  apiEndpoints(),
  operationRoutes(),
  mcpTools(),
  apiReferenceHtml(),
];

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    ...rendererPlugins(),
    scriptsAfterContent(),
    // Brotli and gzip beside each text file, served by negotiation (server/http/web.ts), as nginx's
    // gzip_static does: compressed once at build time at the highest levels, never per request.
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(js|mjs|css|svg|json|webmanifest|xml|txt)$/,
            threshold: 1024,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
            logLevel: 'silent',
          }),
        ]),
  ],
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('../core', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // The server entry (npm run build's second step) carries its libraries, so the server loads one
  // self-contained file wherever STATIC_DIR is. It lives in a dot folder, which the static
  // middleware never serves.
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: `${outDir}/.ssr`, emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: true,
        // One stylesheet, linked from the page: the app's code loads after the first paint
        // (src/boot.ts), and a rendered page must not wait for it to be styled.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // Libraries change less often than the app: their own chunks stay cached across releases.
            // The Radix primitives are left to follow the pages that use them, so Home loads only its own.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                { name: 'state', test: /node_modules[\\/](jotai|@tanstack[\\/](query-core|react-query))[\\/]/ },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                // The tide card's terms, which the schemas also use, kept out of their chunk: an island
                // page would otherwise evaluate zod (~300 ms on a throttled phone) for one sentence.
                { name: 'tide-terms', test: /core[\\/]place-facts[\\/]tide-terms\.ts$/ },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
}));
