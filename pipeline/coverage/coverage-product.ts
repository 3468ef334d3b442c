import { readFile } from 'node:fs/promises';
import type { DerivedProduct } from '../derived-product';
import { outlineOverrides } from '../outlines/outline-inputs';
import { catalogueFingerprint } from '../provenance/fingerprints';
import { countedPlaces, parseGazetteerAdditions } from '../sources/gazetteer-additions';
import { AIRPORTS, GAZETTEER, LAND_POLYGONS } from '../sources/open-data-sources';
import { buildCoverage } from './build-coverage';
import { COVERAGE_CATALOGUE_FIELDS, coverageIslands, readAirports } from './coverage-inputs';

/** coverage.json: the world's remote land, how much of it the catalogue holds, and each island's airports. */
export const COVERAGE: DerivedProduct = {
  name: 'coverage',
  file: 'coverage.json',
  version: 1,
  catalogueFields: COVERAGE_CATALOGUE_FIELDS,
  inputFiles: ['outline-overrides.json', 'gazetteer-additions.json'],
  derivedFrom: ['outlines'],
  sources: [LAND_POLYGONS, GAZETTEER, AIRPORTS],
  command: 'npm run data:build',
  async build(context) {
    return buildCoverage({
      islands: coverageIslands(context.catalogue),
      overrides: outlineOverrides(JSON.parse((await context.readInput('outline-overrides.json')) || '{}')),
      outlinesText: await context.readInput('outlines.topo.json'),
      landFile: await context.source(LAND_POLYGONS),
      places: await countedPlaces(
        await context.source(GAZETTEER),
        parseGazetteerAdditions(await context.readInput('gazetteer-additions.json')),
      ),
      airports: readAirports(JSON.parse(await readFile(await context.source(AIRPORTS), 'utf8'))),
      catalogueVersion: catalogueFingerprint(context.catalogue, COVERAGE_CATALOGUE_FIELDS).slice(0, 16),
    });
  },
};
