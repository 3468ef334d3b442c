import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declinationAt, magneticField } from './declination';

// The World Magnetic Model 2025's published test values, as geomagnetism ships them (test/values.csv):
// decimal year, height above the ellipsoid (km), latitude, longitude, ... declination (degrees).
const rows = readFileSync('node_modules/geomagnetism/test/values.csv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(',').map(Number))
  .filter(([year]) => year === 2025 || year === 2027);

describe('declination from the World Magnetic Model 2025', () => {
  it('has the published test values to test against', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it.each(rows.map((row) => [row[0]!, row[1]!, row[2]!, row[3]!, row[10]!] as const))(
    'in %d at %d km, %d°, %d°: %d°',
    (year, altitudeKm, latitude, longitude, declination) => {
      const field = magneticField(latitude, longitude, new Date(Date.UTC(year, 0, 1)), altitudeKm);
      expect(field.declination).toBeCloseTo(declination, 2);
    },
  );

  it('moves each year by the model’s secular variation, the short way round near ±180°', () => {
    // Where the declination is near ±180° (close to the magnetic pole) the change must not jump 360°.
    for (const [latitude, longitude] of [
      [86, 150],
      [-37.1, -12.3],
      [78.2, 15.6],
      [0, 179.99],
      [0, -179.99],
    ] as const) {
      const { degrees, yearlyChange } = declinationAt(latitude, longitude);
      expect(Math.abs(degrees)).toBeLessThanOrEqual(180);
      expect(Math.abs(yearlyChange)).toBeLessThan(10);
    }
  });

  it('is the same on both sides of the antimeridian', () => {
    expect(declinationAt(-16, 179.9999).degrees).toBeCloseTo(declinationAt(-16, -179.9999).degrees, 2);
  });
});
