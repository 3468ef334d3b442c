import { describe, expect, it } from 'vitest';
import { countFacets } from './facets';
import { distanceKm } from '../place/geo';
import { queryIslands } from './island-query';
import { insideBox } from '../place/place-query';
import type { Island } from '../contract/schemas';
import { anIsland } from '../../tests/support/builders';

const island = (id: string, latitude: number, longitude: number, overrides: Partial<Island> = {}): Island =>
  anIsland({
    id,
    name: id,
    latitude,
    longitude,
    description: 'A remote island far out at sea.',
    sources: [],
    ...overrides,
  });

// In name order, as the catalogue service keeps them.
const islands = [
  island('a-fiji-east', -17, -179.5),
  island('b-fiji-west', -17, 179.5, { hasAirport: true }),
  island('c-samoa', -13.8, -172),
  island('d-tonga', -21.2, -175.2, { militaryHistory: true }),
  island('e-far-north', 40, -150, { region: 'Pacific', category: 'Tropical' }),
];
const ids = (query: Parameters<typeof queryIslands>[1]) => queryIslands(islands, query).items.map((i) => i.id);

describe('near, radius and bbox', () => {
  const fiji = { latitude: -17, longitude: 180 };

  it('orders by great-circle distance from near, across the antimeridian, with distanceKm to one decimal', () => {
    const page = queryIslands(islands, { near: fiji });
    expect(page.items.map((i) => i.id)).toEqual(['a-fiji-east', 'b-fiji-west', 'd-tonga', 'c-samoa', 'e-far-north']);
    expect(page.items[0]!.distanceKm).toBe(Math.round(distanceKm(fiji, islands[0]!) * 10) / 10);
    expect(page.items.every((i) => typeof i.distanceKm === 'number')).toBe(true);
  });

  it('keeps only what lies within radius, and pages the nearest with limit and offset', () => {
    expect(ids({ near: fiji, radiusKm: 100 })).toEqual(['a-fiji-east', 'b-fiji-west']);
    expect(ids({ near: fiji, radiusKm: 0 })).toEqual([]);
    const page = queryIslands(islands, { near: fiji, limit: 2, offset: 1 });
    expect(page.items.map((i) => i.id)).toEqual(['b-fiji-west', 'd-tonga']);
    expect(page.total).toBe(5);
  });

  it('finds what lies within a radius around a pole, whatever the longitude', () => {
    const arctic = [island('a-svalbard', 80, 20), island('b-canada', 83, -74), island('c-siberia', 81, 97)];
    const pole = { latitude: 90, longitude: 0 };
    const within = queryIslands(arctic, { near: pole, radiusKm: 1010 }).items.map((i) => i.id);
    expect(within).toEqual(['b-canada', 'c-siberia']);
    expect(queryIslands(arctic, { near: pole, radiusKm: 1200 }).total).toBe(3);
  });

  it('combines near with the filters and with another sort', () => {
    expect(ids({ near: fiji, hasAirport: true })).toEqual(['b-fiji-west']);
    expect(ids({ near: fiji, militaryHistory: true, radiusKm: 1000 })).toEqual(['d-tonga']);
    expect(ids({ near: fiji, radiusKm: 2000, sort: 'name' })).toEqual([
      'a-fiji-east',
      'b-fiji-west',
      'c-samoa',
      'd-tonga',
    ]);
    expect(ids({ near: fiji, limit: 3, hasAirport: false })).toEqual(['a-fiji-east', 'd-tonga', 'c-samoa']);
    expect(queryIslands(islands, { near: fiji, limit: 1, hasAirport: false }).total).toBe(4);
  });

  it('keeps what is inside a bbox, and one that crosses the antimeridian when west > east', () => {
    expect(ids({ bbox: { west: -180, south: -25, east: -170, north: -10 } })).toEqual([
      'a-fiji-east',
      'c-samoa',
      'd-tonga',
    ]);
    expect(ids({ bbox: { west: 179, south: -18, east: -179, north: -16 } })).toEqual(['a-fiji-east', 'b-fiji-west']);
    expect(ids({ bbox: { west: 170, south: -18, east: 175, north: -16 } })).toEqual([]);
    expect(insideBox({ west: 170, south: -20, east: -170, north: 0 }, { latitude: -10, longitude: -175 })).toBe(true);
    expect(insideBox({ west: 170, south: -20, east: -170, north: 0 }, { latitude: -10, longitude: 0 })).toBe(false);
  });

  it('combines the text search with place: relevance unless near asks for distance', () => {
    expect(ids({ q: 'fiji' })).toEqual(['a-fiji-east', 'b-fiji-west']);
    expect(ids({ q: 'fiji', near: { latitude: -17, longitude: 179.6 } })).toEqual(['b-fiji-west', 'a-fiji-east']);
    expect(ids({ q: 'fiji', bbox: { west: 179, south: -18, east: 180, north: -16 } })).toEqual(['b-fiji-west']);
  });
});

describe('facets', () => {
  it('count the filtered set by region, category and feature', () => {
    const facets = countFacets(
      queryIslands(islands, { bbox: { west: -180, south: -25, east: 180, north: -10 } }).items,
    );
    expect(facets).toMatchObject({
      total: 4,
      hasAirport: 1,
      hasAbandonedAirstrip: 0,
      militaryHistory: 1,
      uninhabited: 4,
    });
    expect(facets.region).toEqual({ Pacific: 4, Atlantic: 0, 'Indian Ocean': 0, Arctic: 0, Antarctic: 0 });
    expect(facets.category.Uninhabited).toBe(4);
    expect(facets.category.Tropical).toBe(0);
  });
});
