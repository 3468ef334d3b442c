import type { DerivedProduct } from '../derived-product';
import { catalogueFingerprint } from '../provenance/fingerprints';
import { MAGNETIC_MODEL, TIDE_STATIONS, TIME_ZONES } from '../sources/open-data-sources';
import { buildPlaceFacts } from './build-place-facts';
import { PLACE_FACTS_CATALOGUE_FIELDS, placeFactsIslands } from './place-facts-inputs';

/** place-facts.json: each island's time zone, compass declination and nearest tide station. */
export const PLACE_FACTS_PRODUCT: DerivedProduct = {
  name: 'place-facts',
  file: 'place-facts.json',
  version: 1,
  catalogueFields: PLACE_FACTS_CATALOGUE_FIELDS,
  inputFiles: [],
  derivedFrom: ['outlines'],
  sources: [TIME_ZONES, MAGNETIC_MODEL, TIDE_STATIONS],
  command: 'npm run data:build',
  async build(context) {
    // The packages are read through their own code; asking for each checks the installed tarball.
    for (const source of PLACE_FACTS_PRODUCT.sources) await context.source(source);
    const started = performance.now();
    const { text, file } = buildPlaceFacts({
      islands: placeFactsIslands(context.catalogue),
      outlinesText: await context.readInput('outlines.topo.json'),
      catalogueVersion: catalogueFingerprint(context.catalogue, PLACE_FACTS_CATALOGUE_FIELDS).slice(0, 16),
    });
    context.log(
      `place facts: ${Object.keys(file.islands).length} islands, ${Object.keys(file.stations).length} tide stations ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return text;
  },
};
