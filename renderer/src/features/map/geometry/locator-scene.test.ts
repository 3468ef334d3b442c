import { beforeAll, describe, expect, it } from 'vitest';
import topology from 'world-atlas/land-110m.json';
import { landFromTopology } from './land';
import type { LocatorPolygon } from './locator-scene';
import { clipRing, locatorScene, prepareLocatorLand } from './locator-scene';

let polygons: LocatorPolygon[];

beforeAll(async () => {
  polygons = prepareLocatorLand(await landFromTopology(topology));
});

describe('the static locator', () => {
  it('puts the island at the focus and draws nearby land', () => {
    // Tristan da Cunha: the nearest land is far, so the frame widens until some shows.
    const scene = locatorScene(polygons, { latitude: -37.11, longitude: -12.28, aspect: 1.6, pixelHeight: 100 });
    expect(scene.marker).toMatchObject({ x: 0, y: 0 });
    expect(scene.land.length).toBeGreaterThan(100);
    expect(scene.span).toBeGreaterThan(24);
    const [minX, minY, width, height] = scene.viewBox.split(' ').map(Number);
    expect(minX! + width! / 2).toBeCloseTo(0, 1);
    expect(minY! + height! / 2).toBeCloseTo(0, 1);
  });

  it('places the island lower in the frame when asked', () => {
    const scene = locatorScene(polygons, { latitude: 10, longitude: 100, aspect: 1.6, focusY: 0.7 });
    const [, minY, , height] = scene.viewBox.split(' ').map(Number);
    expect(-minY! / height!).toBeCloseTo(0.7, 2);
  });

  it('draws land on both sides of the antimeridian', () => {
    // Near Fiji at 180°: land west of it (Australia side) comes from the +0 copy, east from +360.
    const scene = locatorScene(polygons, { latitude: -17, longitude: 179.9, aspect: 2, pixelHeight: 100 });
    expect(scene.land).toMatch(/M-?\d/);
  });

  it('keeps the frame inside the poles', () => {
    const scene = locatorScene(polygons, { latitude: 80.5, longitude: 15, aspect: 1.6 });
    const [, minY] = scene.viewBox.split(' ').map(Number);
    expect(80.5 - minY!).toBeLessThanOrEqual(90);
  });

  it('shows the ocean and the island while the land loads', () => {
    const scene = locatorScene([], { latitude: 0, longitude: 0, aspect: 1.6 });
    expect(scene.land).toBe('');
    expect(scene.graticule).not.toBe('');
  });

  it('clips land to the frame, so a continent beside an island costs a few points', () => {
    const square = new Float64Array([-10, -10, 10, -10, 10, 10, -10, 10, -10, -10]);
    const clipped = clipRing(square, 0, { west: 0, east: 20, south: 0, north: 20 });
    const xs = clipped.filter((_, i) => i % 2 === 0);
    const ys = clipped.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBe(0);
    expect(Math.max(...xs)).toBe(10);
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBe(10);
    expect(clipRing(square, 360, { west: 0, east: 20, south: 0, north: 20 })).toEqual([]);
    const scene = locatorScene(polygons, { latitude: -37.11, longitude: -12.28, aspect: 1.6, pixelHeight: 100 });
    expect(scene.land.length).toBeLessThan(10_000);
  });
});
