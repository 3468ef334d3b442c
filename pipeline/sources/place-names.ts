import { z } from 'zod';
import { pageSourceSchema } from '@core/contract/page-source';
import type { Place } from './gazetteer';

/**
 * data/place-names.json: gazetteer places shown by the name a reader knows, where GeoNames gives
 * another (Havøysund, which it lists by its Northern Sámi name Ávanuorri), each with the page that
 * gives the name. Only the name changes: the place, its figures and whether it counts stay.
 */
export const placeNamesSchema = z.array(
  z.strictObject({
    gazetteerName: z.string().min(1),
    country: z.string().regex(/^[A-Z]{2}$/),
    name: z.string().min(1),
    sources: z.array(pageSourceSchema).min(1),
    /** How the gazetteer's place was matched to the page's, where that needs saying. */
    note: z.string().min(20).optional(),
  }),
);
export type PlaceNames = z.infer<typeof placeNamesSchema>;

export function parsePlaceNames(text: string): PlaceNames {
  return text.trim() === '' ? [] : placeNamesSchema.parse(JSON.parse(text));
}

/** The places with their known names; a rename that matches no place, or several, is refused. */
export function renamePlaces(places: readonly Place[], names: PlaceNames): Place[] {
  const renamed = [...places];
  for (const entry of names) {
    const at = renamed.flatMap((place, i) =>
      place.name === entry.gazetteerName && place.country === entry.country ? [i] : [],
    );
    if (at.length !== 1)
      throw new Error(
        `place-names.json: ${entry.gazetteerName} (${entry.country}) matches ${at.length} places of the gazetteer, not one`,
      );
    renamed[at[0]!] = { ...renamed[at[0]!]!, name: entry.name };
  }
  return renamed;
}
