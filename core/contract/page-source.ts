import { z } from 'zod';
import { isCalendarDate } from '../place-facts/zone-clock';

/**
 * The page a hand-added fact was read from: its address as it was read, its title, who publishes
 * it and the day it was read, so a reader can follow the fact to its page and see how old it is.
 */
export const pageSourceSchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'A source url must be an http or https URL' })
    .max(2048)
    .describe('The page, as it was read'),
  title: z.string().min(2).max(300).describe("The page's title"),
  publisher: z.string().min(2).max(200).describe('Who publishes the page'),
  read: z
    .string()
    .refine(isCalendarDate, 'read must be the date the page was read, YYYY-MM-DD')
    .describe('The day the page was read, YYYY-MM-DD'),
});
export type PageSource = z.infer<typeof pageSourceSchema>;
