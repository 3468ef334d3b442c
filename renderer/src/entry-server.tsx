import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageRenderRequest, RenderedPage } from '@core/page-render';
import { isAppRoute } from '@core/site/web-routes';
import { loadPageData } from './app/page-data';
import { pageHeadHtml } from './app/page-head';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { createServerDataSource } from './lib/server-data-source';
import { serializeServerState } from './lib/server-state';
import { PageMetaCollector, type PageMeta } from './lib/use-page-meta';

const handler = createStaticHandler(appRoutes);
const MAX_PASSES = 3;

async function prerenderHtml(app: ReactNode, onError: ((error: unknown) => void) | undefined): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, {
    onError: (error) => onError?.(error),
    // Never move a finished part out of place to reveal it later: that takes an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one page on the server with the data it shows first (app/page-data.ts), waiting for
 * every lazy part, so the HTML holds the page's content. The browser hydrates it from `state`.
 */
export async function renderPage({
  url,
  origin,
  reads,
  analyticsUrl,
  onError,
}: PageRenderRequest): Promise<RenderedPage> {
  const location = new URL(url, origin);
  const queryClient = createQueryClient();
  const dataSource = createServerDataSource(reads, onError);
  const found = await loadPageData(queryClient, dataSource, location);

  const context = await handler.query(new Request(location));
  if (context instanceof Response) throw new Error(`Unexpected redirect rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let meta: PageMeta | undefined;
  const app = (
    <StrictMode>
      <PageMetaCollector.Provider value={(collected) => (meta = collected)}>
        <AppProvider
          dataSource={dataSource}
          queryClient={queryClient}
          config={{ origin, ...(analyticsUrl ? { analyticsUrl } : {}) }}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageMetaCollector.Provider>
    </StrictMode>
  );
  // A lazy part not yet loaded in this process suspends, and React then reveals it with an inline
  // script, which the CSP forbids. Lazy components stay loaded once loaded, so another pass
  // renders everything in place (one per level of lazy parts nested in each other).
  let body = await prerenderHtml(app, onError);
  for (let pass = 2; body.includes('<script') && pass <= MAX_PASSES; pass++) body = await prerenderHtml(app, onError);
  if (body.includes('<script')) throw new Error(`Rendering ${url} still suspends after ${MAX_PASSES} passes`);

  const canonical = new URL(location.pathname, origin).href;
  return {
    // A page whose data could not be read is the server's fault: said so, and never kept.
    status: found === 'failed' ? 503 : found && isAppRoute(location.pathname) ? 200 : 404,
    head: pageHeadHtml(meta ?? { title: 'Isolario', description: '' }, canonical),
    body,
    state: serializeServerState(queryClient),
  };
}
