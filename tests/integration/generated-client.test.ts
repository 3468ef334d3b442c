import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, useTestServer } from '../support/test-server';

/**
 * The API as a developer's tools read it: a TypeScript client generated from the served OpenAPI
 * document (openapi-typescript), a program calling every public GET with natural types (limit: 3,
 * hasAirport: true, near as numbers) type-checked against it, then run with openapi-fetch against
 * the real server. If the document and the server drift apart, this fails.
 */

const server = useTestServer();
let dir: string;

// Each public GET operation the program calls, by its path in the document.
const PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export const covered = [
  '/api/islands', '/api/islands/facets', '/api/islands/explore', '/api/islands.geojson', '/api/islands.csv', '/api/islands/featured',
  '/api/islands/{id}', '/api/islands/category/{category}', '/api/islands/region/{region}',
  '/api/islands/search/{query}', '/api/islands/{id}/outline', '/api/islands/{id}/images', '/api/remotest',
  '/api/islands/{id}/tides',
  '/api/coverage', '/api/statistics', '/api/releases', '/api/openapi.json',
];

export async function run(baseUrl: string) {
  // The document says lists go comma-separated (style form, explode false); openapi-fetch reads
  // only the types, so it is told how to write them.
  const client = createClient<paths>({ baseUrl, querySerializer: { array: { style: 'form', explode: false } } });
  const page = await client.GET('/api/islands', {
    params: { query: { limit: 3, offset: 1, hasAirport: true, sort: 'area', fields: ['id', 'name', 'area'] } },
  });
  const near = await client.GET('/api/islands', {
    params: { query: { near: [-37.1, -12.3], radius: 3000, limit: 5, uninhabited: false } },
  });
  const boxed = await client.GET('/api/islands', {
    params: { query: { bbox: [170, -60, -170, -40], minContinentKm: 500, militaryHistory: false } },
  });
  const facets = await client.GET('/api/islands/facets', { params: { query: { region: 'pacific' } } });
  const explore = await client.GET('/api/islands/explore', {
    params: { query: { q: 'atoll', hasAirport: true, limit: 2, offset: 1 } },
  });
  const geojson = await client.GET('/api/islands.geojson', {
    params: { query: { limit: 2, geometry: 'outline' } },
    parseAs: 'json',
  });
  const csv = await client.GET('/api/islands.csv', { params: { query: { limit: 2 } }, parseAs: 'text' });
  const featured = await client.GET('/api/islands/featured');
  const one = await client.GET('/api/islands/{id}', { params: { path: { id: 'tristan-da-cunha' } } });
  const category = await client.GET('/api/islands/category/{category}', { params: { path: { category: 'arctic' } } });
  const region = await client.GET('/api/islands/region/{region}', { params: { path: { region: 'indian-ocean' } } });
  const search = await client.GET('/api/islands/search/{query}', { params: { path: { query: 'atoll' } } });
  const outline = await client.GET('/api/islands/{id}/outline', { params: { path: { id: 'tristan-da-cunha' } } });
  const images = await client.GET('/api/islands/{id}/images', { params: { path: { id: 'tristan-da-cunha' } } });
  const tides = await client.GET('/api/islands/{id}/tides', {
    params: { path: { id: 'tristan-da-cunha' }, query: { date: '2026-12-01' } },
  });
  const polar = await client.GET('/api/islands', {
    params: { query: { light: 'midnight-sun', lightOn: '2026-06-21', sort: 'utcOffset', fields: ['id', 'place'] } },
  });
  const remotest = await client.GET('/api/remotest', { params: { query: { measure: 'continent', limit: 4 } } });
  const coverage = await client.GET('/api/coverage');
  const statistics = await client.GET('/api/statistics');
  const releases = await client.GET('/api/releases');
  const document = await client.GET('/api/openapi.json');
  const missing = await client.GET('/api/islands/{id}', { params: { path: { id: 'no-such-island' } } });
  return {
    page: { data: page.data, total: page.response.headers.get('X-Total-Count'), link: page.response.headers.get('Link') },
    near: near.data,
    boxed: boxed.data,
    facets: facets.data,
    // Typed without a cast: the generated type knows the counts are always there.
    explore: explore.data && { total: explore.data.total, items: explore.data.items.length, airports: explore.data.counts.flags.hasAirport },
    geojson: geojson.data,
    csv: csv.data,
    featured: featured.data,
    one: one.data,
    category: category.data,
    region: region.data,
    search: search.data,
    outline: outline.data,
    images: images.data,
    // Typed as the API answers: the first tide's type is 'high' | 'low' without a cast.
    firstTide: tides.data?.extremes[0]?.type,
    polarZone: polar.data?.[0]?.place?.timeZone,
    remotest: remotest.data,
    coverage: coverage.data,
    statistics: statistics.data,
    // Typed as the API answers: the newest release's version and its CSV's path, without a cast.
    newestRelease: releases.data?.[0]?.version,
    newestCsv: releases.data?.[0]?.downloads['islands.csv'],
    document: document.data,
    missing: { status: missing.response.status, error: missing.error },
    // Typed as what the API answers: a generated client knows the fields without a cast.
    firstName: one.data?.name,
    firstRank: remotest.data?.[0]?.remoteness?.rank.continent.position,
  };
}
`;

// What the old, all-text document forced on a client: rejected now at compile time.
const WRONG = `
import createClient from 'openapi-fetch';
import type { paths } from './api';
const client = createClient<paths>({ baseUrl: 'http://localhost' });
void client.GET('/api/islands', { params: { query: { limit: '3', hasAirport: 'true' } } });
`;

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

beforeAll(async () => {
  // Inside the repository, so the program resolves openapi-fetch from its node_modules.
  await mkdir('var', { recursive: true });
  dir = await mkdtemp(path.resolve('var', 'generated-client-'));
  const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
  await writeFile(path.join(dir, 'api.d.ts'), astToString(await openapiTS(document)));
  await writeFile(path.join(dir, 'client.ts'), PROGRAM);
  await writeFile(path.join(dir, 'wrong.ts'), WRONG);
}, 60_000);
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('a client generated from the served OpenAPI document', () => {
  it('compiles a call of every public GET with natural types', async () => {
    expect(typeErrors(path.join(dir, 'client.ts'))).toEqual([]);
    // A connection of its own: the compile above can outlast the server's keep-alive timeout, and a
    // pooled socket closed by it meanwhile is an ECONNRESET (seen on a loaded machine).
    const document = JSON.parse((await rawGet(`${server.url}/api/openapi.json`)).body.toString('utf8')) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const publicGets = Object.entries(document.paths)
      .filter(([, operations]) => operations.get && (operations.get.security ?? []).length === 0)
      .map(([route]) => route);
    const { covered } = (await import(pathToFileURL(path.join(dir, 'client.ts')).href)) as { covered: string[] };
    expect([...covered].sort()).toEqual([...publicGets].sort());
  }, 60_000);

  it('refuses at compile time what the server would take only as text', () => {
    const errors = typeErrors(path.join(dir, 'wrong.ts'));
    // limit: '3' and hasAirport: 'true', each refused for what it is.
    expect(errors).toEqual([
      "wrong.ts: Type 'string' is not assignable to type 'number'.",
      "wrong.ts: Type 'string' is not assignable to type 'boolean | undefined'.",
    ]);
  }, 60_000);

  it('runs against the real server and gets what the types say', async () => {
    const { run } = (await import(pathToFileURL(path.join(dir, 'client.ts')).href)) as {
      // The answers' types were checked where the program compiled; here they are only read.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      run: (baseUrl: string) => Promise<Record<string, any>>;
    };
    const answers = await run(server.url);
    expect(answers.page.data).toHaveLength(3);
    expect(Object.keys(answers.page.data[0]).sort()).toEqual(['area', 'id', 'name']);
    expect(answers.page.data.every((island: { area: number }) => island.area > 0)).toBe(true);
    expect(Number(answers.page.total)).toBeGreaterThan(3);
    expect(answers.page.link).toMatch(/rel="next"/);
    expect(answers.near.length).toBeGreaterThan(0);
    expect(answers.near[0].id).toBe('tristan-da-cunha');
    expect(answers.near.every((island: { distanceKm: number }) => island.distanceKm <= 3000)).toBe(true);
    expect(answers.boxed.length).toBeGreaterThan(0);
    expect(
      answers.boxed.every(
        (island: { remoteness?: { nearestContinent: { km: number } } }) =>
          (island.remoteness?.nearestContinent.km ?? 0) >= 500,
      ),
    ).toBe(true);
    expect(answers.facets).toBeTypeOf('object');
    expect(answers.explore.items).toBe(Math.min(2, answers.explore.total - 1));
    expect(answers.explore.airports).toBe(answers.explore.total);
    expect(answers.geojson.type).toBe('FeatureCollection');
    expect(answers.geojson.features).toHaveLength(2);
    expect(answers.csv.split('\n')[0]).toMatch(/^id,name,/);
    expect(answers.featured.length).toBeGreaterThan(0);
    expect(answers.firstName).toBe('Tristan da Cunha');
    expect(answers.category.every((island: { category: string }) => island.category === 'Arctic')).toBe(true);
    expect(answers.region.every((island: { region: string }) => island.region === 'Indian Ocean')).toBe(true);
    expect(answers.search.length).toBeGreaterThan(0);
    expect(answers.outline.type).toBe('Feature');
    expect(Array.isArray(answers.images)).toBe(true);
    expect(['high', 'low']).toContain(answers.firstTide);
    expect(answers.polarZone).toBeTruthy();
    expect(answers.remotest).toHaveLength(4);
    expect(answers.firstRank).toBe(1);
    expect(answers.coverage).toBeTypeOf('object');
    expect(answers.statistics.totalIslands).toBeGreaterThan(500);
    expect(answers.document.openapi).toBe('3.1.0');
    expect(answers.missing.status).toBe(404);
    expect(answers.missing.error.error).toBeTruthy();
  }, 60_000);
});
