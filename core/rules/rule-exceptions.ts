import { z } from 'zod';
import { CATEGORIES } from '../contract/enums';

/**
 * data/rule-exceptions.json: the reviewed, explained departures from two catalogue rules. An island
 * listed under `category` keeps that category though the precedence rule gives another (or none);
 * one listed under `military` keeps militaryHistory false though its texts use a military word; one
 * listed under `groups` is catalogued on its own though it lies within a group record's reach; one
 * listed under `untraced` keeps a source that names no page, or a figure no page is said to
 * support, with what was searched: a worklist that only shrinks (data:check fails once the island's
 * sources all link their pages and its figures their sources); one listed under `coarsePoints`
 * keeps a point of fewer than two decimals until a published or computed one is found, a worklist
 * that shrinks the same way; `airWordsNotWaysIn` explains an access note whose air words name no
 * way in today, and `airAccessUnsourced` lists ways a note names that no page read yet confirms (a
 * worklist that shrinks too).
 */
const reason = z.string().min(20);
export const ruleExceptionsSchema = z.strictObject({
  category: z.record(z.string(), z.strictObject({ category: z.enum(CATEGORIES), reason })).default({}),
  military: z.record(z.string(), reason).default({}),
  groups: z.record(z.string(), reason).default({}),
  untraced: z.record(z.string(), reason).default({}),
  coarsePoints: z.record(z.string(), reason).default({}),
  airWordsNotWaysIn: z.record(z.string(), reason).default({}),
  airAccessUnsourced: z.record(z.string(), reason).default({}),
});
export type RuleExceptions = z.infer<typeof ruleExceptionsSchema>;

export const NO_RULE_EXCEPTIONS: RuleExceptions = {
  category: {},
  military: {},
  groups: {},
  untraced: {},
  coarsePoints: {},
  airWordsNotWaysIn: {},
  airAccessUnsourced: {},
};
