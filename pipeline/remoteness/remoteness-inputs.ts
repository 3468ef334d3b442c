import { z } from 'zod';

/** The catalogue fields remoteness is computed from: a change to any other field leaves it fresh. */
export const REMOTENESS_CATALOGUE_FIELDS = ['id', 'name', 'latitude', 'longitude', 'area', 'isInhabited'] as const;

export interface RemotenessIsland {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  area?: number;
  isInhabited: boolean;
}

const catalogueSchema = z.looseObject({
  islands: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      area: z.number().optional(),
      isInhabited: z.boolean(),
    }),
  ),
});

export function remotenessIslands(catalogue: unknown): RemotenessIsland[] {
  return catalogueSchema.parse(catalogue).islands.map(({ id, name, latitude, longitude, area, isInhabited }) => ({
    id,
    name,
    latitude,
    longitude,
    ...(area === undefined ? {} : { area }),
    isInhabited,
  }));
}
