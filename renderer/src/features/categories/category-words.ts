import { CATEGORY_PRECEDENCE } from '../../../../core/rules/category-rule';

/** The category rule in one sentence, for the pages that show counts by category. */
export const CATEGORY_RULE_TEXT = `Each island is filed under one category: the first of ${CATEGORY_PRECEDENCE.slice(0, -1).join(', ')} and ${CATEGORY_PRECEDENCE.at(-1)} that applies to it. So an Arctic island with an airport is filed as Arctic, and the counts here are of islands filed under each, not of every island with the feature.`;
