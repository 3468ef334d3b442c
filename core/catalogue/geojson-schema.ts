import { z } from 'zod';
import { islandOutlineSchema } from '../outlines/outline-schema';
import { islandSchema } from '../contract/schemas';

/** The GeoJSON export: each island a Feature, at its point or (geometry=outline) on its coastline. */
export const islandFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string(),
      geometry: z.union([
        z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
        islandOutlineSchema.shape.geometry,
      ]),
      properties: islandSchema,
    }),
  ),
});
