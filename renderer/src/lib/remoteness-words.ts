import type { IslandRemoteness } from '../../../core/remoteness/remoteness';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Kilometres as a reader says them: whole km with thousands separated, 0.4 km under 10 km. */
export function kmWords(km: number): string {
  return `${grouped(km < 10 ? Math.round(km * 10) / 10 : Math.round(km))} km`;
}

// Thousands separated without Intl, whose first use loads ICU data on a phone mid-hydration.
const grouped = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** One line of the "How remote" card: the distance, the neighbour (an island id links it), what it is. */
export interface RemotenessLine {
  km: number;
  /** The neighbour's name, or a description of unnamed land ("an islet of 6 km²"). */
  to: string;
  islandId?: string;
  what: string;
}

const otherLand = (land: { name?: string | undefined; areaKm2: number }) =>
  land.name
    ? `${land.name} (${kmAreaWords(land.areaKm2)})`
    : land.areaKm2 < 1
      ? 'a rock under 1 km²'
      : `unnamed land of ${kmAreaWords(land.areaKm2)}`;
const kmAreaWords = (areaKm2: number) => `${grouped(Math.round(areaKm2))} km²`;

/** The card's lines, nearest inhabited land first: what a reader of a remote island asks first. */
export function remotenessLines(remoteness: IslandRemoteness): RemotenessLine[] {
  const { nearestInhabited, nearestContinent, nearestLand, nearestLargerIsland } = remoteness;
  const lines: RemotenessLine[] = [
    {
      km: nearestInhabited.km,
      to: nearestInhabited.country ? `${nearestInhabited.name} (${nearestInhabited.country})` : nearestInhabited.name,
      ...(nearestInhabited.islandId ? { islandId: nearestInhabited.islandId } : {}),
      what: 'the nearest inhabited land',
    },
    {
      km: nearestContinent.km,
      to: nearestContinent.name,
      what: nearestContinent.joined ? 'the continent it is joined to by ice' : 'the nearest continent',
    },
  ];
  lines.push({
    km: nearestLand.km,
    to: nearestLand.name ?? nearestLand.continent ?? (nearestLand.land ? otherLand(nearestLand.land) : 'land'),
    ...(nearestLand.islandId ? { islandId: nearestLand.islandId } : {}),
    what: 'the nearest land',
  });
  if (nearestLargerIsland)
    lines.push({
      km: nearestLargerIsland.km,
      to: nearestLargerIsland.name ?? (nearestLargerIsland.land ? otherLand(nearestLargerIsland.land) : 'land'),
      ...(nearestLargerIsland.islandId ? { islandId: nearestLargerIsland.islandId } : {}),
      what: 'the nearest island at least as large',
    });
  return lines;
}

/** The island's place in the catalogue's ranking, in words; inhabited islands by people, others by continent. */
export function rankWords(remoteness: IslandRemoteness): string {
  const { inhabited, continent } = remoteness.rank;
  if (inhabited)
    return inhabited.position === 1
      ? `The remotest inhabited island in the catalogue (of ${inhabited.of})`
      : `The ${ordinal(inhabited.position)} remotest inhabited island in the catalogue (of ${inhabited.of})`;
  return continent.position === 1
    ? `The island farthest from any continent in the catalogue (of ${continent.of})`
    : `The ${ordinal(continent.position)} farthest from a continent of the ${continent.of} islands in the catalogue`;
}
