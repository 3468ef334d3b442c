import { CoastIndex } from '../spatial/coast-index';
import type { LandPolygon } from '../spatial/land-polygons';

/**
 * Island groups, for Dahl's isolation index, defined from the data: land masses of at least
 * GROUP_MIN_KM2 whose coasts come within GROUP_LINK_KM of one another (single linkage: a chain of
 * such gaps joins them) form a cluster, and a cluster of GROUP_MIN_ISLANDS or more is a group.
 * Continents and Greenland-sized land (a million km² or more) take part in no group: a coast is not
 * an archipelago. Coasts are sampled every GROUP_SAMPLE_KM, so gaps are measured to within that.
 */
export const GROUP_MIN_KM2 = 1;
export const GROUP_LINK_KM = 50;
export const GROUP_MIN_ISLANDS = 3;
export const GROUP_SAMPLE_KM = 10;
export const GROUP_MAX_KM2 = 1_000_000;

export interface IslandGroups {
  /** The group of each polygon (by polygon index), or -1 when it is in none. */
  groupOf: Map<number, number>;
  /** Members (polygon indexes) of each group. */
  members: Map<number, number[]>;
  /** The sampled coasts of every polygon that took part (owner: polygon index), to search for groups. */
  samples: CoastIndex;
}

/** One point every `km` along a ring (and its first point), on the sphere. */
export function sampleRing(ring: ArrayLike<ArrayLike<number>>, km: number): number[][] {
  const samples: number[][] = [];
  let since = Infinity;
  let previous: ArrayLike<number> | undefined;
  for (let i = 0; i < ring.length; i++) {
    const point = ring[i]!;
    if (previous) {
      const dLat = (point[1]! - previous[1]!) * 111.2;
      const dLng = (((point[0]! - previous[0]! + 540) % 360) - 180) * 111.2 * Math.cos((point[1]! * Math.PI) / 180);
      since += Math.hypot(dLat, dLng);
    }
    if (since >= km) {
      samples.push([point[0]!, point[1]!]);
      since = 0;
    }
    previous = point;
  }
  return samples;
}

export function islandGroups(
  polygons: readonly LandPolygon[],
  massArea: (polygon: LandPolygon) => number,
): IslandGroups {
  const eligible = polygons.filter((polygon) => polygon.areaKm2 >= GROUP_MIN_KM2 && massArea(polygon) < GROUP_MAX_KM2);
  const samples = new CoastIndex();
  const sampled = new Map<number, number[][]>();
  for (const polygon of eligible) {
    const points = sampleRing(polygon.rings[0]!, GROUP_SAMPLE_KM);
    sampled.set(polygon.index, points);
    for (const [lng, lat] of points) samples.addPoint(lat!, lng!, polygon.index);
  }
  samples.finish();
  const parent = new Map<number, number>(eligible.map((polygon) => [polygon.index, polygon.index]));
  const find = (i: number): number => {
    let root = i;
    while (parent.get(root) !== root) root = parent.get(root)!;
    while (parent.get(i) !== root) {
      const next = parent.get(i)!;
      parent.set(i, root);
      i = next;
    }
    return root;
  };
  // Every polygon with coast within the link of a sample joins the sample's cluster as it is met.
  for (const polygon of eligible) {
    for (const [lng, lat] of sampled.get(polygon.index)!) {
      for (const owner of samples.ownersWithin(lat!, lng!, GROUP_LINK_KM)) {
        const other = find(owner);
        const own = find(polygon.index);
        if (other !== own) parent.set(other, own);
      }
    }
  }
  const clusters = new Map<number, number[]>();
  for (const polygon of eligible) {
    const root = find(polygon.index);
    const list = clusters.get(root);
    if (list) list.push(polygon.index);
    else clusters.set(root, [polygon.index]);
  }
  const groupOf = new Map<number, number>();
  const members = new Map<number, number[]>();
  for (const [root, list] of clusters) {
    if (list.length < GROUP_MIN_ISLANDS) continue;
    members.set(root, list);
    for (const index of list) groupOf.set(index, root);
  }
  return { groupOf, members, samples };
}
