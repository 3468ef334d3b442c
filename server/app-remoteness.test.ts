import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Island } from '@core/contract/schemas';
import { removeTestDir, startTestServer, useTestServer } from '../tests/support/test-server';

// The figures of data/remoteness.json, joined to the islands, ranked and served.
const server = useTestServer();

const getJson = async <T>(url: string) => {
  const res = await fetch(`${server.url}${url}`);
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
};
const inhabitedKm = (island: Island) => island.remoteness!.nearestInhabited.km;

describe('remoteness in the API', () => {
  it("carries each island's figures, named and linked: Tristan da Cunha's nearest people are on Saint Helena", async () => {
    const tristan = await getJson<Island>('/api/islands/tristan-da-cunha');
    expect(tristan.remoteness).toMatchObject({
      nearestInhabited: { islandId: 'saint-helena', name: 'Saint Helena' },
      nearestContinent: { name: 'Africa' },
    });
    expect(inhabitedKm(tristan)).toBeGreaterThan(2300);
    expect(inhabitedKm(tristan)).toBeLessThan(2500);
    expect(tristan.remoteness!.rank.inhabited!.position).toBeGreaterThanOrEqual(1);
  });

  it('gives its coast-to-coast points latitude first, and says so in the OpenAPI document', async () => {
    const tristan = await getJson<Island>('/api/islands/tristan-da-cunha');
    const [latitude, longitude] = tristan.remoteness!.nearestInhabited.from!;
    expect(Math.abs(latitude! - tristan.latitude)).toBeLessThan(0.5);
    expect(Math.abs(longitude! - tristan.longitude)).toBeLessThan(0.5);
    const document = JSON.stringify(await getJson<object>('/api/openapi.json'));
    expect(document).toContain('[latitude, longitude] in degrees (latitude first');
  });

  it('sorts most remote first by the nearest inhabited land, and ranks agree with that order', async () => {
    const all = await getJson<Island[]>('/api/islands?sort=remoteness');
    const measured = all.filter((island) => island.remoteness);
    expect(measured.length).toBeGreaterThan(500);
    for (let i = 1; i < measured.length; i++)
      expect(inhabitedKm(measured[i - 1]!)).toBeGreaterThanOrEqual(inhabitedKm(measured[i]!));
    const inhabited = measured.filter((island) => island.isInhabited);
    inhabited.forEach((island, i) =>
      expect(island.remoteness!.rank.inhabited).toEqual({ position: i + 1, of: inhabited.length }),
    );
    expect(measured.filter((island) => !island.isInhabited).every((island) => !island.remoteness!.rank.inhabited)).toBe(
      true,
    );
  });

  it('filters by the km to a continent and to inhabited land', async () => {
    const all = await getJson<Island[]>('/api/islands');
    const far = await getJson<Island[]>('/api/islands?minContinentKm=2000&minInhabitedKm=500');
    const expected = all.filter(
      (island) => island.remoteness && island.remoteness.nearestContinent.km >= 2000 && inhabitedKm(island) >= 500,
    );
    expect(far.map((island) => island.id).sort()).toEqual(expected.map((island) => island.id).sort());
    expect(far.length).toBeGreaterThan(5);
    expect(far.length).toBeLessThan(all.length);
  });

  it('answers a bad distance floor or measure with a JSON 400 naming the parameter', async () => {
    for (const url of [
      '/api/islands?minContinentKm=far',
      '/api/islands?minInhabitedKm=-1',
      '/api/remotest?measure=loneliest',
      '/api/remotest?limit=0',
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(400);
      const body = (await res.json()) as { error: string; issues: { path: string }[] };
      expect(body.error).toBe('invalid_query');
      expect(body.issues[0]!.path).toMatch(/minContinentKm|minInhabitedKm|measure|limit/);
    }
  });

  it('ranks the remotest islands on each measure', async () => {
    const inhabited = await getJson<Island[]>('/api/remotest?measure=inhabited&limit=10');
    expect(inhabited).toHaveLength(10);
    expect(inhabited.every((island) => island.isInhabited)).toBe(true);
    expect(inhabited.map((island) => island.remoteness!.rank.inhabited!.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(inhabited.map((island) => island.id)).toContain('tristan-da-cunha');
    const continent = await getJson<Island[]>('/api/remotest?measure=continent&limit=5');
    for (let i = 1; i < continent.length; i++)
      expect(continent[i - 1]!.remoteness!.nearestContinent.km).toBeGreaterThanOrEqual(
        continent[i]!.remoteness!.nearestContinent.km,
      );
    const isolation = await getJson<Island[]>('/api/remotest?measure=isolation');
    expect(isolation).toHaveLength(20);
    expect(isolation[0]!.remoteness!.rank.isolation!.position).toBe(1);
  });

  it('keeps only the fields asked for on /api/remotest, as on every read of islands', async () => {
    const full = await getJson<Island[]>('/api/remotest?measure=continent&limit=3');
    const slim = await getJson<Record<string, unknown>[]>('/api/remotest?measure=continent&limit=3&fields=name,id');
    expect(slim).toEqual(full.map((island) => ({ id: island.id, name: island.name })));
    for (const [url, message] of [
      ['/api/remotest?fields=size', "Unknown field 'size'"],
      ['/api/remotest?fields=distanceKm', 'distanceKm needs near, which this read does not take'],
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(400);
      const body = (await res.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues).toEqual([{ path: 'fields', message }]);
    }
  });

  it('writes the figures as columns in CSV and as a property in GeoJSON', async () => {
    const text = await (await fetch(`${server.url}/api/islands.csv?fields=id,remoteness&q=tristan`)).text();
    const [header, ...rows] = parseCsv(text) as string[][];
    expect(header).toEqual([
      'id',
      'nearestInhabited',
      'nearestInhabitedKm',
      'nearestContinent',
      'nearestContinentKm',
      'nearestLandKm',
      'isolationIndex',
    ]);
    const tristan = await getJson<Island>('/api/islands/tristan-da-cunha');
    expect(rows.find((row) => row[0] === 'tristan-da-cunha')).toEqual([
      'tristan-da-cunha',
      'Saint Helena',
      String(inhabitedKm(tristan)),
      'Africa',
      String(tristan.remoteness!.nearestContinent.km),
      String(tristan.remoteness!.nearestLand.km),
      String(tristan.remoteness!.isolationIndex),
    ]);
    const geo = await getJson<{ features: { properties: Island }[] }>('/api/islands.geojson?q=tristan%20da%20cunha');
    expect(geo.features[0]!.properties.remoteness).toEqual(tristan.remoteness);
  });
});

describe('without a remoteness file', () => {
  it('serves the islands without figures and says why', async () => {
    const own = await startTestServer({ env: { REMOTENESS_FILE: path.join(os.tmpdir(), 'no-such-remoteness.json') } });
    try {
      const res = await fetch(`${own.url}/api/islands/tristan-da-cunha`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Island).remoteness).toBeUndefined();
      expect(own.logs.join('\n')).toMatch(/no derived file; islands are served without remoteness/);
      expect(await (await fetch(`${own.url}/api/remotest`)).json()).toEqual([]);
    } finally {
      await own.stop();
      await removeTestDir(own.dir);
    }
  });
});
