import { createCatalogueService } from '@core/catalogue/catalogue-service';
import { coastlineAreas } from '@core/outlines/coastline-area';
import { createOutlineService } from '@core/outlines/outline-service';
import { outlineSketches } from '@core/outlines/outline-sketch';
import { satellitePictures } from '@core/satellite/satellite-pictures';
import type { CatalogueStore } from '@core/store';
import type { Logger } from '../logger';
import type { DataSettings } from '../data-settings';
import { loadCoverage } from './coverage-file';
import { loadOutlines } from './outline-file';
import { loadPlaceFacts } from './place-facts-file';
import { loadReleases } from './releases-file';
import { loadRemoteness } from './remoteness-file';

/** The derived files a catalogue's reads join, by where they are. */
export type DerivedFiles = Pick<
  DataSettings,
  'outlinesFile' | 'remotenessFile' | 'coverageFile' | 'placeFactsFile' | 'releasesFile'
>;

/**
 * The catalogue service over a store and the derived files beside it (coastlines, remoteness,
 * coverage, place facts, releases), with the satellite pictures asked of `gibsOrigin`: the one
 * wiring the server and the desktop share, so an island reads alike in both.
 */
export async function openCatalogueReads(
  store: CatalogueStore,
  files: DerivedFiles,
  gibsOrigin: string,
  logger: Logger,
) {
  const outlines = createOutlineService(await loadOutlines(files.outlinesFile, logger));
  const placeFacts = await loadPlaceFacts(files.placeFactsFile, logger);
  const catalogue = createCatalogueService({
    store,
    hasOutline: (id) => !!outlines.geometryOf(id),
    outlineGap: outlines.gapOf,
    coastlineArea: coastlineAreas(outlines),
    sketch: outlineSketches(outlines.geometryOf),
    satellite: satellitePictures(outlines, gibsOrigin),
    remoteness: await loadRemoteness(files.remotenessFile, logger),
    coverage: await loadCoverage(files.coverageFile, logger),
    ...(placeFacts ? { placeFacts } : {}),
    releases: await loadReleases(files.releasesFile, logger),
  });
  return { catalogue, outlines };
}
