import { AIR_WAY_LABELS } from '@core/contract/enums';
import type { Island } from '@core/contract/schemas';

type AccessFacts = Pick<Island, 'hasAirport' | 'hasAbandonedAirstrip' | 'airAccess'>;

/** The ways in by air of an island with no airport or strip, which its access line names instead. */
function airWaysWithoutAirport(island: AccessFacts) {
  return island.hasAirport || island.hasAbandonedAirstrip ? [] : (island.airAccess ?? []);
}

/**
 * Card badge text: a short line a card has room for. The spec's three words, except that an
 * island aircraft reach without an airport is not called "Boat Only": it names the way ("Helicopter").
 */
export function cardAccessLabel(island: AccessFacts): string {
  if (island.hasAirport) return 'Active Airport';
  if (island.hasAbandonedAirstrip) return 'Abandoned Strip';
  const [way] = airWaysWithoutAirport(island);
  return way ? AIR_WAY_LABELS[way.by] : 'Boat Only';
}

/**
 * Island page access line: the way in, in a sentence. "Boat Access Only" only where nothing
 * flies in; otherwise the ways by air and that there is no airport ("Helicopter, No Airport").
 */
export function detailAccessLabel(island: AccessFacts): string {
  if (island.hasAirport) return 'Active Airport';
  if (island.hasAbandonedAirstrip) return 'Abandoned Airstrip';
  const ways = airWaysWithoutAirport(island).map((way) => AIR_WAY_LABELS[way.by]);
  if (ways.length === 0) return 'Boat Access Only';
  const named = ways.length > 1 ? `${ways.slice(0, -1).join(', ')} and ${ways.at(-1)}` : ways[0];
  return `${named}, No Airport`;
}
