import { outlineAreaKm2 } from './outline';
import type { createOutlineService } from './outline-service';

/** Three significant figures: the shipped coastlines are simplified, so the area is approximate. */
const SIGNIFICANT = 3;

/**
 * An island's land area measured on its shipped coastline, for the records that give none: a
 * derived figure (OpenStreetMap, ODbL), rounded to what a simplified outline can claim. None
 * without an outline.
 */
export function coastlineAreas(outlines: Pick<ReturnType<typeof createOutlineService>, 'geometryOf'>) {
  return (islandId: string): number | undefined => {
    const geometry = outlines.geometryOf(islandId);
    if (!geometry) return undefined;
    const km2 = outlineAreaKm2(geometry);
    return km2 > 0 ? Number(km2.toPrecision(SIGNIFICANT)) : undefined;
  };
}
