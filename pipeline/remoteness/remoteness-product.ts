import type { DerivedProduct } from '../derived-product';
import { measuredWorld } from '../measured-world';
import { catalogueFingerprint } from '../provenance/fingerprints';
import { GAZETTEER, LAND_POLYGONS } from '../sources/open-data-sources';
import { buildRemoteness } from './build-remoteness';
import { parseLandNames } from './land-names';
import { REMOTENESS_CATALOGUE_FIELDS, remotenessIslands } from './remoteness-inputs';

/** remoteness.json: how far every island is from a continent, land, larger land, people and a group. */
export const REMOTENESS_PRODUCT: DerivedProduct = {
  name: 'remoteness',
  file: 'remoteness.json',
  version: 1,
  catalogueFields: REMOTENESS_CATALOGUE_FIELDS,
  inputFiles: ['outline-overrides.json', 'gazetteer-additions.json', 'place-names.json', 'land-names.json'],
  derivedFrom: ['outlines'],
  sources: [LAND_POLYGONS, GAZETTEER],
  command: 'npm run data:build',
  async build(context) {
    const build = await buildRemoteness({
      islands: remotenessIslands(context.catalogue),
      ...(await measuredWorld(context)),
      landNames: parseLandNames(await context.readInput('land-names.json')),
      catalogueVersion: catalogueFingerprint(context.catalogue, REMOTENESS_CATALOGUE_FIELDS).slice(0, 16),
      log: context.log,
    });
    context.log(
      `remoteness: ${Object.entries(build.timings)
        .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')}`,
    );
    return build.text;
  },
};
