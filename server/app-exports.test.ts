import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { csvColumns, type IslandFeatureCollection } from '@core/catalogue/catalogue-export';
import type { Island } from '@core/contract/schemas';
import { AIR_WAY_LABELS } from '@core/contract/enums';
import { removeTestDir, startTestServer, type TestServer } from '../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

const islands = async (query = '') => (await (await fetch(`${server.url}/api/islands${query}`)).json()) as Island[];

describe('GET /api/islands.geojson', () => {
  for (const query of ['', '?region=pacific', '?category=uninhabited&sort=area', '?q=military']) {
    it(`matches /api/islands${query} record for record`, async () => {
      const res = await fetch(`${server.url}/api/islands.geojson${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/geo\+json/);
      const collection = (await res.json()) as IslandFeatureCollection;
      const expected = await islands(query);
      expect(collection.type).toBe('FeatureCollection');
      expect(collection.features).toHaveLength(expected.length);
      collection.features.forEach((feature, i) => {
        const island = expected[i]!;
        expect(feature.type).toBe('Feature');
        expect(feature.geometry).toEqual({ type: 'Point', coordinates: [island.longitude, island.latitude] });
        expect(feature.properties).toEqual(island);
      });
    });
  }

  it('answers bad filters with a JSON 400', async () => {
    const res = await fetch(`${server.url}/api/islands.geojson?region=atlantis`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_query');
  });
});

describe('GET /api/islands.csv', () => {
  for (const query of ['', '?region=antarctic', '?hasAirport=true&sort=population']) {
    it(`is RFC 4180 with a header row and matches /api/islands${query}`, async () => {
      const res = await fetch(`${server.url}/api/islands.csv${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="isolario-islands.csv"/);
      const text = await res.text();
      expect(text.endsWith('\r\n')).toBe(true);
      // Line ends are CRLF: no bare LF (the catalogue's texts hold no newlines of their own).
      expect(text).not.toMatch(/(?<!\r)\n/);
      const [header, ...rows] = parseCsv(text) as string[][];
      expect(header).toEqual(csvColumns());
      const expected = await islands(query);
      expect(rows).toHaveLength(expected.length);
      rows.forEach((row, i) => {
        const island = expected[i]!;
        // The remoteness object is written as flat columns of its figures.
        const remoteness = island.remoteness;
        const flat: Record<string, unknown> = {
          ...island,
          nearestInhabited: remoteness?.nearestInhabited.name,
          nearestInhabitedKm: remoteness?.nearestInhabited.km,
          nearestContinent: remoteness?.nearestContinent.name,
          nearestContinentKm: remoteness?.nearestContinent.km,
          nearestLandKm: remoteness?.nearestLand.km,
          isolationIndex: remoteness?.isolationIndex ?? undefined,
          satelliteUrl: island.satellite?.url,
          highestPointMetres: island.highestPoint?.metres,
          highestPointName: island.highestPoint?.name,
          highestPointSources: island.highestPoint?.sources,
          membersIslands: island.members?.islands.map((m) =>
            m.area === undefined ? m.name : `${m.name} (${m.area} km²)`,
          ),
          membersSources: island.members?.sources,
          travelDeparture: island.travel?.departure,
          travelFrequency: island.travel?.frequency,
          travelPermit: island.travel?.permit,
          travelAsOf: island.travel?.asOf,
          travelUntil: island.travel?.until,
          travelSources: island.travel?.sources,
          airAccessWays: island.airAccess?.map((way) =>
            [AIR_WAY_LABELS[way.by], way.from && `from ${way.from}`, way.frequency && `(${way.frequency})`]
              .filter(Boolean)
              .join(' '),
          ),
          airAccessSources: island.airAccess?.flatMap((way) => way.sources),
          climateStation: island.climate?.station,
          climatePeriod: island.climate?.period,
          climateMeanMaxC: island.climate?.meanMaxC && JSON.stringify(island.climate.meanMaxC),
          climateMeanMinC: island.climate?.meanMinC && JSON.stringify(island.climate.meanMinC),
          climatePrecipitationMm: island.climate?.precipitationMm && JSON.stringify(island.climate.precipitationMm),
          climateSource: island.climate?.source.url,
          timeZone: island.place?.timeZone,
          utcOffset: island.place && `UTC${island.place.utcOffset.standard}`,
          utcOffsetDaylight: island.place?.utcOffset.daylight && `UTC${island.place.utcOffset.daylight}`,
          declination: island.place?.declination.degrees,
          declinationYearlyChange: island.place?.declination.yearlyChange,
          midnightSun: island.place?.light.midnightSun.map((run) => `${run.from}/${run.to}`),
          polarNight: island.place?.light.polarNight.map((run) => `${run.from}/${run.to}`),
          juneSolsticeDayMinutes: island.place?.light.juneSolsticeDayMinutes,
          decemberSolsticeDayMinutes: island.place?.light.decemberSolsticeDayMinutes,
          tideStation: island.place?.tideStation?.name,
          tideStationKm: island.place?.tideStation?.km,
          addedInRelease: island.history?.added.version,
          lastChangedInRelease: island.history?.changes.at(-1)?.version,
        };
        csvColumns().forEach((field, column) => {
          const value = flat[field];
          const cell =
            field === 'alternateNames' ||
            field === 'midnightSun' ||
            field === 'polarNight' ||
            field === 'airAccessWays' ||
            field === 'membersIslands'
              ? ((value as string[] | undefined) ?? []).join('; ')
              : (field === 'sources' ||
                    field === 'travelSources' ||
                    field === 'airAccessSources' ||
                    field === 'highestPointSources' ||
                    field === 'membersSources') &&
                  value !== undefined
                ? (value as { publisher: string; title: string; url?: string }[])
                    .map((s) => `${s.publisher} — ${s.title}${s.url ? ` <${s.url}>` : ''}`)
                    .join('; ')
                : value === undefined
                  ? ''
                  : String(value);
          expect(row[column], `${island.id}.${field}`).toBe(cell);
          if (field === 'nearestInhabitedKm' && remoteness) expect(Number(cell)).toBeGreaterThan(0);
        });
      });
    });
  }

  it('keeps commas, quotes and accents intact', async () => {
    const text = await (await fetch(`${server.url}/api/islands.csv?fields=id,name,description`)).text();
    const rows = parseCsv(text) as string[][];
    expect(rows[0]).toEqual(['id', 'name', 'description']);
    const all = await islands();
    const withComma = all.find((island) => island.description.includes(','))!;
    expect(rows.find((row) => row[0] === withComma.id)?.[2]).toBe(withComma.description);
  });
});

describe('CSV formula injection', () => {
  it('writes text a spreadsheet would run as a formula as text, and numbers as numbers', async () => {
    const catalog = JSON.parse(readFileSync('data/catalog.json', 'utf8')) as { islands: Island[] };
    const base = catalog.islands.find((island) => island.id === 'tristan-da-cunha')!;
    const hostile = {
      ...base,
      id: 'hyperlink',
      name: '=HYPERLINK("https://example.org/x","click")',
      country: '+1+2',
      description: '@SUM(1,2) is what this island is called in the attack',
      alternateNames: ['-2+3', 'Plain'],
      featured: false,
    };
    const own = await startTestServer({ catalog: { ...catalog, islands: [...catalog.islands, hostile] } });
    try {
      const text = await (await fetch(`${own.url}/api/islands.csv?q=hyperlink`)).text();
      const rows = parseCsv(text) as string[][];
      const header = rows[0]!;
      const row = rows.find((cells) => cells[header.indexOf('id')] === 'hyperlink')!;
      const cell = (field: string) => row[header.indexOf(field)];
      expect(cell('name')).toBe(`'${hostile.name}`);
      expect(cell('country')).toBe("'+1+2");
      expect(cell('description')).toBe(`'${hostile.description}`);
      expect(cell('alternateNames')).toBe("'-2+3; Plain");
      // Numbers stay numbers, negative ones included.
      expect(cell('latitude')).toBe(String(base.latitude));
      expect(base.latitude).toBeLessThan(0);
      expect(cell('population')).toBe(String(base.population));
    } finally {
      await own.stop();
      await removeTestDir(own.dir);
    }
  });
});
