import { outlineExceptionsSchema } from '@core/outlines/outline-rules';
import type { DerivedProduct } from '../derived-product';
import { catalogueFingerprint } from '../provenance/fingerprints';
import { LAND_POLYGONS } from '../sources/open-data-sources';
import { buildOutlines } from './build-outlines';
import { OUTLINE_CATALOGUE_FIELDS, outlineIslands, outlineOverrides } from './outline-inputs';
import { reportOutlines } from './outlines-report';
import path from 'node:path';

/** outlines.topo.json: each island's coastline from OpenStreetMap land polygons. */
export const OUTLINES_PRODUCT: DerivedProduct = {
  name: 'outlines',
  file: 'outlines.topo.json',
  version: 1,
  catalogueFields: OUTLINE_CATALOGUE_FIELDS,
  inputFiles: ['outline-overrides.json'],
  derivedFrom: [],
  sources: [LAND_POLYGONS],
  command: 'npm run data:build',
  async build(context) {
    const started = performance.now();
    const islands = outlineIslands(context.catalogue);
    const overrides = outlineOverrides(JSON.parse((await context.readInput('outline-overrides.json')) || '{}'));
    // The exceptions explain outliers in the report; they do not change the file.
    const exceptions = outlineExceptionsSchema.parse(
      JSON.parse((await context.readInput('outline-exceptions.json')) || '{}'),
    );
    const ids = new Set(islands.map((island) => island.id));
    for (const id of [...Object.keys(overrides), ...Object.keys(exceptions)]) {
      if (!ids.has(id)) context.log(`warning: ${id} is in the overrides or exceptions but not in the catalogue`);
    }
    const build = await buildOutlines({
      islands,
      overrides,
      landFile: await context.source(LAND_POLYGONS),
      catalogueVersion: catalogueFingerprint(context.catalogue, OUTLINE_CATALOGUE_FIELDS).slice(0, 16),
    });
    context.log(
      `data:outlines: read ${build.polygonsRead} land polygons in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${build.polygons.length} below continent size kept`,
    );
    reportOutlines(islands, build, {
      exceptions,
      overrides,
      outFile: path.join(context.dataDir, 'outlines.topo.json'),
      verbose: context.verbose,
      log: context.log,
    });
    return build.text;
  },
};
