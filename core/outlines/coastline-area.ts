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
  // The outlines are fixed while the process runs: each area is measured once, not again for
  // every catalogue version (an approval derives every island anew).
  const measured = new Map<string, number | undefined>();
  return (islandId: string): number | undefined => {
    if (measured.has(islandId)) return measured.get(islandId);
    const geometry = outlines.geometryOf(islandId);
    const km2 = geometry ? outlineAreaKm2(geometry) : 0;
    const area = km2 > 0 ? Number(km2.toPrecision(SIGNIFICANT)) : undefined;
    measured.set(islandId, area);
    return area;
  };
}
