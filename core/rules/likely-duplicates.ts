import { z } from 'zod';
import { distanceKm } from '../place/geo';
import { diceSimilarity, editDistance, normaliseIslandName } from '../search/name-similarity';
import type { Island } from '../contract/schemas';

/** A catalogue island this close (km) to a submission is reported as a likely duplicate. */
export const DUPLICATE_DISTANCE_KM = 5;
/** Dice similarity of two normalised names at or above which they count as very similar. */
export const SIMILAR_NAME_THRESHOLD = 0.8;

export const DUPLICATE_REASONS = ['same name', 'similar name', 'within 5 km'] as const;
export const likelyDuplicateSchema = z.object({
  id: z.string(),
  name: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)).min(1),
  distanceKm: z.number(),
  nameSimilarity: z.number(),
});
export type LikelyDuplicate = z.infer<typeof likelyDuplicateSchema>;

/** Likely duplicates of a submission: the same or a very similar name, or a point within 5 km. */
export function findLikelyDuplicates(
  candidate: { name: string; latitude: number; longitude: number },
  islands: readonly Island[],
): LikelyDuplicate[] {
  const name = normaliseIslandName(candidate.name);
  const located = Number.isFinite(candidate.latitude) && Number.isFinite(candidate.longitude);
  const found: LikelyDuplicate[] = [];
  for (const island of islands) {
    const other = normaliseIslandName(island.name);
    const similarity = diceSimilarity(name, other);
    const distance = located ? distanceKm(candidate, island) : Number.POSITIVE_INFINITY;
    const reasons: LikelyDuplicate['reasons'] = [];
    if (name === other) reasons.push('same name');
    else if (
      similarity >= SIMILAR_NAME_THRESHOLD ||
      (Math.min(name.length, other.length) >= 4 && editDistance(name, other) <= 1)
    )
      reasons.push('similar name');
    if (distance <= DUPLICATE_DISTANCE_KM) reasons.push('within 5 km');
    if (reasons.length > 0)
      found.push({
        id: island.id,
        name: island.name,
        reasons,
        distanceKm: Math.round(distance * 10) / 10,
        nameSimilarity: Math.round(similarity * 100) / 100,
      });
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm);
}
