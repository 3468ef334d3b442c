import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  OUTLINE_ATTRIBUTION,
  islandOutline,
  outlineAreaKm2,
  parseOutlineTopology,
  ringAreaKm2,
  type OutlineMetadata,
} from '@core/outline';
import { simplifyPolygons, simplifyRing, simplifyThresholdKm2 } from './outline-simplify';
import { writeTopology } from './outline-topology';

/** A circle-like ring of n points and radius r degrees round (lng, lat), clockwise on purpose. */
function ring(lng: number, lat: number, r: number, n: number, wobble = 0): Position[] {
  const points: Position[] = [];
  for (let i = 0; i < n; i++) {
    const a = (-2 * Math.PI * i) / n;
    const radius = r * (1 + (i % 2 === 0 ? wobble : -wobble));
    points.push([lng + radius * Math.cos(a), lat + radius * Math.sin(a)]);
  }
  points.push(points[0]!);
  return points;
}

const metadata: OutlineMetadata = {
  source: { package: 'test', version: '1', description: 'test land' },
  licence: 'ODbL-1.0',
  licenceUrl: 'https://opendatacommons.org/licenses/odbl/1.0/',
  attribution: OUTLINE_ATTRIBUTION,
  catalogueVersion: 'v1',
  notOutlined: {},
};

describe('simplifyRing', () => {
  it('drops small wiggles and keeps the shape', () => {
    const wiggly = ring(0, 0, 0.1, 400, 0.002);
    const simple = simplifyRing(wiggly, simplifyThresholdKm2(ringAreaKm2(wiggly)));
    expect(simple.length).toBeLessThan(wiggly.length / 4);
    expect(ringAreaKm2(simple)).toBeGreaterThan(0.95 * ringAreaKm2(wiggly));
    expect(simple[0]).toEqual(simple[simple.length - 1]);
  });

  it('keeps at least a triangle, however large the threshold', () => {
    const simple = simplifyRing(ring(0, 0, 0.001, 50), 1e9);
    expect(simple).toHaveLength(4);
    expect(ringAreaKm2(simple)).toBeGreaterThan(0);
  });

  it('drops islets below the threshold but never the largest ring', () => {
    const polygons = [[ring(0, 0, 0.1, 60)], [ring(0.3, 0, 0.0005, 8)], [ring(0.5, 0, 0.03, 20)]];
    const kept = simplifyPolygons(polygons, 0.05, 500);
    expect(kept).toHaveLength(2);
    expect(simplifyPolygons([[ring(0, 0, 0.0001, 8)]], 1e9, 1)).toHaveLength(1);
  });
});

describe('writeTopology', () => {
  const entries = [
    { id: 'round-island', polygons: [[ring(-12.3, -37.1, 0.05, 40)]] },
    { id: 'twin-islands', polygons: [[ring(179.9, -16, 0.02, 12)], [ring(-179.9, -16, 0.02, 12)]] },
  ];

  it('writes a Topology the core reads back within the quantization step', () => {
    const { text, arcs } = writeTopology(entries, metadata);
    const topology = parseOutlineTopology(JSON.parse(text));
    expect(arcs).toBe(3);
    expect(topology.metadata).toEqual(metadata);
    const round = islandOutline(topology, 'round-island')!;
    expect(round.geometry.type).toBe('Polygon');
    expect(outlineAreaKm2(round.geometry)).toBeCloseTo(ringAreaKm2(entries[0]!.polygons[0]![0]!), 1);
    expect(islandOutline(topology, 'twin-islands')!.geometry.type).toBe('MultiPolygon');
  });

  it('turns exterior rings counter-clockwise (RFC 7946)', () => {
    const topology = parseOutlineTopology(JSON.parse(writeTopology(entries, metadata).text));
    const geometry = islandOutline(topology, 'round-island')!.geometry;
    const outer = (geometry.type === 'Polygon' ? geometry.coordinates[0] : [])!;
    let twiceArea = 0;
    for (let i = 0; i + 1 < outer.length; i++)
      twiceArea += outer[i]![0]! * outer[i + 1]![1]! - outer[i + 1]![0]! * outer[i]![1]!;
    expect(twiceArea).toBeGreaterThan(0);
  });

  it('gives the same bytes for the same input', () => {
    expect(writeTopology(entries, metadata).text).toBe(writeTopology(entries, metadata).text);
  });
});
