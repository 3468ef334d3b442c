import { describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Island } from '@core/contract/schemas';
import type { IslandTides } from '@core/place-facts/island-tides-schema';
import { localDate } from '@core/place-facts/zone-clock';
import { useTestServer } from '../tests/support/test-server';

// The place facts of data/place-facts.json, joined to the islands and served, and a day's tides.
const server = useTestServer();

const get = (url: string) => fetch(`${server.url}${url}`);
const getJson = async <T>(url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
};

describe('time, light, compass and tide in the API', () => {
  it("carries each island's zone and offsets: the Chatham Islands keep UTC+12:45 and +13:45 in summer", async () => {
    const chatham = await getJson<Island>('/api/islands/chatham-islands');
    expect(chatham.place).toMatchObject({
      timeZone: 'Pacific/Chatham',
      nauticalTime: false,
      utcOffset: { standard: '+12:45', daylight: '+13:45' },
      declination: { model: 'WMM2025', epoch: 2025, compass: 'reliable' },
      tideStation: { name: 'Chatham', licence: 'cc-by-4.0' },
    });
    expect(chatham.place!.daylightSaving!.starts > chatham.place!.daylightSaving!.ends).toBe(true);
    const marquesas = await getJson<Island>('/api/islands/nuku-hiva');
    expect(marquesas.place!.utcOffset).toEqual({ standard: '-09:30' });
  });

  it('gives the polar light of a high-Arctic island and none to a tropical one', async () => {
    const spitsbergen = await getJson<Island>('/api/islands/spitsbergen');
    expect(spitsbergen.place!.light.midnightSun).toHaveLength(1);
    expect(spitsbergen.place!.light.midnightSun[0]!.from).toMatch(/-04-(1\d|20)$/);
    expect(spitsbergen.place!.light.decemberSolsticeDayMinutes).toBe(0);
    expect(spitsbergen.place!.light.juneSolsticeDayMinutes).toBe(1440);
    const kiritimati = await getJson<Island>('/api/islands/kiritimati');
    expect(kiritimati.place!.light).toMatchObject({ midnightSun: [], polarNight: [] });
    expect(kiritimati.place!.utcOffset.standard).toBe('+14:00');
  });

  it('filters by polar light, through the year or on a date, and sorts by UTC offset', async () => {
    const midsummer = await getJson<Island[]>('/api/islands?light=midnight-sun&lightOn=2026-06-21&fields=id,latitude');
    expect(midsummer.map((island) => island.id)).toContain('spitsbergen');
    expect(midsummer.every((island) => island.latitude > 60)).toBe(true);
    const midwinter = await getJson<Island[]>('/api/islands?light=midnight-sun&lightOn=2026-12-21&fields=id,latitude');
    expect(midwinter.every((island) => island.latitude < -60)).toBe(true);
    const anyTime = await getJson<Island[]>('/api/islands?light=polar-night&fields=id');
    expect(anyTime.length).toBeGreaterThanOrEqual(midsummer.length / 2);
    const sorted = await getJson<Island[]>('/api/islands?sort=utcOffset&fields=id,place');
    const minutes = (offset: string) =>
      (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
    const offsets = sorted.filter((island) => island.place).map((island) => minutes(island.place!.utcOffset.standard));
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(offsets[0]).toBe(-12 * 60);
    expect(offsets.at(-1)).toBe(14 * 60);
  });

  it('answers bad light filters with a JSON 400 naming the parameter', async () => {
    for (const [url, path] of [
      ['/api/islands?light=twilight', 'light'],
      ['/api/islands?light=polar-night&lightOn=2026-02-30', 'lightOn'],
      ['/api/islands?lightOn=2026-06-21', 'lightOn'],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      const body = (await res.json()) as { issues: Array<{ path: string }> };
      expect(body.issues.map((issue) => issue.path)).toContain(path);
    }
  });

  it('writes the place facts as CSV columns a spreadsheet can sort', async () => {
    const text = await (await get('/api/islands.csv?fields=id,place')).text();
    const [header, ...rows] = parseCsv(text) as string[][];
    expect(header).toEqual([
      'id',
      'timeZone',
      'utcOffset',
      'utcOffsetDaylight',
      'declination',
      'declinationYearlyChange',
      'midnightSun',
      'polarNight',
      'juneSolsticeDayMinutes',
      'decemberSolsticeDayMinutes',
      'tideStation',
      'tideStationKm',
    ]);
    const lordHowe = rows.find((row) => row[0] === 'lord-howe-island')!;
    expect(lordHowe.slice(1, 4)).toEqual(['Australia/Lord_Howe', 'UTC+10:30', 'UTC+11:00']);
  });

  it('serves a published climate table with the page it was read from, and writes it as CSV columns', async () => {
    const sable = await getJson<Island>('/api/islands/sable-island');
    expect(sable.climate).toMatchObject({ station: 'Sable Island, Nova Scotia', period: '1971-2000' });
    // Environment Canada's normals for Sable Island: January's mean high and low, July's precipitation.
    expect([sable.climate!.meanMaxC![0], sable.climate!.meanMinC![0], sable.climate!.precipitationMm![6]]).toEqual([
      2.8, -3.5, 95.2,
    ]);
    expect(sable.climate!.source).toMatchObject({ title: 'Canadian Climate Normals 1971-2000', read: '2026-12-02' });
    // Iqaluit's page gave temperatures only: no precipitation row is made up.
    expect((await getJson<Island>('/api/islands/baffin-island')).climate).not.toHaveProperty('precipitationMm');
    expect((await getJson<Island>('/api/islands/tristan-da-cunha')).climate).toBeUndefined();

    const [header, ...rows] = parseCsv(await (await get('/api/islands.csv?fields=id,climate')).text()) as string[][];
    expect(header).toEqual([
      'id',
      'climateStation',
      'climatePeriod',
      'climateMeanMaxC',
      'climateMeanMinC',
      'climatePrecipitationMm',
      'climateSource',
    ]);
    const row = rows.find((cells) => cells[0] === 'sable-island')!;
    expect(JSON.parse(row[4]!)).toEqual(sable.climate!.meanMinC);
    expect(row[6]).toBe(sable.climate!.source.url);
  });
});

describe("a day's tides", () => {
  it("gives the high and low waters on the island's date, with the station and the notice", async () => {
    const tides = await getJson<IslandTides>('/api/islands/tristan-da-cunha/tides?date=2026-12-01');
    expect(tides).toMatchObject({
      islandId: 'tristan-da-cunha',
      date: '2026-12-01',
      timeZone: 'Atlantic/St_Helena',
      datum: 'LAT',
      station: { name: 'Tristan Da Cunha', licence: 'cc-by-4.0', attribution: expect.stringMatching(/TICON-4/) },
      notice: expect.stringMatching(/not for navigation/),
    });
    // Semi-diurnal: three or four turns a day, alternating.
    expect(tides.extremes.length).toBeGreaterThanOrEqual(3);
    tides.extremes.slice(1).forEach((extreme, i) => expect(extreme.type).not.toBe(tides.extremes[i]!.type));
    for (const extreme of tides.extremes) expect(extreme.time.startsWith('2026-12-01')).toBe(true);
  });

  it("is today's on the island's clocks when no date is given", async () => {
    const tides = await getJson<IslandTides>('/api/islands/chatham-islands/tides');
    expect(tides.date).toBe(localDate('Pacific/Chatham', new Date()));
  });

  it('answers an island with no station near, an unknown island and a bad date clearly', async () => {
    const none = await get('/api/islands/bouvet-island/tides');
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toMatch(/No open tide station within 50 km of Bouvet/);
    expect((await get('/api/islands/atlantis/tides')).status).toBe(404);
    for (const date of ['2026-13-01', 'tomorrow', '1900-01-01']) {
      const res = await get(`/api/islands/tristan-da-cunha/tides?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });
});
