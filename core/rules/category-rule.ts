import type { Category } from '../contract/enums';
import type { Island } from '../contract/schemas';

/**
 * Which of the six categories an island gets when several apply: the first of these that does.
 * The rarest fact comes first (a runway nobody lands on any more), then where the island is (in
 * the Arctic), whether anyone lives there, the story of a garrison, a base or a battle, an airstrip
 * in use, and last the tropics, which hold most inhabited remote islands.
 */
export const CATEGORY_PRECEDENCE = [
  'Abandoned Airstrip',
  'Arctic',
  'Uninhabited',
  'Military History',
  'Active Airport',
  'Tropical',
] as const satisfies readonly Category[];

/** The Tropics of Cancer and Capricorn, in degrees of latitude. */
export const TROPIC_LATITUDE = 23.44;

type CategoryFacts = Pick<
  Island,
  'region' | 'latitude' | 'isInhabited' | 'hasAirport' | 'hasAbandonedAirstrip' | 'militaryHistory'
>;

const APPLIES: Record<Category, (island: CategoryFacts) => boolean> = {
  // A strip still in use makes an airport island: "abandoned" is a strip nobody lands on any more.
  'Abandoned Airstrip': (island) => island.hasAbandonedAirstrip && !island.hasAirport,
  Arctic: (island) => island.region === 'Arctic',
  Uninhabited: (island) => !island.isInhabited,
  'Military History': (island) => island.militaryHistory,
  'Active Airport': (island) => island.hasAirport,
  Tropical: (island) => Math.abs(island.latitude) <= TROPIC_LATITUDE,
};

/** Whether an island has the facts of one category (whatever comes before it in precedence). */
export function categoryApplies(category: Category, island: CategoryFacts): boolean {
  return APPLIES[category](island);
}

/** Every category whose facts the island has, in precedence order. */
export function categoriesThatApply(island: CategoryFacts): Category[] {
  return CATEGORY_PRECEDENCE.filter((category) => categoryApplies(category, island));
}

/** The category the rule gives, or undefined when none of the six applies. */
export function ruleCategory(island: CategoryFacts): Category | undefined {
  return categoriesThatApply(island)[0];
}

/**
 * Words in an island's texts that name a military role: a garrison, a base or post, a battle,
 * weapons tests. An island whose texts use them has militaryHistory set.
 */
export const MILITARY_WORDS =
  /\b(?:garrison(?:ed|s)?|battles?|(?:military|naval|navy|army|air force|marine|missile|submarine|radar|coast guard|LORAN(?:-C)?)\s+(?:base|bases|station|stations|post|posts|airfield|outpost|detachment|installation)s?|air ?bases?|nuclear (?:weapons? )?tests?|weapons tests?|bombing range|troops|soldiers|fortifications?)\b/i;
