import { z } from 'zod';

/** An island's satellite picture as the API answers it; made by core/satellite/satellite.ts. */
export const satelliteSchema = z
  .object({
    url: z
      .string()
      .describe(
        'A WMS 1.1.1 GetMap request to NASA GIBS for the framed picture (JPEG); scale WIDTH and HEIGHT together for another size',
      ),
    width: z.number().int().positive().describe("The url's width in pixels"),
    height: z.number().int().positive().describe("The url's height in pixels; width/height is the frame's true shape"),
    crs: z.enum(['EPSG:3857', 'EPSG:3413', 'EPSG:3031']).describe('The projection of bbox and of the picture'),
    bbox: z.array(z.number()).length(4).describe('The frame in the projection: minX, minY, maxX, maxY in metres'),
    layers: z
      .array(
        z.object({
          id: z.string().describe('GIBS layer identifier'),
          title: z.string(),
          short: z.string().describe('The name a caption gives it'),
          period: z.string().describe('The date or period the layer shows'),
          cloudFree: z.boolean(),
        }),
      )
      .min(1)
      .describe('The layers drawn, bottom first: a finer one over a coarser one that shows through its gaps'),
    credit: z.string().describe('The acknowledgement NASA GIBS asks for'),
  })
  .describe('A satellite picture of the island from NASA GIBS, computed from its outline (or point and area)');
export type Satellite = z.infer<typeof satelliteSchema>;
