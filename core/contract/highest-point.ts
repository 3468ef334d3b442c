import { z } from 'zod';
import { LIMITS, optionalText } from './text-fields';
import { islandSourceSchema } from './island-source';

/** The island's highest point where a page gives it: its height, its name where it has one, and the page. */
export const islandHighestPointSchema = z
  .strictObject({
    metres: z
      .number({ error: 'highestPoint.metres must be a number' })
      .min(0, 'highestPoint.metres cannot be negative')
      .max(9000, 'highestPoint.metres must be at most 9,000: no island summit is higher'),
    name: optionalText('Highest point name', LIMITS.name).describe("The summit's name, where its page names one"),
    sources: z
      .array(islandSourceSchema)
      .min(1, 'highestPoint needs at least one source')
      .max(LIMITS.sources)
      .describe('The pages that give it'),
  })
  .describe('The highest point above sea level, in metres, as its page gives it');
export type IslandHighestPoint = z.infer<typeof islandHighestPointSchema>;
