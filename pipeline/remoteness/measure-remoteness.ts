import type { Remoteness } from '@core/remoteness/remoteness';
import type { CoastPair } from '../spatial/coast-index';
import { geodesicKm } from '../spatial/geodesic';
import { continentAt } from '../spatial/land-masses';
import { GROUP_SAMPLE_KM, sampleRing } from './island-groups';
import type { RemotenessWorld } from './remoteness-world';

const round1 = (km: number) => Math.round(km * 10) / 10;
const round4 = (degrees: number) => Math.round(degrees * 10_000) / 10_000;
const at = (point: { latitude: number; longitude: number }): [number, number] => [
  round4(point.latitude),
  round4(point.longitude),
];

/** The geodesic length of a pair the index found on the sphere. */
const pairKm = (pair: CoastPair) => geodesicKm(pair.from, pair.hit);

/** The nearer of two candidate pairs (either may be missing). */
function nearer<A extends CoastPair | undefined, B extends CoastPair | undefined>(a: A, b: B): 'a' | 'b' | undefined {
  if (!a && !b) return undefined;
  if (!b) return 'a';
  if (!a) return 'b';
  return a.hit.km <= b.hit.km ? 'a' : 'b';
}

function landOf(world: RemotenessWorld, pair: CoastPair) {
  const mass = world.massOf[pair.hit.owner]!;
  const name = world.massName.get(mass);
  return {
    ...(name ? { name } : {}),
    areaKm2: Math.round(world.massArea[mass]!),
    latitude: round4(pair.hit.latitude),
    longitude: round4(pair.hit.longitude),
  };
}

