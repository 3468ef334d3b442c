import { describe, expect, it } from 'vitest';
import { ringAreaKm2 } from '@core/outlines/outline';
import { square } from '../../tests/support/geometry';
import type { Place } from '../sources/gazetteer';
import { landMasses } from '../spatial/land-masses';
import type { LandPolygon } from '../spatial/land-polygons';
import { nameLandMasses, parseLandNames, type LandNames } from './land-names';

const island = (index: number, west: number, south: number, size: number): LandPolygon => {
  const ring = square(west, south, size);
  return { index, rings: [ring], bbox: [west, south, west + size, south + size], areaKm2: ringAreaKm2(ring) };
};

// Two islands off the equator: a large one (about 123,000 km²) and a small one beside it.
const polygons = [island(0, 40, -20, 3.3), island(1, 50, -20, 0.5)];
const masses = landMasses(polygons);
const town = (name: string, latitude: number, longitude: number, country = 'MG'): Place => ({
  name,
  country,
  population: 5000,
  featureCode: 'PPL',
  latitude,
  longitude,
});
// Harbour is just off a corner: the shore is measured to its vertices (the source has one every ~100 m).
const places = [town('Inland', -18.5, 41.5), town('Harbour', -20.005, 40.002), town('Small', -19.8, 50.2)];
const source = { url: 'https://example.org/island', title: 'The island', publisher: 'Example', read: '2026-12-04' };
const entry = (name: string, place: string, areaKm2: number): LandNames[number] => ({
  name,
  town: place,
  country: 'MG',
  areaKm2,
  sources: [source],
});
const big = Math.round(polygons[0]!.areaKm2);

describe('naming land by a town on it', () => {
  it('names the land holding the town, or the land whose shore the town is on', () => {
    const names = nameLandMasses([entry('Big Island', 'Inland', big)], polygons, masses, places);
    expect([...names]).toEqual([[masses.massOf[0], 'Big Island']]);
    const byShore = nameLandMasses([entry('Big Island', 'Harbour', big)], polygons, masses, places);
    expect(byShore.get(masses.massOf[0]!)).toBe('Big Island');
  });

  it('refuses a name whose page gives an area the land does not have', () => {
    expect(() => nameLandMasses([entry('Big Island', 'Small', big)], polygons, masses, places)).toThrow(
      /the land holding Small measures \d+ km², the page says/,
    );
  });

  it('refuses a town the gazetteer does not have once, a town at sea and two names for one land', () => {
    expect(() => nameLandMasses([entry('Nowhere', 'Atlantis', 100)], polygons, masses, places)).toThrow(/0 places/);
    const atSea = [...places, town('Offshore', -25, 45)];
    expect(() => nameLandMasses([entry('Sea', 'Offshore', 100)], polygons, masses, atSea)).toThrow(/on no island/);
    expect(() =>
      nameLandMasses([entry('Big Island', 'Inland', big), entry('Other', 'Harbour', big)], polygons, masses, places),
    ).toThrow(/name the same land/);
  });

  it('reads the file, and takes none when there is none', () => {
    expect(parseLandNames('')).toEqual([]);
    expect(parseLandNames(JSON.stringify([entry('Big Island', 'Inland', big)]))).toHaveLength(1);
    expect(() => parseLandNames(JSON.stringify([{ ...entry('X', 'Y', 1), sources: [] }]))).toThrow();
  });
});
