import { createServer, type Server } from 'node:http';
import { satellitePictures } from '@core/satellite/satellite-pictures';
import { createCatalogueService } from '@core/catalogue/catalogue-service';
import { createCurationService } from '@core/curation/curation-service';
import { createInboxService } from '@core/inbox/inbox-service';
import { createApp } from './app';
import { answerClientErrors } from './http/client-error';
import { keepAliveDrain } from './http/drain';
import { contentSecurityPolicy, securityHeaderValues } from './http/security';
import { loadConfig } from './config';
import { createLogger, type Logger } from '../node/logger';
import { openCatalogStore } from '../node/stores/catalog-store';
import { openInbox } from '../node/stores/open-inbox';
import { loadOutlines } from '../node/stores/outline-file';
import { loadRemoteness } from '../node/stores/remoteness-file';
import { loadCoverage } from '../node/stores/coverage-file';
import { createOutlineService } from '@core/outlines/outline-service';
import type { RenderPage } from '@core/page-render';
import { loadPageRenderer } from './http/page-renderer-file';

/** Opens the stores, starts listening, and shuts down cleanly on SIGTERM / SIGINT. */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  options: { logger?: Logger; renderPage?: RenderPage } = {},
) {
  const config = loadConfig(env);
  const logger = options.logger ?? createLogger(config.logLevel);
  const catalogStore = await openCatalogStore(config.catalogFile, logger);
  const inbox = await openInbox(config, logger);
  const outlines = createOutlineService(await loadOutlines(config.outlinesFile, logger));
  const catalogue = createCatalogueService({
    store: catalogStore,
    hasOutline: (id) => !!outlines.geometryOf(id),
    satellite: satellitePictures(outlines, config.gibsOrigin),
    remoteness: await loadRemoteness(config.remotenessFile, logger),
    coverage: await loadCoverage(config.coverageFile, logger),
  });
  // Derive the sorted list and search index before listening, not on the first request.
  catalogue.version();
  // Tests may pass the renderer's source entry; a real start loads the built one.
  const renderPage = options.renderPage ?? (await loadPageRenderer(config.staticDir, logger));
  const { app, listener, caches } = createApp({
    catalogue,
    inbox: createInboxService({ store: inbox.store }),
    curation: createCurationService({
      catalog: catalogStore,
      inbox: inbox.store,
      ...(inbox.queue ? { queue: inbox.queue } : {}),
    }),
    outlines,
    config,
    logger,
    ...(renderPage ? { renderPage } : {}),
  });

  const server: Server = createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      // Node looks for timed-out requests every 30 s by default: far past a short timeout.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    listener,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host ?? '::', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 5_000;
  const drain = keepAliveDrain(server);
  answerClientErrors(
    server,
    securityHeaderValues(
      contentSecurityPolicy({ analyticsUrl: config.analyticsUrl, extraImageOrigins: [config.gibsOrigin] }),
    ),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info('Isolario is listening', {
    url: `http://${config.host ?? 'localhost'}:${port}`,
    catalogue: config.catalogFile,
    islands: catalogStore.snapshot().catalog.islands.length,
    inbox: inbox.where,
    admin: config.adminToken ? 'enabled' : 'disabled',
  });

  let closing: Promise<void> | undefined;
  function shutdown(signal: string): Promise<void> {
    closing ??= (async () => {
      logger.info('shutting down: finishing requests in flight', { signal, graceMs: config.shutdownGraceMs });
      await new Promise<void>((resolve) => {
        drain();
        // server.close() waits for every open connection, and a client that stalls mid-upload
        // (a phone losing signal) would hold it forever: after the grace period, cut them all.
        const deadline = setTimeout(() => {
          logger.warn('shutdown grace period over: closing the connections still open', {
            graceMs: config.shutdownGraceMs,
          });
          server.closeAllConnections();
        }, config.shutdownGraceMs);
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
      await inbox.close();
      catalogStore.close();
      logger.info('stopped cleanly');
    })();
    return closing;
  }

  return { server, app, caches, port, config, logger, catalogStore, inbox, shutdown };
}

const isEntry = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('server/main.ts');
if (isEntry) {
  try {
    const running = await startServer();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        running.shutdown(signal).then(
          () => process.exit(0),
          (error) => {
            running.logger.error('shutdown failed', { error: String(error) });
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    process.stderr.write(`Isolario could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
