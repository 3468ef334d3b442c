import type { MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  OUTLINE_ATTRIBUTION,
  OUTLINE_LICENCE,
  areaRatioOutOfRange,
  distanceToOutlineKm,
  islandOutline,
  measureOutline,
  outlineAreaKm2,
  outlineBbox,
  outlineContains,
  outlinedIslandIds,
  outlineTowards,
  parseOutlineTopology,
  type OutlineMetadata,
  type OutlineTopology,
} from './outline';

const R = 6371.0088;
const RAD = Math.PI / 180;
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

/** A closed lat/lng rectangle ring, counter-clockwise. */
function box(west: number, south: number, east: number, north: number): Position[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/** The exact area of a lat/lng rectangle on the sphere. */
const boxArea = (west: number, south: number, east: number, north: number) =>
  R * R * (east - west) * RAD * (Math.sin(north * RAD) - Math.sin(south * RAD));

const polygon = (...rings: Position[][]): Polygon => ({ type: 'Polygon', coordinates: rings });
const multi = (...polygons: Position[][][]): MultiPolygon => ({ type: 'MultiPolygon', coordinates: polygons });

const metadata: OutlineMetadata = {
  source: { package: '@geo-maps/earth-lands-100m', version: '0.6.0', description: 'OpenStreetMap land polygons' },
  licence: OUTLINE_LICENCE,
  licenceUrl: 'https://opendatacommons.org/licenses/odbl/1.0/',
  attribution: OUTLINE_ATTRIBUTION,
  catalogueVersion: 'abc',
  notOutlined: { 'sunken-reef': 'no land within 20 km' },
};

/** Two islands by hand: a 1° square on the equator (arc 0), and two squares (arcs 1, 2). */
const topology: OutlineTopology = {
  type: 'Topology',
  arcs: [box(0, 0, 1, 1), box(10, 10, 10.5, 10.5), box(11, 10, 11.5, 10.5)],
  objects: {
    'square-island': { type: 'Polygon', arcs: [[0]] },
    'twin-islands': { type: 'MultiPolygon', arcs: [[[1]], [[2]]] },
  },
  metadata,
};

describe('islandOutline', () => {
  it('gives the island outline as a Feature with its attribution', () => {
    const outline = islandOutline(topology, 'square-island')!;
    expect(outline.type).toBe('Feature');
    expect(outline.geometry).toEqual(polygon(box(0, 0, 1, 1)));
    expect(outline.properties).toEqual({
      islandId: 'square-island',
      source: 'OpenStreetMap land polygons (@geo-maps/earth-lands-100m@0.6.0)',
      licence: 'ODbL-1.0',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('decodes a MultiPolygon', () => {
    expect(islandOutline(topology, 'twin-islands')!.geometry).toEqual(
      multi([box(10, 10, 10.5, 10.5)], [box(11, 10, 11.5, 10.5)]),
    );
  });

  it('is undefined for an island without outline, whatever the id', () => {
    expect(islandOutline(topology, 'sunken-reef')).toBeUndefined();
    expect(islandOutline(topology, 'toString')).toBeUndefined();
    expect(islandOutline(topology, '__proto__')).toBeUndefined();
  });

  it('decodes a quantized topology through its transform', () => {
    const quantized: OutlineTopology = {
      type: 'Topology',
      transform: { scale: [0.5, 0.25], translate: [100, -20] },
      // Delta-encoded: (0,0) (2,0) (0,4) (-2,0) (0,-4) → a 1° square from (100, -20).
      arcs: [
        [
          [0, 0],
          [2, 0],
          [0, 4],
          [-2, 0],
          [0, -4],
        ],
      ],
      objects: { q: { type: 'Polygon', arcs: [[0]] } },
      metadata,
    };
    expect(islandOutline(quantized, 'q')!.geometry).toEqual(polygon(box(100, -20, 101, -19)));
  });

  it('lists the outlined ids', () => {
    expect(outlinedIslandIds(topology)).toEqual(['square-island', 'twin-islands']);
  });
});

describe('parseOutlineTopology', () => {
  it('accepts an outlines file', () => {
    expect(parseOutlineTopology(JSON.parse(JSON.stringify(topology)))).toEqual(topology);
  });

  it('refuses what is not one', () => {
    expect(() => parseOutlineTopology({ type: 'FeatureCollection', features: [] })).toThrow();
    expect(() => parseOutlineTopology({ ...topology, metadata: undefined })).toThrow();
    expect(() =>
      parseOutlineTopology({ ...topology, objects: { a: { type: 'Point', coordinates: [0, 0] } } }),
    ).toThrow();
  });
});

describe('outlineAreaKm2', () => {
  it('measures a 1° square on the equator as the sphere does (about 12,364 km²)', () => {
    expect(outlineAreaKm2(polygon(box(0, 0, 1, 1)))).toBeCloseTo(boxArea(0, 0, 1, 1), 6);
    expect(outlineAreaKm2(polygon(box(0, 0, 1, 1)))).toBeCloseTo(12364, 0);
  });

  it('shrinks with latitude like the sphere', () => {
    expect(outlineAreaKm2(polygon(box(20, 60, 21, 61)))).toBeCloseTo(boxArea(20, 60, 21, 61), 6);
  });

  it('does not care about ring orientation', () => {
    expect(outlineAreaKm2(polygon(box(0, 0, 1, 1).reverse()))).toBeCloseTo(boxArea(0, 0, 1, 1), 6);
  });

  it('subtracts holes and adds the parts of a MultiPolygon', () => {
    const withHole = polygon(box(0, 0, 2, 2), box(0.5, 0.5, 1.5, 1.5).reverse());
    expect(outlineAreaKm2(withHole)).toBeCloseTo(boxArea(0, 0, 2, 2) - boxArea(0.5, 0.5, 1.5, 1.5), 6);
    const twin = multi([box(10, 10, 10.5, 10.5)], [box(11, 10, 11.5, 10.5)]);
    expect(outlineAreaKm2(twin)).toBeCloseTo(2 * boxArea(10, 10, 10.5, 10.5), 6);
  });

  it('measures a ring that crosses the antimeridian like the same ring elsewhere', () => {
    const across = polygon([
      [179.5, 0],
      [-179.5, 0],
      [-179.5, 1],
      [179.5, 1],
      [179.5, 0],
    ]);
    expect(outlineAreaKm2(across)).toBeCloseTo(boxArea(0, 0, 1, 1), 6);
  });
});

describe('outlineContains and distanceToOutlineKm', () => {
  const square = polygon(box(0, 0, 1, 1));

  it('is 0 for a point on land', () => {
    expect(outlineContains(square, at(0.5, 0.5))).toBe(true);
    expect(distanceToOutlineKm(square, at(0.5, 0.5))).toBe(0);
  });

  it('measures to the nearest edge: 1° north of the top edge is about 111.2 km', () => {
    expect(outlineContains(square, at(2, 0.5))).toBe(false);
    expect(distanceToOutlineKm(square, at(2, 0.5))).toBeCloseTo(111.195, 1);
  });

  it('measures to the meridian edge across the antimeridian-free west side', () => {
    expect(distanceToOutlineKm(square, at(0.5, -0.1))).toBeCloseTo(11.12, 1);
  });

  it('measures to a corner when the nearest point is a vertex', () => {
    const expected =
      2 * R * Math.asin(Math.sqrt(Math.sin(-0.5 * RAD) ** 2 + Math.sin(-0.5 * RAD) ** 2 * Math.cos(-1 * RAD)));
    expect(distanceToOutlineKm(square, at(-1, -1))).toBeCloseTo(Math.abs(expected), 3);
  });

  it('counts a point in a hole as off the land', () => {
    const withHole = polygon(box(0, 0, 2, 2), box(0.5, 0.5, 1.5, 1.5));
    expect(outlineContains(withHole, at(1, 1))).toBe(false);
    expect(distanceToOutlineKm(withHole, at(1, 1))).toBeCloseTo(55.6, 0);
    expect(outlineContains(withHole, at(0.25, 0.25))).toBe(true);
  });

  it('takes the nearest part of a MultiPolygon', () => {
    const twin = multi([box(10, 10, 10.5, 10.5)], [box(11, 10, 11.5, 10.5)]);
    expect(distanceToOutlineKm(twin, at(10.25, 11.25))).toBe(0);
    expect(distanceToOutlineKm(twin, at(10.25, 10.75))).toBeCloseTo(0.25 * 111.195 * Math.cos(10.25 * RAD), 0);
  });

  it('works across the antimeridian', () => {
    const wrangel = multi([box(179, 71, 180, 72)], [box(-180, 71, -179, 72)]);
    expect(distanceToOutlineKm(wrangel, at(71.5, -179.5))).toBe(0);
    expect(distanceToOutlineKm(wrangel, at(71.5, 179.9))).toBe(0);
    expect(distanceToOutlineKm(wrangel, at(72.5, 180))).toBeCloseTo(55.6, 0);
  });
});

describe('outlineBbox', () => {
  it('is west, south, east, north', () => {
    expect(outlineBbox(polygon(box(0, 0, 1, 1)))).toEqual([0, 0, 1, 1]);
    expect(outlineBbox(multi([box(10, 10, 10.5, 10.5)], [box(11, 9, 11.5, 10.5)]))).toEqual([10, 9, 11.5, 10.5]);
  });

  it('crosses the antimeridian when the island does: west > east', () => {
    const wrangel = multi([box(178.6, 70.8, 180, 71.6)], [box(-180, 70.9, -177.4, 71.5)]);
    expect(outlineBbox(wrangel)).toEqual([178.6, 70.8, -177.4, 71.6]);
  });

  it('handles a single ring written across the antimeridian', () => {
    const across = polygon([
      [179.5, 0],
      [-179.5, 0],
      [-179.5, 1],
      [179.5, 1],
      [179.5, 0],
    ]);
    expect(outlineBbox(across)).toEqual([179.5, 0, -179.5, 1]);
  });

  it('keeps a normal box for western longitudes', () => {
    expect(outlineBbox(polygon(box(-60, -52, -57, -51)))).toEqual([-60, -52, -57, -51]);
  });
});

describe('measureOutline', () => {
  it('gives distance, area and the ratio to the recorded area', () => {
    const square = polygon(box(0, 0, 1, 1));
    const measures = measureOutline({ latitude: 0.5, longitude: 0.5, area: 12364 / 4 }, square);
    expect(measures.distanceKm).toBe(0);
    expect(measures.areaKm2).toBeCloseTo(12364, 0);
    expect(measures.areaRatio).toBeCloseTo(4, 2);
    expect(areaRatioOutOfRange(measures.areaRatio!)).toBe(true);
    expect(areaRatioOutOfRange(2.9)).toBe(false);
    expect(areaRatioOutOfRange(1 / 3.1)).toBe(true);
    expect(measureOutline({ latitude: 0.5, longitude: 0.5 }, square).areaRatio).toBeUndefined();
  });
});

describe('outlineTowards', () => {
  it('puts the halves of an island cut at the antimeridian side by side', () => {
    const wrangel = multi([box(179, 71, 180, 72)], [box(-180, 71, -179, 72)]);
    expect(outlineTowards(wrangel, -179.5).coordinates).toEqual([[box(-181, 71, -180, 72)], [box(-180, 71, -179, 72)]]);
    expect(outlineTowards(wrangel, 179.5).coordinates).toEqual([[box(179, 71, 180, 72)], [box(180, 71, 181, 72)]]);
  });

  it('leaves an ordinary outline as it is', () => {
    expect(outlineTowards(polygon(box(-60, -52, -57, -51)), -59)).toEqual(polygon(box(-60, -52, -57, -51)));
  });
});
