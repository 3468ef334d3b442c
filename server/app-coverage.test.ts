import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageFileSchema } from '@core/coverage/coverage';
import { checkCoverage, coverageExceptionsSchema } from '@core/coverage/coverage-rules';
import { coverageSummarySchema, type CoverageSummary } from '@core/coverage/coverage-summary';
import { removeTestDir, startTestServer, useTestServer } from '../tests/support/test-server';

// data/coverage.json, summarised and served as GET /api/coverage.
const server = useTestServer();
const file = coverageFileSchema.parse(JSON.parse(readFileSync('data/coverage.json', 'utf8')));
const exceptions = coverageExceptionsSchema.parse(JSON.parse(readFileSync('data/coverage-exceptions.json', 'utf8')));

describe('GET /api/coverage', () => {
  it('serves the floor as data:check counts it, by ocean summing to the whole', async () => {
    const res = await fetch(`${server.url}/api/coverage`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age/);
    const summary: CoverageSummary = coverageSummarySchema.parse(await res.json());
    // The same land data:check holds to the floor: no floor problem means the shares are above it.
    const floorProblems = checkCoverage(file, [], exceptions).filter((problem) => problem.rule === 'coverage-floor');
    expect(floorProblems).toEqual([]);
    expect(summary.total.countPercent).toBeGreaterThanOrEqual(summary.floor.countPercent);
    expect(summary.total.areaPercent).toBeGreaterThanOrEqual(summary.floor.areaPercent);
    // Land that is no island (a delta's) leaves the measure of each class it is big enough for.
    const notIsland = (land: { polygon: number }) => exceptions[String(land.polygon)]?.kind === 'not-an-island';
    const firstClass = file.remoteLand.filter((land) => land.areaKm2 >= summary.floor.minKm2);
    expect(summary.total.count).toBe(firstClass.filter((land) => !notIsland(land)).length);
    expect(summary.total.cataloguedCount).toBe(firstClass.filter((land) => land.islandId).length);
    // One class deeper (10 km² or more): every listed mass, its floor held too.
    const [first, deeper] = summary.classes;
    expect(first).toMatchObject({ minKm2: summary.floor.minKm2, total: summary.total });
    expect(deeper!.minKm2).toBe(10);
    expect(deeper!.total.count).toBe(file.remoteLand.filter((land) => !notIsland(land)).length);
    expect(
      file.remoteLand.filter((land) => notIsland(land) && land.areaKm2 < summary.floor.minKm2).length,
    ).toBeGreaterThan(0);
    expect(deeper!.total.countPercent).toBeGreaterThanOrEqual(deeper!.floor.countPercent);
    expect(deeper!.total.areaPercent).toBeGreaterThanOrEqual(deeper!.floor.areaPercent);
    expect(deeper!.byOcean.reduce((total, row) => total + row.count, 0)).toBe(deeper!.total.count);
    // The inhabited outliers, as the file lists them.
    expect(summary.inhabited.count).toBe(file.inhabitedOutliers.length);
    expect(summary.inhabited.cataloguedCount).toBe(file.inhabitedOutliers.filter((land) => land.islandId).length);
    expect(summary.inhabited.largestMissing[0]!.place).toBe(
      file.inhabitedOutliers.find((land) => !land.islandId)!.place.name,
    );
    const sum = (key: 'count' | 'cataloguedCount') => summary.byOcean.reduce((total, row) => total + row[key], 0);
    expect(sum('count')).toBe(summary.total.count);
    expect(sum('cataloguedCount')).toBe(summary.total.cataloguedCount);
  });

  it('lists the largest missing land with its reviewed reason', async () => {
    const summary = coverageSummarySchema.parse(await (await fetch(`${server.url}/api/coverage`)).json());
    expect(summary.largestMissing[0]!.areaKm2).toBe(file.missing[0]!.areaKm2);
    const explained = summary.largestMissing.find((land) => land.exception?.kind === 'not-remote');
    expect(explained?.exception?.reason).toMatch(/Haida Gwaii/);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/coverage']).toBeDefined();
  });
});

describe('without a coverage report', () => {
  it('answers 404 in the JSON error shape and says why in the log', async () => {
    const own = await startTestServer({ env: { COVERAGE_FILE: path.join(os.tmpdir(), 'no-such-coverage.json') } });
    try {
      const res = await fetch(`${own.url}/api/coverage`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found', message: expect.stringMatching(/data:build/) });
      expect(own.logs.join('\n')).toMatch(/no derived file; the coverage report is not served/);
    } finally {
      await own.stop();
      await removeTestDir(own.dir);
    }
  });
});
