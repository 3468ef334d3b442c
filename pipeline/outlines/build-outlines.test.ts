import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { islandOutline, parseOutlineTopology } from '@core/outlines/outline';
import { buildOutlines } from './build-outlines';
import { outlineIslands, outlineOverrides } from './outline-inputs';

// A 30 kB extract of the real land source (Tristan's group, Wrangel on both sides of 180°, the
// Savage Islands) and a synthetic continent. The expected file was written when the generator
// moved out of server/ (its output on the whole source was then byte for byte the committed
// data/outlines.topo.json), so any change of output shows here as a failing comparison.
const FIXTURES = 'tests/support/fixtures/land';
const input = () => ({
  islands: outlineIslands(JSON.parse(readFileSync(`${FIXTURES}/catalog-sample.json`, 'utf8'))),
  overrides: outlineOverrides(JSON.parse(readFileSync(`${FIXTURES}/outline-overrides-sample.json`, 'utf8'))),
  landFile: `${FIXTURES}/land-sample.geo.json`,
  catalogueVersion: 'fixture',
});

describe('the outlines product', () => {
  it('writes the same bytes as the expected file, and the same bytes twice', async () => {
    const first = await buildOutlines(input());
    const second = await buildOutlines(input());
    expect(second.text).toBe(first.text);
    expect(first.text).toBe(readFileSync(`${FIXTURES}/outlines-sample.topo.json`, 'utf8'));
  });

  it('outlines each island from its own land, and says why the others have none', async () => {
    const build = await buildOutlines(input());
    const topology = parseOutlineTopology(JSON.parse(build.text));
    for (const id of [
      'tristan-da-cunha',
      'inaccessible-island',
      'nightingale-island',
      'savage-islands',
      'herald-island',
    ]) {
      expect(islandOutline(topology, id), id).toBeDefined();
    }
    // Wrangel's two halves, cut at 180° in the source, are one outline.
    const wrangel = islandOutline(topology, 'wrangel-island')!;
    expect(wrangel.geometry.type).toBe('MultiPolygon');
    expect(build.notOutlined.rockall).toMatch(/no land/);
    expect(build.notOutlined['continental-point']).toMatch(/continent-sized land/);
  });
});
