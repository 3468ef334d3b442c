import type { Island } from '@core/schemas';

/** Card badge text (spec section 2). */
export function cardAccessLabel(island: Pick<Island, 'hasAirport' | 'hasAbandonedAirstrip'>): string {
  if (island.hasAirport) return 'Active Airport';
  if (island.hasAbandonedAirstrip) return 'Abandoned Strip';
  return 'Boat Only';
}

/** Island page access line (spec section 2). */
export function detailAccessLabel(island: Pick<Island, 'hasAirport' | 'hasAbandonedAirstrip'>): string {
  if (island.hasAirport) return 'Active Airport';
  if (island.hasAbandonedAirstrip) return 'Abandoned Airstrip';
  return 'Boat Access Only';
}
