import { readFile } from 'node:fs/promises';
import type { DerivedProduct } from '../derived-product';
import { measuredWorld } from '../measured-world';
import { outlineIslands } from '../outlines/outline-inputs';
import { catalogueFingerprint } from '../provenance/fingerprints';
import { AIRPORTS, GAZETTEER, LAND_POLYGONS } from '../sources/open-data-sources';
import { buildCoverage } from './build-coverage';
import { COVERAGE_CATALOGUE_FIELDS, readAirports } from './coverage-inputs';

/** coverage.json: the world's remote land, how much of it the catalogue holds, and each island's airports. */
export const COVERAGE_PRODUCT: DerivedProduct = {
  name: 'coverage',
  file: 'coverage.json',
  version: 1,
  catalogueFields: COVERAGE_CATALOGUE_FIELDS,
  inputFiles: ['outline-overrides.json', 'gazetteer-additions.json', 'place-names.json'],
  derivedFrom: ['outlines'],
  sources: [LAND_POLYGONS, GAZETTEER, AIRPORTS],
  command: 'npm run data:build',
  async build(context) {
    return buildCoverage({
      islands: outlineIslands(context.catalogue),
      ...(await measuredWorld(context)),
      airports: readAirports(JSON.parse(await readFile(await context.source(AIRPORTS), 'utf8'))),
      catalogueVersion: catalogueFingerprint(context.catalogue, COVERAGE_CATALOGUE_FIELDS).slice(0, 16),
    });
  },
};
