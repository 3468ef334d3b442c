import path from 'node:path';
import { gibsOrigin } from '@core/satellite/gibs';
import type { Logger } from '../../../node/logger';
import { openCatalogueReads } from '../../../node/stores/catalogue-reads';
import { openDesktopCatalogue } from './desktop-catalogue';

/**
 * The desktop's catalogue service over the files it carries: the bundled (or refreshed) catalogue
 * and, beside the bundled one, its coastlines, remoteness, coverage, place facts and releases, so every read works
 * offline. The window and the MCP server over stdio both open it.
 */
export async function openCatalogueService(options: {
  bundledCatalogFile: string;
  userDataDir: string;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
}) {
  const { bundledCatalogFile, userDataDir, logger, env = process.env } = options;
  const beside = (name: string) => path.join(path.dirname(bundledCatalogFile), name);
  const catalogue = await openDesktopCatalogue({ bundledFile: bundledCatalogFile, userDataDir, logger });
  const { catalogue: catalogueService, outlines } = await openCatalogueReads(
    catalogue,
    {
      outlinesFile: beside('outlines.topo.json'),
      remotenessFile: beside('remoteness.json'),
      coverageFile: beside('coverage.json'),
      placeFactsFile: beside('place-facts.json'),
      releasesFile: beside('releases.json'),
    },
    gibsOrigin(env.GIBS_URL),
    logger,
  );
  return { catalogue, outlines, catalogueService };
}
