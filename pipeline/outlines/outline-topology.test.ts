import { describe, expect, it } from 'vitest';
import {
  OUTLINE_ATTRIBUTION,
  islandOutline,
  outlineAreaKm2,
  parseOutlineTopology,
  ringAreaKm2,
  type OutlineMetadata,
} from '@core/outlines/outline';
import { ring } from '../../tests/support/geometry';
import { writeTopology } from './outline-topology';

const metadata: OutlineMetadata = {
  source: { package: 'test', version: '1', description: 'test land' },
  licence: 'ODbL-1.0',
  licenceUrl: 'https://opendatacommons.org/licenses/odbl/1.0/',
  attribution: OUTLINE_ATTRIBUTION,
  catalogueVersion: 'v1',
  notOutlined: {},
};

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
