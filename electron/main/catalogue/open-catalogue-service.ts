import path from 'node:path';
import { createCatalogueService } from '@core/catalogue/catalogue-service';
import { createOutlineService } from '@core/outlines/outline-service';
import { gibsOrigin } from '@core/satellite/gibs';
import { satellitePictures } from '@core/satellite/satellite-pictures';
import type { Logger } from '../../../node/logger';
import { loadCoverage } from '../../../node/stores/coverage-file';
import { loadOutlines } from '../../../node/stores/outline-file';
import { loadPlaceFacts } from '../../../node/stores/place-facts-file';
import { loadRemoteness } from '../../../node/stores/remoteness-file';
import { loadReleases } from '../../../node/stores/releases-file';
import { openDesktopCatalogue } from './desktop-catalogue';
import { coastlineAreas } from '@core/outlines/coastline-area';

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
  const outlines = createOutlineService(await loadOutlines(beside('outlines.topo.json'), logger));
  const placeFacts = await loadPlaceFacts(beside('place-facts.json'), logger);
  const catalogueService = createCatalogueService({
    store: catalogue,
    hasOutline: (id) => !!outlines.geometryOf(id),
    outlineGap: outlines.gapOf,
    coastlineArea: coastlineAreas(outlines),
    satellite: satellitePictures(outlines, gibsOrigin(env.GIBS_URL)),
    remoteness: await loadRemoteness(beside('remoteness.json'), logger),
    coverage: await loadCoverage(beside('coverage.json'), logger),
    ...(placeFacts ? { placeFacts } : {}),
    releases: await loadReleases(beside('releases.json'), logger),
  });
  return { catalogue, outlines, catalogueService };
}
