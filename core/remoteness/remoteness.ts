import { z } from 'zod';

/**
 * How remote each island is, as `npm run data:build` computes it into data/remoteness.json from the
 * coastlines (OpenStreetMap land polygons) and a gazetteer (GeoNames): the shape of that file,
 * shared by the server, the desktop app and the renderer. Distances are WGS84 geodesic km, coast
 * to coast where the island has an outline, from its point where it has none.
 */
// Latitude first, as near= takes a point and as the islands' own fields read; GeoJSON and bbox= put
// longitude first, so the order is said where a reader of the schema will see it.
const point = z
  .tuple([z.number().min(-90).max(90).describe('latitude'), z.number().min(-180).max(180).describe('longitude')])
  .describe('[latitude, longitude] in degrees (latitude first, as near= takes it; not GeoJSON order)');

const km = z.number().nonnegative();

/** Land that is not a catalogue island: where it is and how large. */
const otherLand = z.strictObject({
  name: z
    .string()
    .optional()
    .describe("The land's name, for a large island outside the catalogue (named by a town on it); none for the rest"),
  areaKm2: z.number().nonnegative(),
  latitude: z.number(),
  longitude: z.number(),
});

export const remotenessSchema = z.strictObject({
  nearestContinent: z.strictObject({
    name: z.enum(['Africa', 'Eurasia', 'North America', 'South America', 'Australia', 'Antarctica']),
    km,
    /** True when the island is joined to the continent in the source (by an ice shelf, say). */
    joined: z.boolean().optional(),
    from: point,
    to: point,
  }),
  nearestLand: z.strictObject({
    km,
    islandId: z.string().optional(),
    name: z.string().optional(),
    continent: z.string().optional(),
    land: otherLand.optional(),
  }),
  /** The nearest land at least as large as the island (never a continent); none for the largest. */
  nearestLargerIsland: z
    .strictObject({ km, islandId: z.string().optional(), name: z.string().optional(), land: otherLand.optional() })
    .nullable(),
  nearestInhabited: z.strictObject({
    km,
    /** A catalogue island with a permanent population… */
    islandId: z.string().optional(),
    name: z.string(),
    /** …or a populated place of the gazetteer, with its country code. */
    country: z.string().optional(),
    population: z.number().int().nonnegative().optional(),
    from: point,
    to: point,
  }),
  /** The nearest island group the island is not part of (see data/README.md for the definition). */
  nearestGroup: z
    .strictObject({
      km,
      islandId: z.string().optional(),
      name: z.string().optional(),
      islands: z.number().int().positive(),
      areaKm2: z.number().nonnegative(),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
  /** Dahl's isolation index: √ of the km to the nearest larger island, group and continent. */
  isolationIndex: z.number().nonnegative().nullable(),
});
export type Remoteness = z.infer<typeof remotenessSchema>;

export const remotenessFileSchema = z.strictObject({
  metadata: z.strictObject({
    sources: z.array(z.string()),
    licence: z.string(),
    attribution: z.string(),
    /** Fingerprint of the catalogue fields the figures were made from. */
    catalogueVersion: z.string(),
    definitions: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  islands: z.record(z.string(), remotenessSchema),
});
export type RemotenessFile = z.infer<typeof remotenessFileSchema>;

/** An island's place in the catalogue's rankings: 1 is the remotest; `of` is how many are ranked. */
const placeSchema = z.strictObject({ position: z.number().int().positive(), of: z.number().int().positive() });

/**
 * The figures as the API and the pages give them: the file's, with the island's place among
 * the inhabited islands by nearest inhabited land (inhabited ones only), among all by nearest
 * continent, and by isolation index (where it has one).
 */
export const islandRemotenessSchema = remotenessSchema.extend({
  rank: z.strictObject({
    inhabited: placeSchema.optional(),
    continent: placeSchema,
    isolation: placeSchema.optional(),
  }),
});
export type IslandRemoteness = z.infer<typeof islandRemotenessSchema>;
