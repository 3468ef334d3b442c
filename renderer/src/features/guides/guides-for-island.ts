import type { Island } from '@core/contract/schemas';
import type { Guide } from './guides';
import { GUIDES } from './guides';

/** What a text must say for the Pacific war guide to concern the island. */
const PACIFIC_WAR = /World War II|Second World War|WWII|Pacific War|\b194[1-5]\b|Japanese/i;

/** Why each guide concerns an island: read from the record, so every island gets the same rule. */
const CONCERNS: Record<string, (island: Island) => boolean> = {
  // Getting there is every traveller's first question.
  transportation: () => true,
  'arctic-safety': (island) => island.region === 'Arctic',
  'wwii-history': (island) =>
    island.region === 'Pacific' &&
    island.militaryHistory &&
    PACIFIC_WAR.test(`${island.description} ${island.historicalSignificance ?? ''}`),
  // Nobody lives there to clean up after visitors: the biosecurity and leave-no-trace guide.
  conservation: (island) => !island.isInhabited,
};

/** The guides that concern an island, in the guides' own order. */
export function guidesFor(island: Island): Guide[] {
  return GUIDES.filter((guide) => CONCERNS[guide.id]?.(island) ?? false);
}
