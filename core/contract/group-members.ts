import { z } from 'zod';
import { LIMITS, text } from './text-fields';
import { islandSourceSchema } from './island-source';

/** The most islands one group lists: Franz Josef Land counts about 190, the Chonos more than 1,000. */
export const MAX_GROUP_MEMBERS = 300;

/** One island of a group entry, by the name its page gives, with the area the page gives where it gives one. */
export const islandMemberSchema = z.strictObject({
  name: text('Member name', 2, LIMITS.name, 'A member needs a name of at least 2 characters'),
  area: z
    .number({ error: 'A member area must be a number' })
    .positive('A member area must be positive')
    .max(250_000, 'A member area must be at most 250,000 km²: a larger island is an entry of its own')
    .optional()
    .describe('Its area in km², as its page gives it'),
});
export type IslandMember = z.infer<typeof islandMemberSchema>;

/**
 * A group entry's islands (an archipelago known as a group, held by one record whose outline covers
 * them): each by name, so search finds the group by any of them, with the pages that list them.
 */
export const islandMembersSchema = z
  .strictObject({
    islands: z
      .array(islandMemberSchema)
      .min(2, 'members lists at least two islands')
      .max(MAX_GROUP_MEMBERS, `members lists at most ${MAX_GROUP_MEMBERS} islands`)
      .describe('The islands of the group, largest first where their areas are known'),
    sources: z
      .array(islandSourceSchema)
      .min(1, 'members needs at least one source')
      .max(LIMITS.sources)
      .describe('The pages that list them'),
  })
  .describe("A group entry's islands by name, each with its area where its page gives one");
export type IslandMembers = z.infer<typeof islandMembersSchema>;
