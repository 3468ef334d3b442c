import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@core/page-render';
import type { Logger } from '../../node/logger';

/** Where `npm run build` leaves the server entry: a dot folder the static middleware never serves. */
export const pageRendererFile = (staticDir: string) => path.join(staticDir, '.ssr', 'entry-server.js');

/**
 * The built server entry's renderPage, or undefined when the site was built without it (pages
 * are then the empty shell the browser fills in, as before server rendering, and a warning says so).
 */
export async function loadPageRenderer(staticDir: string, logger: Logger): Promise<RenderPage | undefined> {
  const file = pageRendererFile(staticDir);
  try {
    await access(file);
  } catch {
    logger.warn('pages are not rendered on the server: the build has no server entry', { file });
    return undefined;
  }
  const loaded = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  if (typeof loaded.renderPage !== 'function') throw new Error(`${file} exports no renderPage function`);
  return loaded.renderPage as RenderPage;
}
