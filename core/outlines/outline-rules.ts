import { z } from 'zod';
import { outlineGapOf } from './outline-gap';
import type { RuleProblem } from '../rules/rule-problem';
import type { OutlineTopology } from './outline';
import {
  OUTLINE_MAX_AREA_RATIO,
  OUTLINE_MAX_DISTANCE_KM,
  areaRatioOutOfRange,
  islandOutline,
  measureOutline,
} from './outline';
import type { Island } from '../contract/schemas';

/** data/outline-exceptions.json: island id → the honest reason a measure is allowed to be off. */
export const outlineExceptionsSchema = z.record(
  z.string(),
  z.object({
    distance: z.string().min(10).optional(),
    area: z.string().min(10).optional(),
    /** Why the land source has nothing at its point: an islet or reef smaller than it resolves. */
    noLand: z.string().min(10).optional(),
  }),
);
export type OutlineExceptions = z.infer<typeof outlineExceptionsSchema>;

export interface OutlineReport {
  problems: RuleProblem[];
  outlined: number;
  total: number;
}

/**
 * The coastlines check the catalogue: each island's point lies within 15 km of its outline and
 * the outline's area is within a factor of 3 of the recorded one, unless an exception says why;
 * every island is either outlined or named in the file with the reason it is not (otherwise the
 * outlines are older than the catalogue: npm run data:outlines); a point with no land near it at
 * all is a misplaced point (Vilkitsky Island's was 84 km off) unless an exception says why.
 */
export function checkOutlines(
  islands: readonly Island[],
  topology: OutlineTopology,
  exceptions: OutlineExceptions = {},
): OutlineReport {
  const problems: RuleProblem[] = [];
  let outlined = 0;
  for (const island of islands) {
    const outline = islandOutline(topology, island.id);
    const excepted = exceptions[island.id];
    if (!outline) {
      const why = topology.metadata.notOutlined[island.id];
      if (outlineGapOf(why) === 'not-in-source' && !excepted?.noLand)
        problems.push({
          id: island.id,
          rule: 'outline-no-land',
          message: `${why}: its point may be misplaced`,
          fix: 'check the coordinates against a published position, or explain in data/outline-exceptions.json (noLand: an islet the source does not resolve)',
        });
      if (!Object.hasOwn(topology.metadata.notOutlined, island.id))
        problems.push({
          id: island.id,
          rule: 'outline-missing',
          message: 'the outlines file neither outlines this island nor says why not',
          fix: 'run npm run data:outlines (the outlines are older than the catalogue)',
        });
      continue;
    }
    outlined += 1;
    const measures = measureOutline(island, outline.geometry);
    if (measures.distanceKm > OUTLINE_MAX_DISTANCE_KM && !excepted?.distance)
      problems.push({
        id: island.id,
        rule: 'outline-distance',
        message: `its point lies ${measures.distanceKm.toFixed(1)} km from its outline (more than ${OUTLINE_MAX_DISTANCE_KM})`,
        fix: 'check the coordinates, or explain in data/outline-exceptions.json',
      });
    if (measures.areaRatio !== undefined && areaRatioOutOfRange(measures.areaRatio) && !excepted?.area)
      problems.push({
        id: island.id,
        rule: 'outline-area',
        message: `its outline covers ${measures.areaKm2.toFixed(1)} km² against ${island.area} km² recorded (more than a factor of ${OUTLINE_MAX_AREA_RATIO})`,
        fix: 'check the area, or explain in data/outline-exceptions.json (reefs, ice shelves)',
      });
  }
  for (const id of Object.keys(exceptions))
    if (!islands.some((island) => island.id === id))
      problems.push({
        id,
        rule: 'outline-exception',
        message: 'an exception for an island the catalogue does not have',
        fix: 'remove it',
      });
  return { problems, outlined, total: islands.length };
}
