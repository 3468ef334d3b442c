import type { Category } from '@core/contract/enums';
import { CATEGORY_PRECEDENCE, TROPIC_LATITUDE } from '@core/rules/category-rule';

/** What makes an island fit each category, in the words of the rule (core/rules/category-rule.ts). */
const FITS: Record<Category, string> = {
  'Abandoned Airstrip': 'an abandoned airstrip and no airport in use',
  Arctic: 'a place in the Arctic region',
  Uninhabited: 'no permanent population',
  'Military History': 'a military history',
  'Active Airport': 'an airport in use',
  Tropical: `a place within ${TROPIC_LATITUDE}° of the equator, between the Tropics`,
};

/**
 * How the islands of a category page are chosen: one category per island, the first that fits.
 * Said on the page, so its count is read as what it is and not as every island with the fact.
 */
export function categoryRuleWords(category: Category): string {
  const before = CATEGORY_PRECEDENCE.slice(0, CATEGORY_PRECEDENCE.indexOf(category));
  const order = CATEGORY_PRECEDENCE.join(', ');
  const here = before.length
    ? `Filed here: the islands with ${FITS[category]} that none of ${before.join(', ')} takes first.`
    : `Filed here: every island with ${FITS[category]}.`;
  return `${here} Each island has one category, the first that fits in this order: ${order}. Explore's feature filters count every island with a fact, whatever its category; an island that fits none is filed where its reason, kept with the data, says.`;
}
