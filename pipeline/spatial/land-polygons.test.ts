import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELL, square } from '../../tests/support/geometry';
import { removeDir, tempDir } from '../../tests/support/temp-files';
import { ringAreaKm2 } from '@core/outlines/outline';
import { readLandPolygons, type LandPolygon } from './land-polygons';

const SAMPLE = 'tests/support/fixtures/land/land-sample.geo.json';

describe('reading the land source', () => {
  it('streams every polygon in file order with its box and land area', async () => {
    const polygons: LandPolygon[] = [];
    const count = await readLandPolygons(SAMPLE, (polygon) => polygons.push(polygon));
    expect(count).toBe(polygons.length);
    expect(polygons.map((polygon) => polygon.index)).toEqual(polygons.map((_, i) => i));
    for (const polygon of polygons) {
      const [west, south, east, north] = polygon.bbox;
      expect(west).toBeLessThanOrEqual(east);
      expect(south).toBeLessThanOrEqual(north);
      expect(polygon.areaKm2).toBeGreaterThan(0);
    }
    // The synthetic continent is the last polygon: 30° by 30° on the equator.
    expect(polygons.at(-1)!.areaKm2).toBeGreaterThan(10_000_000);
  });

  it("drops a hole that lies outside its polygon's outer ring, and keeps a lake inside it", async () => {
    // As the source has Labrador's lakes on Greenland: a polygon whose box, not shape, holds a hole.
    const lake = square(0.2, 0.2, 0.5);
    const stray = square(2.5, 2.5, 0.5); // inside the L's box, outside the L
    const dir = await tempDir('isolario-land-');
    const file = path.join(dir, 'holes.geo.json');
    const geometry = { type: 'MultiPolygon', coordinates: [[ELL, lake, stray]] };
    await writeFile(file, JSON.stringify({ type: 'GeometryCollection', geometries: [geometry] }));
    const polygons: LandPolygon[] = [];
    await readLandPolygons(file, (polygon) => polygons.push(polygon));
    expect(polygons).toHaveLength(1);
    expect(polygons[0]!.rings).toEqual([ELL, lake]);
    // The stray hole's area is not taken off the land's; the lake's is.
    expect(polygons[0]!.areaKm2).toBeCloseTo(ringAreaKm2(ELL) - ringAreaKm2(lake), 6);
    await removeDir(dir);
  });

  it('refuses a file cut short', async () => {
    const text = await readFile(SAMPLE, 'utf8');
    const dir = await tempDir('isolario-land-');
    const file = path.join(dir, 'cut.geo.json');
    await writeFile(file, text.slice(0, Math.floor(text.length / 2)));
    await expect(readLandPolygons(file, () => undefined)).rejects.toThrow(/cut short/);
    await removeDir(dir);
  });
});
