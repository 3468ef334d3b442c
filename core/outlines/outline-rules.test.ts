import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { OUTLINE_ATTRIBUTION, OUTLINE_LICENCE, type OutlineTopology } from './outline';
import { checkOutlines } from './outline-rules';
import type { Island } from '../contract/schemas';
import { anIsland } from '../../tests/support/builders';

const box = (west: number, south: number, east: number, north: number): Position[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

// A 0.1° square at the equator: about 124 km².
const topology: OutlineTopology = {
  type: 'Topology',
  arcs: [box(0, 0, 0.1, 0.1)],
  objects: { square: { type: 'Polygon', arcs: [[0]] } },
  metadata: {
    source: { package: 'test', version: '1', description: 'a hand-made square' },
    licence: OUTLINE_LICENCE,
    licenceUrl: 'https://opendatacommons.org/licenses/odbl/1.0/',
    attribution: OUTLINE_ATTRIBUTION,
    catalogueVersion: 'test',
    notOutlined: { reef: 'no land within 5 km of its point' },
  },
};

const island = (id: string, latitude: number, longitude: number, area?: number): Island =>
  anIsland({
    id,
    name: id,
    region: 'Atlantic',
    description: 'A remote island far out at sea, for tests.',
    latitude,
    longitude,
    ...(area !== undefined ? { area } : {}),
    sources: [],
  });
const rules = (islands: Island[], exceptions = {}) =>
  checkOutlines(islands, topology, exceptions).problems.map((problem) => `${problem.id}:${problem.rule}`);

describe('outlines checking the catalogue', () => {
  it('accepts a point on its outline with an area that agrees', () => {
    const noLand = { reef: { noLand: 'A reef smaller than the land source resolves.' } };
    const report = checkOutlines([island('square', 0.05, 0.05, 120), island('reef', 5, 5)], topology, noLand);
    expect(report).toEqual({ problems: [], outlined: 1, total: 2 });
  });

  it('fails a point with no land near it (a misplaced point) unless an exception says why', () => {
    expect(rules([island('reef', 5, 5)])).toEqual(['reef:outline-no-land']);
    expect(
      rules([island('reef', 5, 5)], { reef: { noLand: 'A reef smaller than the land source resolves.' } }),
    ).toEqual([]);
  });

  it('reports a point more than 15 km away (a flipped sign) and an area off by more than 3x', () => {
    expect(rules([island('square', -0.3, 0.05, 120)])).toEqual(['square:outline-distance']);
    expect(rules([island('square', 0.05, 0.05, 20)])).toEqual(['square:outline-area']);
    expect(rules([island('square', 0.05, 0.05, 500)])).toEqual(['square:outline-area']);
  });

  it('takes an explained exception, only for the measure it explains', () => {
    const exceptions = { square: { area: 'An atoll: the recorded area is the lagoon as well.' } };
    expect(rules([island('square', 0.05, 0.05, 20)], exceptions)).toEqual([]);
    expect(rules([island('square', -0.3, 0.05, 20)], exceptions)).toEqual(['square:outline-distance']);
    expect(rules([island('square', 0.05, 0.05, 120)], { gone: { area: 'An island the catalogue dropped.' } })).toEqual([
      'gone:outline-exception',
    ]);
  });

  it('asks for new outlines when an island is neither outlined nor explained', () => {
    expect(rules([island('new-island', 1, 1)])).toEqual(['new-island:outline-missing']);
  });
});