/** Every figure of one catalogue island (its position in `world.coasts`). */
export function measureIsland(world: RemotenessWorld, i: number): Remoteness {
  const { island, coast, own, areaKm2, joinedContinent } = world.coasts[i]!;
  const notOwn = (polygon: number) => !own.has(polygon);
  const otherIsland = (j: number) => j !== i;

  // The nearest continent: its coast, or the island itself when the source joins them.
  const continentPair = joinedContinent ? undefined : world.continents.nearestFrom(coast, () => true);
  let nearestContinent: Remoteness['nearestContinent'];
  if (joinedContinent) {
    const where = at(joinedContinent);
    nearestContinent = {
      name: continentAt(joinedContinent.name, joinedContinent.latitude, joinedContinent.longitude),
      km: 0,
      joined: true,
      from: where,
      to: where,
    };
  } else {
    const pair = continentPair!;
    const name = world.continentName.get(pair.hit.owner)!;
    nearestContinent = {
      name: continentAt(name, pair.hit.latitude, pair.hit.longitude),
      km: round1(pairKm(pair)),
      from: at(pair.from),
      to: at(pair.hit),
    };
  }

  // The nearest land of any size: a continent, land no island owns, or another island.
  const unowned = world.land.nearestFrom(coast, notOwn, continentPair?.hit.km);
  const bareLand = unowned ?? continentPair;
  const catalogued = world.islandIndex.nearestFrom(coast, otherIsland, bareLand?.hit.km);
  let nearestLand: Remoteness['nearestLand'];
  if (joinedContinent)
    nearestLand = {
      km: 0,
      continent: continentAt(joinedContinent.name, joinedContinent.latitude, joinedContinent.longitude),
    };
  else if (nearer(bareLand, catalogued) === 'b') {
    const other = world.coasts[catalogued!.hit.owner]!.island;
    nearestLand = { km: round1(pairKm(catalogued!)), islandId: other.id, name: other.name };
  } else if (bareLand) {
    const continent = bareLand === continentPair ? world.continentName.get(bareLand.hit.owner) : undefined;
    nearestLand = continent
      ? {
          km: round1(pairKm(bareLand)),
          continent: continentAt(continent, bareLand.hit.latitude, bareLand.hit.longitude),
        }
      : { km: round1(pairKm(bareLand)), land: landOf(world, bareLand) };
  } else throw new Error(`${island.id}: no land anywhere`);

  // The nearest land at least as large: the smallest band that holds all such land, then islands.
  // An island whose area is unknown (no figure, no outline) has no answer.
  const band = [...world.bands].reverse().find((candidate) => candidate.minKm2 <= areaKm2)!;
  const larger = band.index.nearestFrom(
    coast,
    (polygon) => notOwn(polygon) && world.massArea[world.massOf[polygon]!]! >= areaKm2,
  );
  const largerIsland = world.islandIndex.nearestFrom(coast, (j) => j !== i && world.coasts[j]!.areaKm2 >= areaKm2);
  let nearestLargerIsland: Remoteness['nearestLargerIsland'] = null;
  const which = areaKm2 > 0 ? nearer(larger, largerIsland) : undefined;
  if (which === 'b') {
    const other = world.coasts[largerIsland!.hit.owner]!.island;
    nearestLargerIsland = { km: round1(pairKm(largerIsland!)), islandId: other.id, name: other.name };
  } else if (which === 'a') nearestLargerIsland = { km: round1(pairKm(larger!)), land: landOf(world, larger!) };

  // The nearest inhabited place: an inhabited catalogue island, or a gazetteer place on no catalogue island.
  const inhabitedIsland = world.islandIndex.nearestFrom(coast, (j) => j !== i && world.coasts[j]!.island.isInhabited);
  const place = world.placeIndex.nearestFrom(coast, (p) => !world.placeIsland.has(p));
  let nearestInhabited: Remoteness['nearestInhabited'];
  if (nearer(inhabitedIsland, place) === 'a') {
    const other = world.coasts[inhabitedIsland!.hit.owner]!.island;
    nearestInhabited = {
      km: round1(pairKm(inhabitedIsland!)),
      islandId: other.id,
      name: other.name,
      from: at(inhabitedIsland!.from),
      to: at(inhabitedIsland!.hit),
    };
  } else {
    const found = world.places[place!.hit.owner]!;
    nearestInhabited = {
      km: round1(pairKm(place!)),
      name: found.name,
      country: found.country,
      population: found.population,
      from: at(place!.from),
      to: at(place!.hit),
    };
  }

  // The nearest island group the island is not part of.
  const ownGroups = new Set(
    [...own].map((polygon) => world.groups.groupOf.get(polygon)).filter((g) => g !== undefined),
  );
  // Searched on the groups' coasts sampled every few km, from the island's coast sampled alike.
  const sampled = sampleRing(
    coast.map(({ latitude, longitude }) => [longitude, latitude]),
    GROUP_SAMPLE_KM,
  ).map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! }));
  const groupPair = world.groups.samples.nearestFrom(sampled, (polygon) => {
    const group = world.groups.groupOf.get(polygon);
    return group !== undefined && !ownGroups.has(group);
  });
  let nearestGroup: Remoteness['nearestGroup'] = null;
  if (groupPair) {
    const group = world.groups.groupOf.get(groupPair.hit.owner)!;
    const members = world.groups.members.get(group)!;
    const owners = new Map<number, number>();
    for (const polygon of members) {
      const owner = world.ownerIsland.get(polygon);
      if (owner !== undefined)
        owners.set(owner, (owners.get(owner) ?? 0) + world.polygonsByIndex.get(polygon)!.areaKm2);
    }
    // Named after the catalogue island that holds most of its land, when one does.
    const named = [...owners].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    const total = members.reduce((sum, polygon) => sum + world.polygonsByIndex.get(polygon)!.areaKm2, 0);
    nearestGroup = {
      km: round1(pairKm(groupPair)),
      ...(named ? { islandId: world.coasts[named[0]]!.island.id, name: world.coasts[named[0]]!.island.name } : {}),
      islands: members.length,
      areaKm2: Math.round(total),
      latitude: round4(groupPair.hit.latitude),
      longitude: round4(groupPair.hit.longitude),
    };
  }

  const isolationIndex =
    nearestLargerIsland && nearestGroup
      ? round1(Math.sqrt(nearestLargerIsland.km) + Math.sqrt(nearestGroup.km) + Math.sqrt(nearestContinent.km))
      : null;
  return { nearestContinent, nearestLand, nearestLargerIsland, nearestInhabited, nearestGroup, isolationIndex };
}
