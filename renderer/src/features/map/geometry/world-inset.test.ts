import { beforeAll, describe, expect, it } from 'vitest';
import topology from 'world-atlas/land-110m.json';
import { landFromTopology } from './land';
import type { LocatorPolygon } from './locator-scene';
import { prepareLocatorLand } from './locator-scene';
import { worldInsetScene } from './world-inset';

let polygons: LocatorPolygon[];

beforeAll(async () => {
  polygons = prepareLocatorLand(await landFromTopology(topology));
});

/** Every x of a path ("M1 2L3 4Z..."), to check the drawing stays inside the frame. */
const xs = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) /g)].map((match) => Number(match[1]));

describe('the world inset', () => {
  it('draws the whole world centred on the island, with the island at its latitude', () => {
    const scene = worldInsetScene(polygons, { latitude: -37.11, longitude: -12.28 });
    expect(scene.viewBox).toBe('-180 -90 360 180');
    expect(scene.marker).toEqual({ x: 0, y: 37.1 });
    const all = xs(scene.land);
    expect(Math.min(...all)).toBeGreaterThanOrEqual(-180);
    expect(Math.max(...all)).toBeLessThanOrEqual(180);
    // Africa lies east of Tristan, South America west: land on both sides.
    expect(all.some((x) => x > 20 && x < 60)).toBe(true);
    expect(all.some((x) => x < -30 && x > -70)).toBe(true);
  });

  it.each([
    ['Wrangel Island', 71.24, -179.4],
    ['Kiritimati', 1.87, -157.36],
    ['Attu (Aleutians)', 52.9, 172.9],
  ])('keeps %s in the middle, with land drawn on both sides of the antimeridian', (_name, latitude, longitude) => {
    const scene = worldInsetScene(polygons, { latitude, longitude });
    expect(scene.marker.x).toBe(0);
    expect(scene.marker.y).toBeCloseTo(-latitude, 1);
    const all = xs(scene.land);
    expect(Math.min(...all)).toBeGreaterThanOrEqual(-180);
    expect(Math.max(...all)).toBeLessThanOrEqual(180);
    // Asia and North America both lie within 60° of the line, one each side of the marker.
    expect(all.some((x) => x > 0 && x < 60)).toBe(true);
    expect(all.some((x) => x < 0 && x > -60)).toBe(true);
  });
});
