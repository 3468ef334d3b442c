import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { ringAreaKm2 } from '@core/outlines/outline';
import { LandIndex } from '../spatial/land-index';
import { selectOutlines, type ContinentNearby, type OutlineIsland } from './outline-selection';
import type { LandPolygon } from '../spatial/land-polygons';

/** A square polygon of `size` degrees with its south-west corner at (lng, lat). */
function land(index: number, lng: number, lat: number, size: number): LandPolygon {
  const ring: Position[] = [
    [lng, lat],
    [lng + size, lat],
    [lng + size, lat + size],
    [lng, lat + size],
    [lng, lat],
  ];
  return { index, rings: [ring], bbox: [lng, lat, lng + size, lat + size], areaKm2: ringAreaKm2(ring) };
}

const island = (id: string, latitude: number, longitude: number, area?: number): OutlineIsland => ({
  id,
  name: id,
  latitude,
  longitude,
  area,
});

const ids = (polygons: LandPolygon[]) => polygons.map((polygon) => polygon.index);
const none = new Map<string, ContinentNearby>();

describe('selectOutlines, the island way', () => {
  // A 0.2° island (about 22 km), an islet 0.002° (about 0.2 km) off its east coast, another 0.1° away,
  // and a neighbour of half its size 0.005° off its north coast.
  const main = land(0, 10, 10, 0.2);
  const nearIslet = land(1, 10.202, 10.05, 0.01);
  const farIslet = land(2, 10.3, 10.05, 0.01);
  const neighbour = land(3, 10, 10.205, 0.14);
  const index = new LandIndex([main, nearIslet, farIslet, neighbour]);

  it('takes the land under the point and the islets along its coast, not a large neighbour', () => {
    const { selections, refusals } = selectOutlines([island('main', 10.1, 10.1)], {}, index, none);
    expect(refusals.size).toBe(0);
    expect(selections[0]!.mode).toBe('island');
    expect(ids(selections[0]!.polygons)).toEqual([0, 1]);
  });

  it('never takes land under another island point', () => {
    const { selections } = selectOutlines(
      [island('main', 10.1, 10.1), island('islet', 10.055, 10.205)],
      {},
      index,
      none,
    );
    expect(ids(selections[0]!.polygons)).toEqual([0]);
    expect(ids(selections[1]!.polygons)).toEqual([1]);
  });

  it('snaps a point just off its land and says so', () => {
    const { selections } = selectOutlines([island('main', 10.1, 10.21)], {}, index, none);
    expect(ids(selections[0]!.polygons)).toContain(0);
    expect(selections[0]!.notes.join()).toMatch(/off its land/);
  });

  it('refuses when nothing is near and says how far the nearest land is', () => {
    const { selections, refusals } = selectOutlines([island('lost', 12, 12)], {}, index, none);
    expect(selections).toEqual([]);
    expect(refusals.get('lost')).toMatch(/^no land within 5 km of its point; the source has no land for it/);
  });

  it('refuses land far larger than the recorded area', () => {
    const { refusals } = selectOutlines([island('main', 10.1, 10.1, 10)], {}, index, none);
    expect(refusals.get('main')).toMatch(/over 10 × its recorded 10 km²/);
  });

  it('refuses an island whose point lies on continent-sized land', () => {
    const continents = new Map([['main', { underPointKm2: 13_810_231 }]]);
    const { refusals } = selectOutlines([island('main', 10.1, 10.1)], {}, index, continents);
    expect(refusals.get('main')).toMatch(/continent-sized land \(13,810,231 km²\)/);
  });

  it('keeps both halves of an island cut at the antimeridian', () => {
    const east = land(0, 179.5, 71, 0.5);
    const west = land(1, -180, 71, 0.8);
    const { selections } = selectOutlines([island('wrangel', 71.2, -179.6)], {}, new LandIndex([east, west]), none);
    expect(ids(selections[0]!.polygons)).toEqual([1, 0]);
  });
});

describe('selectOutlines, the group way', () => {
  // An atoll: four islets round a lagoon about 10 km across, and another atoll's islet 40 km away.
  const rim = [
    land(0, 20, 0.05, 0.01),
    land(1, 20.09, 0.05, 0.01),
    land(2, 20.05, 0, 0.01),
    land(3, 20.05, 0.09, 0.01),
  ];
  const other = land(4, 20.4, 0.05, 0.01);
  const index = new LandIndex([...rim, other]);

  it('takes every polygon within the radius of the point', () => {
    const overrides = { atoll: { mode: 'group' as const, reason: 'an atoll round its lagoon' } };
    const { selections } = selectOutlines([island('atoll', 0.055, 20.055)], overrides, index, none);
    expect(selections[0]!.mode).toBe('group');
    expect(selections[0]!.radiusKm).toBe(15);
    expect(ids(selections[0]!.polygons)).toEqual([0, 1, 2, 3]);
  });

  it('uses the override radius, and a contested polygon goes to the nearer point', () => {
    const overrides = {
      atoll: { mode: 'group' as const, radiusKm: 50, reason: 'a wide group for the test' },
      other: { mode: 'group' as const, radiusKm: 50, reason: 'a wide group for the test' },
    };
    const { selections } = selectOutlines(
      [island('atoll', 0.055, 20.055), island('other', 0.055, 20.38)],
      overrides,
      index,
      none,
    );
    expect(ids(selections[0]!.polygons)).toEqual([0, 1, 2, 3]);
    expect(ids(selections[1]!.polygons)).toEqual([4]);
    expect(selections[1]!.notes.join()).toMatch(/left to the nearer atoll/);
  });
});
