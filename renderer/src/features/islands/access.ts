import type { Island } from '@core/contract/schemas';

/** Card badge text: a short line a card has room for. */
export function cardAccessLabel(island: Pick<Island, 'hasAirport' | 'hasAbandonedAirstrip'>): string {
  if (island.hasAirport) return 'Active Airport';
  if (island.hasAbandonedAirstrip) return 'Abandoned Strip';
  return 'Boat Only';
}

/** Island page access line: the way in, in a sentence. */
export function detailAccessLabel(island: Pick<Island, 'hasAirport' | 'hasAbandonedAirstrip'>): string {
  if (island.hasAirport) return 'Active Airport';
  if (island.hasAbandonedAirstrip) return 'Abandoned Airstrip';
  return 'Boat Access Only';
}
