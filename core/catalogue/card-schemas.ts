import { CARD_FIELDS, CATEGORY_PAGE_FIELDS } from './card-fields';
import { islandResultSchema } from '../contract/schemas';

const only = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, true])) as Record<F, true>;

/** An island as a card shows it (card-fields.ts): other fields are dropped when an answer is parsed. */
export const cardIslandSchema = islandResultSchema.pick(only(CARD_FIELDS));

/** A category page's island: its card and whether it is featured. */
export const categoryIslandSchema = islandResultSchema.pick(only(CATEGORY_PAGE_FIELDS));
