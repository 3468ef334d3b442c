import { describe, expect, it } from 'vitest';
import { EXPLORE_PAGE_SIZE, type ExplorePage } from '@core/catalogue/explore-page';
import type { Facets } from '@core/catalogue/facets';
import type { IslandResult } from '@core/catalogue/island-query';
import { useTestServer } from '../tests/support/test-server';

const server = useTestServer();

async function json<T>(path: string): Promise<{ status: number; body: T; total: string | null }> {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: (await res.json()) as T, total: res.headers.get('x-total-count') };
}
const names = async (path: string) => (await json<IslandResult[]>(path)).body.map((island) => island.name);

describe('search over HTTP, the same order as everywhere', () => {
  it('ranks by relevance with q, and the search endpoint too', async () => {
    expect((await names('/api/islands?q=Pitcairn'))[0]).toBe('Pitcairn Island');
    expect((await names('/api/islands?q=Easter&sort=relevance'))[0]).toBe('Easter Island');
    expect((await names('/api/islands/search/Pitcairn'))[0]).toBe('Pitcairn Island');
    expect((await names('/api/islands/search/Rapa%20Nui'))[0]).toBe('Easter Island');
    // Another sort, when asked for, wins over relevance.
    const byName = await names('/api/islands?q=pitcairn&sort=name');
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('forgives typos, knows other names and abbreviations, and takes every word anywhere', async () => {
    expect((await names('/api/islands?q=Kergulen'))[0]).toBe('Kerguelen Islands');
    expect((await names('/api/islands?q=Tristan%20da%20Cuhna'))[0]).toBe('Tristan da Cunha');
    expect((await names('/api/islands?q=Bouvet%C3%B8ya'))[0]).toBe('Bouvet Island');
    expect((await names('/api/islands?q=St%20Helena'))[0]).toBe('Saint Helena');
    const svalbard = await json<IslandResult[]>('/api/islands?q=svalbard%20norway');
    expect(svalbard.body.length).toBeGreaterThan(3);
    expect(svalbard.body.every((island) => island.countryCode === 'NO')).toBe(true);
  });
});

describe('near, radius and bbox over HTTP', () => {
  it('orders by distance from near and adds distanceKm; radius keeps those within it', async () => {
    const tristan = { latitude: -37.1052, longitude: -12.2777 };
    const { body, total } = await json<IslandResult[]>(
      `/api/islands?near=${tristan.latitude},${tristan.longitude}&radius=500&fields=id,name,distanceKm`,
    );
    expect(body[0]).toEqual({ id: 'tristan-da-cunha', name: 'Tristan da Cunha', distanceKm: 0 });
    expect(body.map((island) => island.id)).toEqual(expect.arrayContaining(['gough-island', 'inaccessible-island']));
    const distances = body.map((island) => island.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((km) => km <= 500)).toBe(true);
    expect(total).toBe(String(body.length));
  });

  it('keeps the islands inside a bbox, also across the antimeridian', async () => {
    const { body } = await json<IslandResult[]>('/api/islands?bbox=170,-60,-170,-30&fields=id,longitude,latitude');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((island) => island.longitude! >= 170 || island.longitude! <= -170)).toBe(true);
    expect(body.every((island) => island.latitude! >= -60 && island.latitude! <= -30)).toBe(true);
    expect(body.map((island) => island.id)).toEqual(expect.arrayContaining(['chatham-islands', 'bounty-islands']));
  });

  it('combines with q, region, the feature filters, limit and offset', async () => {
    const { body, total } = await json<IslandResult[]>('/api/islands?near=0,0&region=atlantic&hasAirport=true&limit=3');
    expect(body).toHaveLength(3);
    expect(body.every((island) => island.region === 'Atlantic' && island.hasAirport)).toBe(true);
    expect(Number(total)).toBeGreaterThanOrEqual(3);
  });

  it('answers a JSON 400 naming the parameter for bad place values', async () => {
    for (const [query, path] of [
      ['near=91,0', 'near'],
      ['near=0,181', 'near'],
      ['near=abc', 'near'],
      ['near=1,2,3', 'near'],
      ['near=0,0&radius=-5', 'radius'],
      ['radius=50', 'radius'],
      ['bbox=1,2,3', 'bbox'],
      ['bbox=0,10,10,-10', 'bbox'],
      ['bbox=0,0,200,10', 'bbox'],
      ['sort=distance', 'sort'],
    ] as const) {
      const { status, body } = await json<{ error: string; issues: { path: string }[] }>(`/api/islands?${query}`);
      expect(status, query).toBe(400);
      expect(body.error).toBe('invalid_query');
      expect(
        body.issues.map((issue) => issue.path),
        query,
      ).toContain(path);
    }
  });
});

describe('GET /api/islands/facets', () => {
  it('counts exactly the islands the same filters list', async () => {
    for (const query of ['', 'q=volcanic', 'region=arctic', 'near=-54,-36&radius=1500', 'hasAirport=true&country=US']) {
      const [{ body: facets }, { body: islands }] = await Promise.all([
        json<Facets>(`/api/islands/facets?${query}`),
        json<IslandResult[]>(`/api/islands?${query}`),
      ]);
      expect(facets.total, query).toBe(islands.length);
      for (const region of Object.keys(facets.region) as (keyof Facets['region'])[])
        expect(facets.region[region], `${query} ${region}`).toBe(islands.filter((i) => i.region === region).length);
      for (const category of Object.keys(facets.category) as (keyof Facets['category'])[])
        expect(facets.category[category]).toBe(islands.filter((i) => i.category === category).length);
      expect(facets.hasAirport).toBe(islands.filter((i) => i.hasAirport).length);
      expect(facets.hasAbandonedAirstrip).toBe(islands.filter((i) => i.hasAbandonedAirstrip).length);
      expect(facets.militaryHistory).toBe(islands.filter((i) => i.militaryHistory).length);
      expect(facets.uninhabited).toBe(islands.filter((i) => !i.isInhabited).length);
    }
  });

  it('refuses bad parameters like the list does', async () => {
    expect((await json('/api/islands/facets?region=atlantis')).status).toBe(400);
  });
});

describe('GET /api/islands/explore', () => {
  it('pages the same islands the list gives, in its order, with the total', async () => {
    const query = 'q=island&sort=area';
    const { body: all } = await json<IslandResult[]>(`/api/islands?${query}`);
    const first = await json<ExplorePage>(`/api/islands/explore?${query}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: all.length, offset: 0, limit: EXPLORE_PAGE_SIZE });
    expect(first.total).toBe(String(all.length));
    const second = await json<ExplorePage>(`/api/islands/explore?${query}&offset=${EXPLORE_PAGE_SIZE}`);
    expect([...first.body.items, ...second.body.items].map((i) => i.id)).toEqual(
      all.slice(0, 2 * EXPLORE_PAGE_SIZE).map((i) => i.id),
    );
    const last = await json<ExplorePage>(`/api/islands/explore?${query}&offset=${all.length - 2}&limit=10`);
    expect(last.body.items.map((i) => i.id)).toEqual(all.slice(-2).map((i) => i.id));
  });

  it('counts each choice as choosing it would list, every other filter kept', async () => {
    const query = 'q=volcanic&region=pacific&hasAirport=true';
    const { body } = await json<ExplorePage>(`/api/islands/explore?${query}`);
    const listed = async (q: string) => (await json<IslandResult[]>(`/api/islands?${q}`)).body.length;
    expect(body.counts.region.Atlantic).toBe(await listed('q=volcanic&region=atlantic&hasAirport=true'));
    expect(body.counts.region.Pacific).toBe(body.total);
    expect(body.counts.category.Tropical).toBe(await listed(`${query}&category=tropical`));
    expect(body.counts.flags.uninhabited).toBe(await listed(`${query}&uninhabited=true`));
    expect(body.counts.flags.hasAirport).toBe(body.total);
    for (const { code, count } of body.counts.countries)
      expect(count, code).toBe(await listed(`q=volcanic&region=pacific&hasAirport=true&country=${code}`));
  });

  it('gives only the asked fields of each island, as the list does, and keeps the counts whole', async () => {
    const query = 'q=island&sort=area';
    const whole = await json<ExplorePage>(`/api/islands/explore?${query}`);
    const slim = await json<ExplorePage>(`/api/islands/explore?${query}&fields=id,name,area`);
    expect(slim.status).toBe(200);
    expect(slim.body.items.map((island) => island.id)).toEqual(whole.body.items.map((island) => island.id));
    for (const island of slim.body.items) expect(Object.keys(island)).toEqual(['id', 'name', 'area']);
    expect(slim.body.counts).toEqual(whole.body.counts);
    // Kept apart in the read cache: the whole page is still whole after the slim one.
    expect((await json<ExplorePage>(`/api/islands/explore?${query}`)).body).toEqual(whole.body);
    const unknown = await json<{ error: string }>(`/api/islands/explore?fields=id,secret`);
    expect(unknown.status).toBe(400);
  });

  it('refuses bad parameters like the list does', async () => {
    const answer = await json<{ error: string }>('/api/islands/explore?limit=0');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_query');
  });
});
