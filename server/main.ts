import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { composeServices } from './compose';
import { answerClientErrors } from './http/client-error';
import { keepAliveDrain } from './http/drain';
import { contentSecurityPolicy, securityHeaderValues } from './http/security';
import { loadConfig } from './config';
import { createLogger, type Logger } from '../node/logger';
import type { RenderPage } from '@core/page-render';
import { loadPageRenderer } from './http/page-renderer-file';
import { newsletterOptIn } from '../node/mail/newsletter-opt-in';

/** Opens the stores, starts listening, and shuts down cleanly on SIGTERM / SIGINT. */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  options: { logger?: Logger; renderPage?: RenderPage } = {},
) {
  const config = loadConfig(env);
  const logger = options.logger ?? createLogger(config.logLevel);
  const composed = await composeServices(config, logger);
  const { services, catalogueStore, inbox } = composed;
  // Derive the sorted list and search index before listening, not on the first request.
  services.catalogue.version();
  // Tests may pass the renderer's source entry; a real start loads the built one.
  const renderPage = options.renderPage ?? (await loadPageRenderer(config.staticDir, logger));
  const { app, listener, caches } = createApp({
    ...services,
    ...(config.mail && config.publicOrigin
      ? { newsletterOptIn: newsletterOptIn(config.mail, config.publicOrigin, logger) }
      : {}),
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
    islands: catalogueStore.snapshot().catalog.islands.length,
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
      await composed.close();
      logger.info('stopped cleanly');
    })();
    return closing;
  }

  return { server, app, caches, port, config, logger, catalogueStore, inbox, shutdown };
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
