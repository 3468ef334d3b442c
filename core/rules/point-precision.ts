import type { RuleProblem } from './rule-problem';

/**
 * A coordinate written to fewer than two decimals (78.3, -96) places an island only to about 11 km:
 * not where it is, and for a small island often in the sea. data:check asks for two or more.
 */
export function isCoarseCoordinate(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

export const hasCoarsePoint = (island: { latitude: number; longitude: number }) =>
  isCoarseCoordinate(island.latitude) || isCoarseCoordinate(island.longitude);

/**
 * The shipped catalogue's points to two decimals or more, but for the islands on the coarsePoints
 * worklist (data/rule-exceptions.json), which must leave it once their point is mended. Not a rule
 * of one record: test catalogues and a visitor's draft use round numbers freely.
 */
export function checkPointPrecision(
  islands: readonly { id: string; latitude: number; longitude: number }[],
  worklist: Readonly<Record<string, string>>,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const island of islands) {
    const coarse = hasCoarsePoint(island);
    if (coarse && !worklist[island.id])
      problems.push({
        id: island.id,
        rule: 'point-precision',
        message: `its point ${island.latitude}, ${island.longitude} is given to fewer than two decimals (about 11 km)`,
        fix: 'set latitude and longitude from a published point, or run npm run data:points for an outlined island',
      });
    if (!coarse && worklist[island.id])
      problems.push({
        id: island.id,
        rule: 'point-precision',
        message: 'its point has two or more decimals, but it is still on the coarsePoints worklist',
        fix: 'remove it from coarsePoints in data/rule-exceptions.json',
      });
  }
  return problems;
}
