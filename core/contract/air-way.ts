import { z } from 'zod';
import { LIMITS, optionalText } from './text-fields';
import { islandSourceSchema } from './island-source';
import { AIR_WAYS } from './enums';

/** One way in by air: how, from where, how often, and the page that says so. */
export const islandAirWaySchema = z
  .strictObject({
    by: z.enum(AIR_WAYS, { error: `airAccess.by must be one of ${AIR_WAYS.join(', ')}` }),
    from: optionalText('Air access from', LIMITS.note).describe(
      'Where it comes from: a town, an airport or a ship, e.g. "Nome" or "the relief ship"',
    ),
    frequency: optionalText('Air access frequency', LIMITS.note).describe('How often, as its source says'),
    sources: z
      .array(islandSourceSchema)
      .min(1, 'each way in by air needs at least one source')
      .max(LIMITS.sources)
      .describe('The pages that say so'),
  })
  .meta({ title: 'Air way' });
export type IslandAirWay = z.infer<typeof islandAirWaySchema>;

/** An island's ways in by air, each once; what its access note names must be here (data:check). */
export const islandAirAccessSchema = z
  .array(islandAirWaySchema)
  .max(AIR_WAYS.length, 'airAccess lists each way once')
  .refine((ways) => new Set(ways.map((way) => way.by)).size === ways.length, 'airAccess lists each way once')
  .describe(
    'The ways in by air, each with the page that says so: helicopters, ski planes, seaplanes, charter or scheduled flights (to its own airport or strip, or where it has none)',
  );
