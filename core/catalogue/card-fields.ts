import type { IslandResult } from './island-query';

/**
 * The fields an island card shows (name, place, picture, access and ways in by air, people, area, distance): all a
 * list of cards needs of each island. Explore and the category pages ask for only these (?fields=),
 * so their answers, and the data their HTML carries for hydration, hold no remoteness, sources or
 * history (half the bytes).
 */
export const CARD_FIELDS = [
  'id',
  'name',
  'description',
  'region',
  'category',
  'country',
  'latitude',
  'longitude',
  'population',
  'area',
  'hasAirport',
  'hasAbandonedAirstrip',
  // The badge of an island aircraft reach without an airport says how ("By Helicopter").
  'airAccess',
  'isInhabited',
  'imageUrl',
  'satellite',
  'hasOutline',
  // Drawn at once where there is no picture (offline, or none): no card asks for its coastline.
  'sketch',
] as const satisfies readonly (keyof IslandResult)[];

/** An island as a card shows it: with its distance too, in a list measured from a point. */
export type CardIsland = Pick<IslandResult, (typeof CARD_FIELDS)[number] | 'distanceKm'>;

/**
 * A category page's islands: their cards, and which are featured (its notable examples). One answer
 * holds every island of the category, in the page's HTML: its cards go without the sketch (some 25
 * kB more for the Arctic's 150 islands, on a phone's slow link) and ask for their outline instead.
 */
export const CATEGORY_PAGE_FIELDS = [
  ...CARD_FIELDS.filter((field): field is Exclude<(typeof CARD_FIELDS)[number], 'sketch'> => field !== 'sketch'),
  'featured',
] as const satisfies readonly (keyof IslandResult)[];

export type CategoryField = (typeof CATEGORY_PAGE_FIELDS)[number];
export type CategoryIsland = Pick<IslandResult, CategoryField>;
