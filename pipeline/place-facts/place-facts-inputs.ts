import { z } from 'zod';

/** The catalogue fields the place facts are computed from: a change to any other leaves them fresh. */
export const PLACE_FACTS_CATALOGUE_FIELDS = ['id', 'latitude', 'longitude'] as const;

export interface PlaceFactsIsland {
  id: string;
  latitude: number;
  longitude: number;
}

const catalogueSchema = z.looseObject({
  islands: z.array(z.looseObject({ id: z.string(), latitude: z.number(), longitude: z.number() })),
});

export function placeFactsIslands(catalogue: unknown): PlaceFactsIsland[] {
  return catalogueSchema.parse(catalogue).islands.map(({ id, latitude, longitude }) => ({ id, latitude, longitude }));
}
