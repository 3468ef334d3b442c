import type { IslandRemoteness, Remoteness } from './remoteness';
import type { CatalogueIsland, Island } from '../contract/schemas';

type Place = { position: number; of: number };

/** Ids ordered by a measure, largest first; ties by id so the order is the same everywhere. */
function ranking(entries: readonly (readonly [string, number])[]): Map<string, Place> {
  const sorted = [...entries].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return new Map(sorted.map(([id], i) => [id, { position: i + 1, of: sorted.length }]));
}

/**
 * The catalogue's islands with their remoteness figures joined, each ranked: inhabited islands by
 * the distance to the nearest inhabited land, every island by the distance to a continent, and
 * by isolation index. An island the figures do not cover (added since the last data:build) has none.
 */
export function withRemoteness(
  islands: readonly CatalogueIsland[],
  figures: Readonly<Record<string, Remoteness>>,
): Island[] {
  const measured = islands.filter((island) => figures[island.id] !== undefined);
  const inhabited = ranking(
    measured
      .filter((island) => island.isInhabited)
      .map((island) => [island.id, figures[island.id]!.nearestInhabited.km]),
  );
  const continent = ranking(measured.map((island) => [island.id, figures[island.id]!.nearestContinent.km]));
  const isolation = ranking(
    measured.flatMap((island) => {
      const index = figures[island.id]!.isolationIndex;
      return index === null ? [] : [[island.id, index] as const];
    }),
  );
  return islands.map((island) => {
    const figure = figures[island.id];
    if (!figure) return island;
    const rank: IslandRemoteness['rank'] = { continent: continent.get(island.id)! };
    if (inhabited.has(island.id)) rank.inhabited = inhabited.get(island.id)!;
    if (isolation.has(island.id)) rank.isolation = isolation.get(island.id)!;
    // The rank goes onto the loaded figures themselves: a copy of each would double what a
    // large catalogue holds. A new catalogue version ranks them again, and only then.
    const remoteness = figure as IslandRemoteness;
    remoteness.rank = rank;
    return { ...island, remoteness };
  });
}

export type RemotestMeasure = 'inhabited' | 'continent' | 'isolation';

/** The islands ranked on one measure, remotest first: the tables of the /remotest page and API. */
export function remotest(islands: readonly Island[], measure: RemotestMeasure, limit: number): Island[] {
  return islands
    .filter((island) => island.remoteness?.rank[measure] !== undefined)
    .sort((a, b) => a.remoteness!.rank[measure]!.position - b.remoteness!.rank[measure]!.position)
    .slice(0, limit);
}
