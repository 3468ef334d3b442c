import { z } from 'zod';
import { isCalendarDate } from '../place-facts/zone-clock';
import { LIMITS, text } from './text-fields';

/** The fields of a record a source can be the authority for, said where a record has several. */
export const SOURCE_SUPPORTS = ['population', 'area', 'access', 'history', 'location', 'description'] as const;
export type SourceSupport = (typeof SOURCE_SUPPORTS)[number];

const sourceObject = z.object({
  url: z
    .url({ protocol: /^https$/, error: 'Source url must be an https URL' })
    .max(LIMITS.url)
    .optional()
    .describe('The page the facts were read from, as it was read'),
  title: text('Source title', 2, LIMITS.title * 2, 'Source title is required').describe("The page's title"),
  publisher: text('Source publisher', 2, LIMITS.title, 'Source publisher is required').describe(
    'Who publishes the page',
  ),
  read: z
    .string()
    .refine(isCalendarDate, 'read must be the date the page was read, YYYY-MM-DD')
    .optional()
    .describe('The day the page was read, YYYY-MM-DD'),
  supports: z
    .array(z.enum(SOURCE_SUPPORTS, { error: `supports lists fields: ${SOURCE_SUPPORTS.join(', ')}` }))
    .min(1)
    .max(SOURCE_SUPPORTS.length)
    .optional()
    .describe("Which of the record's facts this page is the source for, where the record has several sources"),
});

/**
 * The page a record's facts were read from: its address, title, publisher and the day it was read
 * (data:check holds every catalogue source to all four). A source written before release 2026.12
 * named its `work`, not a title: read as the title, so an older cached catalogue still opens.
 */
export const islandSourceSchema = z.preprocess((value) => {
  if (value === null || typeof value !== 'object' || !('work' in value) || 'title' in value) return value;
  const { work, ...rest } = value as Record<string, unknown>;
  return { ...rest, title: work };
}, sourceObject);
export type IslandSource = z.infer<typeof islandSourceSchema>;
