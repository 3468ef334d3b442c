import { z } from 'zod';
import {
  COVERAGE_CLASSES,
  COVERAGE_FLOOR,
  COVERAGE_LISTED_KM2,
  type CoverageClass,
  type CoverageFile,
} from './coverage';
import type { RuleProblem } from '../rules/rule-problem';
import type { Island } from '../contract/schemas';

/**
 * data/coverage-exceptions.json: each remote land mass of the floor's size that the catalogue does
 * not hold, by its polygon number in the pinned land source, with where it is and why. Land that
 * is not an island of the sea (a river delta's marsh, an ice rise) leaves the floor's measure; an
 * island still to be sourced, or one judged not remote though the measure says it is, stays in
 * it, counted as missing. Reviewed like the catalogue.
 */
export const coverageExceptionsSchema = z.record(
  z.string().regex(/^\d+$/),
  z.strictObject({
    kind: z.enum(['not-an-island', 'not-remote', 'pending']),
    near: z.string(),
    areaKm2: z.number(),
    reason: z.string().min(20),
  }),
);
export type CoverageExceptions = z.infer<typeof coverageExceptionsSchema>;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * The remote land a class is measured on (the first, 100 km² or more, unless said): every mass of
 * its size but what is not an island.
 */
export function countedRemoteLand(
  coverage: CoverageFile,
  exceptions: CoverageExceptions,
  minKm2: number = COVERAGE_FLOOR.minKm2,
): CoverageFile['remoteLand'] {
  return coverage.remoteLand.filter(
    (land) => land.areaKm2 >= minKm2 && exceptions[String(land.polygon)]?.kind !== 'not-an-island',
  );
}

/** A class's floor, where the catalogue falls short of it. */
function floorProblems(coverage: CoverageFile, exceptions: CoverageExceptions, floor: CoverageClass): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (message: string) =>
    problems.push({
      id: 'coverage.json',
      rule: 'coverage-floor',
      message,
      fix: 'add the largest missing islands npm run data:coverage lists',
    });
  const remote = countedRemoteLand(coverage, exceptions, floor.minKm2);
  const held = remote.filter((land) => land.islandId !== undefined);
  const area = (list: typeof remote) => list.reduce((sum, land) => sum + land.areaKm2, 0);
  const countShare = remote.length === 0 ? 1 : held.length / remote.length;
  const areaShare = remote.length === 0 ? 1 : area(held) / area(remote);
  if (countShare < floor.count)
    add(
      `${held.length} of ${remote.length} remote land masses of ${floor.minKm2} km² or more are catalogued (${percent(countShare)}), fewer than ${percent(floor.count)}`,
    );
  if (areaShare < floor.area)
    add(
      `${percent(areaShare)} of the remote land of ${floor.minKm2} km² or more by area is catalogued, less than ${percent(floor.area)}`,
    );
  return problems;
}

/**
 * The coverage floors, the list of exceptions, and the airports: of remote land of 100 km² or more,
 * 90% by count and 98% by area catalogued, and of 10 km² or more no less than today; every such mass not catalogued listed with its reason
 * (and no stale entry); an island whose land holds an airport with scheduled service is never
 * Boat Only and has hasAirport.
 */
export function checkCoverage(
  coverage: CoverageFile,
  islands: readonly Island[],
  exceptions: CoverageExceptions,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (id: string, rule: string, message: string, fix: string) => problems.push({ id, rule, message, fix });
  for (const floor of COVERAGE_CLASSES) problems.push(...floorProblems(coverage, exceptions, floor));
  // Every gap of the first class is explained; the second class's gaps are its worklist (issue 39).
  const uncovered = new Map(
    coverage.remoteLand
      .filter((land) => land.islandId === undefined && land.areaKm2 >= COVERAGE_FLOOR.minKm2)
      .map((land) => [String(land.polygon), land]),
  );
  for (const [polygon, land] of uncovered) {
    if (!exceptions[polygon])
      add(
        `land polygon ${polygon}`,
        'coverage-missing',
        `${land.areaKm2} km² of remote land at ${land.latitude}, ${land.longitude} (${land.nearestPlace.km} km from ${land.nearestPlace.name}) is in no island`,
        'catalogue it (or its group), or explain it in data/coverage-exceptions.json',
      );
  }
  // An exception may explain a gap of any class (delta land of 10 km² leaves that class's measure).
  const explainable = new Set(
    coverage.remoteLand
      .filter((land) => land.islandId === undefined && land.areaKm2 >= COVERAGE_LISTED_KM2)
      .map((land) => String(land.polygon)),
  );
  for (const polygon of Object.keys(exceptions)) {
    if (!explainable.has(polygon))
      add(
        `land polygon ${polygon}`,
        'coverage-exception-stale',
        'is explained in coverage-exceptions.json but is no longer uncovered remote land',
        'remove the entry',
      );
  }
  const byId = new Map(islands.map((island) => [island.id, island]));
  for (const [islandId, airports] of Object.entries(coverage.airports)) {
    const scheduled = airports.filter((airport) => airport.scheduled);
    const island = byId.get(islandId);
    if (!island || scheduled.length === 0) continue;
    const named = scheduled.map((airport) => `${airport.name} (${airport.ident})`).join(', ');
    if (!island.hasAirport)
      add(
        islandId,
        'scheduled-airport',
        `${named} has scheduled service but hasAirport is false`,
        'set hasAirport=true',
      );
    if (island.accessMethod === 'Boat Only')
      add(
        islandId,
        'scheduled-airport',
        `${named} has scheduled service but accessMethod is Boat Only`,
        'set accessMethod=Plane (or Boat)',
      );
  }
  return problems;
}

/** Islands that record an airstrip in use where the airports dataset has none: listed for review, never failed. */
export function airportsToReview(coverage: CoverageFile, islands: readonly Island[]): Island[] {
  return islands.filter((island) => island.hasAirport && !coverage.airports[island.id]?.length);
}
