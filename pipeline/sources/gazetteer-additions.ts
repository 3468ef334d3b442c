import { z } from 'zod';
import { isCountedPlace, readGazetteer, type Place } from './gazetteer';

/**
 * data/gazetteer-additions.json: towns of 1,000 people or more that GeoNames' cities1000 lacks
 * (Nain, Saumlaki), each with the figure and the page it was read on. Without them the land round
 * such a town measures as remote; with them both remoteness and coverage count it as a place.
 */
export const gazetteerAdditionsSchema = z.array(
  z.strictObject({
    name: z.string().min(1),
    country: z.string().regex(/^[A-Z]{2}$/),
    population: z.number().int().min(1000),
    populationYear: z.number().int().min(1900).max(2100),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    source: z.strictObject({ publisher: z.string().min(1), work: z.string().min(1), url: z.url() }),
    /** How a figure or a position was read, where that needs saying. */
    note: z.string().min(20).optional(),
  }),
);
export type GazetteerAdditions = z.infer<typeof gazetteerAdditionsSchema>;

/** The additions file's text ('' when there is none) as places. */
export function parseGazetteerAdditions(text: string): Place[] {
  if (text.trim() === '') return [];
  return gazetteerAdditionsSchema.parse(JSON.parse(text)).map(({ name, country, population, latitude, longitude }) => ({
    name,
    country,
    population,
    featureCode: 'PPL',
    latitude,
    longitude,
  }));
}

/** Every place the pipeline counts: the gazetteer's, then the reviewed additions. */
export async function countedPlaces(gazetteerFile: string, additions: readonly Place[]): Promise<Place[]> {
  return [...(await readGazetteer(gazetteerFile)).filter(isCountedPlace), ...additions];
}
