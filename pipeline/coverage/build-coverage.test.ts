import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CoverageFile } from '@core/coverage/coverage';
import { outlineOverrides } from '../outlines/outline-inputs';
import type { Place } from '../sources/gazetteer';
import { parseGazetteerAdditions } from '../sources/gazetteer-additions';
import { buildCoverage } from './build-coverage';
import { outlineIslands } from '../outlines/outline-inputs';
import type { Airport } from './coverage-inputs';

const FIXTURES = 'tests/support/fixtures/land';
const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');
// A town on the synthetic continent, far from every island of the fixture.
const farTown: Place = {
  name: 'Far Town',
  country: 'XX',
  population: 5000,
  featureCode: 'PPL',
  latitude: 1,
  longitude: 25,
};

async function coverage(
  options: { places?: Place[]; airports?: Airport[]; without?: string } = {},
): Promise<CoverageFile> {
  const catalogue = JSON.parse(await fixture('catalog-sample.json')) as { islands: Array<{ id: string }> };
  catalogue.islands = catalogue.islands.filter((island) => island.id !== options.without);
  const text = await buildCoverage({
    islands: outlineIslands(catalogue),
    overrides: outlineOverrides(JSON.parse(await fixture('outline-overrides-sample.json'))),
    outlinesText: await fixture('outlines-sample.topo.json'),
    landFile: path.resolve(FIXTURES, 'land-sample.geo.json'),
    places: options.places ?? [farTown],
    airports: options.airports ?? [],
    catalogueVersion: 'test',
  });
  return JSON.parse(text) as CoverageFile;
}

describe('the coverage product', () => {
  it('finds remote land of the floor size and which island holds it, and never the continent', async () => {
    const file = await coverage();
    const floorSize = file.remoteLand.filter((land) => land.areaKm2 >= 100);
    expect(floorSize.map((land) => [land.islandId, land.region])).toEqual([['wrangel-island', 'Arctic']]);
    expect(floorSize[0]!.areaKm2).toBeGreaterThan(7000);
    expect(file.byOcean['Arctic']).toMatchObject({ count: 1, cataloguedCount: 1 });
    // Tristan (98 km²) is remote land of the 10–100 km² band, below the first class's size: the
    // second class (10 km² or more) lists it too, largest first, and none under 10 km².
    expect(file.byBand['10']!.count).toBeGreaterThanOrEqual(1);
    const deeper = file.remoteLand.filter((land) => land.areaKm2 < 100);
    expect(deeper.length).toBe(file.byBand['10']!.count);
    expect(file.remoteLand.every((land) => land.areaKm2 >= 10)).toBe(true);
    const areas = file.remoteLand.map((land) => land.areaKm2);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });

  it('lists land no island holds as missing, largest first', async () => {
    const file = await coverage({ without: 'wrangel-island' });
    expect(file.remoteLand[0]).not.toHaveProperty('islandId');
    expect(file.missing[0]!.polygon).toBe(file.remoteLand[0]!.polygon);
    expect(file.missing[0]!.nearestPlace.name).toBe('Far Town');
  });

  it('counts a town from the reviewed additions as a place, so the land round it is not remote', async () => {
    const [town] = parseGazetteerAdditions(
      JSON.stringify([
        {
          name: 'Ushakovskoye',
          country: 'RU',
          population: 1000,
          populationYear: 2020,
          latitude: 70.98,
          longitude: -178.5,
          source: { publisher: 'Test', work: 'A test figure', url: 'https://example.org/town' },
        },
      ]),
    );
    const file = await coverage({ places: [farTown, town!] });
    expect(file.remoteLand.filter((land) => land.longitude < -170 && land.latitude > 65)).toEqual([]);
  });

  it('lists the inhabited land far from any continent, which the remote measure cannot see', async () => {
    const edinburgh: Place = {
      name: 'Edinburgh of the Seven Seas',
      country: 'SH',
      population: 1000,
      featureCode: 'PPLA',
      latitude: -37.0675,
      longitude: -12.3105,
    };
    const without = await coverage();
    expect(without.inhabitedOutliers).toEqual([]);
    const file = await coverage({ places: [farTown, edinburgh] });
    expect(file.inhabitedOutliers).toHaveLength(1);
    expect(file.inhabitedOutliers[0]).toMatchObject({
      place: { name: 'Edinburgh of the Seven Seas' },
      region: 'Atlantic',
    });
    expect(file.inhabitedOutliers[0]!.continentKm).toBeGreaterThan(2000);
    // A town on it makes it not remote: it leaves the remote measure.
    expect(file.remoteLand.some((land) => land.polygon === file.inhabitedOutliers[0]!.polygon)).toBe(false);
  });

  it('refuses an addition under 1,000 people or without the page it was read on', () => {
    const town = { name: 'Village', country: 'RU', population: 999, populationYear: 2020, latitude: 0, longitude: 0 };
    expect(() =>
      parseGazetteerAdditions(
        JSON.stringify([{ ...town, source: { publisher: 'x', work: 'y', url: 'https://example.org' } }]),
      ),
    ).toThrow();
    expect(() =>
      parseGazetteerAdditions(JSON.stringify([{ ...town, population: 1000, source: { publisher: 'x', work: 'y' } }])),
    ).toThrow();
    expect(parseGazetteerAdditions('')).toEqual([]);
  });

  it("finds each island's airports inside its outline, and only there", async () => {
    const airports: Airport[] = [
      { ident: 'WRAN', name: 'Wrangel Strip', latitude: 71.2333, longitude: -179.4167, scheduled: false },
      { ident: 'SEA1', name: 'Open Sea', latitude: 60, longitude: -170, scheduled: true },
    ];
    const file = await coverage({ airports });
    expect(file.airports).toEqual({ 'wrangel-island': [{ ident: 'WRAN', name: 'Wrangel Strip', scheduled: false }] });
  });
});
