import type { ProductContext } from './derived-product';
import { outlineOverrides } from './outlines/outline-inputs';
import { countedPlaces, parseGazetteerAdditions } from './sources/gazetteer-additions';
import { GAZETTEER, LAND_POLYGONS } from './sources/open-data-sources';
import { parsePlaceNames, renamePlaces } from './sources/place-names';

/**
 * What remoteness and coverage both measure the catalogue against, read the same way for each:
 * the outline overrides and outlines beside the catalogue, the land polygons, and the places of
 * the gazetteer with the reviewed additions, each by the name a reader knows.
 */
export async function measuredWorld(context: ProductContext) {
  return {
    overrides: outlineOverrides(JSON.parse((await context.readInput('outline-overrides.json')) || '{}')),
    outlinesText: await context.readInput('outlines.topo.json'),
    landFile: await context.source(LAND_POLYGONS),
    places: renamePlaces(
      await countedPlaces(
        await context.source(GAZETTEER),
        parseGazetteerAdditions(await context.readInput('gazetteer-additions.json')),
      ),
      parsePlaceNames(await context.readInput('place-names.json')),
    ),
  };
}
