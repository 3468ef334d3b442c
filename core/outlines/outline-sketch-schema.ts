import { z } from 'zod';

/** An island's sketch as the API answers it; drawn by core/outlines/outline-sketch.ts. */
export const outlineSketchSchema = z
  .object({
    path: z
      .string()
      .describe(
        'SVG path data in whole units from the top left (x east, y south), one closed subpath per ring; fill it even-odd',
      ),
    width: z.number().int().positive().describe('The width of the box the path is drawn in, in units'),
    height: z.number().int().positive().describe('Its height; the longer side is 100 units'),
    widthKm: z.number().positive().describe("How many km the box's width spans, three significant figures"),
  })
  .describe(
    'Derived: a drawing of the coastline in at most 48 points, north up, for a card or a list (© OpenStreetMap contributors, ODbL); the full coastline is GET /api/islands/{id}/outline',
  );
