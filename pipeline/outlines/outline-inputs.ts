import { z } from 'zod';
import type { OutlineIsland, OutlineOverride } from './outline-selection';

/** data/outline-overrides.json: the islands the automatic match gets wrong, each with its reason. */
export const outlineOverridesSchema = z.record(
  z.string(),
  z.strictObject({
    mode: z.enum(['island', 'group']).optional(),
    radiusKm: z.number().positive().optional(),
    reason: z.string().min(10),
  }),
);

/** The catalogue fields the outlines are made from: a change to any other field leaves them as they are. */
export const OUTLINE_CATALOGUE_FIELDS = ['id', 'latitude', 'longitude', 'area'] as const;

const catalogueSchema = z.looseObject({
  islands: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      area: z.number().optional(),
    }),
  ),
});

export function outlineIslands(catalogue: unknown): OutlineIsland[] {
  return catalogueSchema
    .parse(catalogue)
    .islands.map(({ id, name, latitude, longitude, area }) => ({ id, name, latitude, longitude, area }));
}

export function outlineOverrides(input: unknown): Record<string, OutlineOverride> {
  return outlineOverridesSchema.parse(input) as Record<string, OutlineOverride>;
}
