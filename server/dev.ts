import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { composeServices } from './compose';
import { loadConfig } from './config';
import { createLogger } from '../node/logger';

/** npm run dev: the same API, with the renderer served by Vite's middleware and hot reload. */
const config = loadConfig();
const logger = createLogger(config.logLevel);
const { services } = await composeServices(config, logger);
const vite = await createViteServer({
  configFile: path.resolve('renderer/vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'spa',
});
const { app } = createApp({ ...services, config, logger, web: vite.middlewares, devScripts: true });
app.listen(config.port, config.host ?? '::', () =>
  logger.info('dev server', { url: `http://localhost:${config.port}` }),
);
