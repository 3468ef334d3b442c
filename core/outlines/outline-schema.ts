import { z } from 'zod';

const position = z.array(z.number()).min(2).max(3);
const ring = z.array(position).min(4);

/** What GET /api/islands/{id}/outline answers: a GeoJSON Feature with its source and licence. */
export const islandOutlineSchema = z.object({
  type: z.literal('Feature'),
  properties: z.object({
    islandId: z.string(),
    source: z.string(),
    licence: z.string(),
    attribution: z.string(),
  }),
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
  ]),
});
