import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { islandPlace } from '../../core/place-facts/island-place';
import { placeFactsFileSchema } from '../../core/place-facts/place-facts-file';
import { tidesOn } from '../../core/place-facts/tides';
import { localDate } from '../../core/place-facts/zone-clock';
import { buildPlaceFacts } from '../../pipeline/place-facts/build-place-facts';
import { placeFactsIslands } from '../../pipeline/place-facts/place-facts-inputs';
import { DERIVED_FILES } from '../support/derived-files';
import { startServerProcess } from './server-bench';

export interface PlaceBench {
  islands: number;
  stations: number;
  /** The product's build from the catalogue and outlines, in process (the packages loaded once). */
  buildMs: number;
  /** Every island's place record for a year, as the catalogue service joins it when it loads. */
  joinMs: number;
  /** A day's tides at each island with a station. */
  tidesP50Ms: number;
  tidesWorstMs: number;
  /** GET /island/<id> of islands with a station, each page rendered for the first time (no cache). */
  renderP50Ms: number;
  renderP99Ms: number;
  renders: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** What the place facts cost where they are made and where they are shown (needs npm run build). */
export async function benchPlace(): Promise<PlaceBench> {
  const catalogue = JSON.parse(readFileSync('data/catalog.json', 'utf8')) as {
    islands: Array<{ id: string; latitude: number; longitude: number }>;
  };
  const outlinesText = readFileSync('data/outlines.topo.json', 'utf8');
  let started = performance.now();
  const { file } = buildPlaceFacts({ islands: placeFactsIslands(catalogue), outlinesText, catalogueVersion: 'bench' });
  const buildMs = performance.now() - started;

  const facts = placeFactsFileSchema.parse(JSON.parse(readFileSync('data/place-facts.json', 'utf8')));
  const year = new Date().getUTCFullYear() + 1;
  started = performance.now();
  for (const island of catalogue.islands) {
    const own = facts.islands[island.id]!;
    islandPlace(island, own, own.tide ? facts.stations[own.tide.station] : undefined, year);
  }
  const joinMs = performance.now() - started;

  const tideTimes: number[] = [];
  const withStations = catalogue.islands.filter((island) => facts.islands[island.id]?.tide);
  for (const island of withStations) {
    const own = facts.islands[island.id]!;
    const at = performance.now();
    tidesOn(facts.stations[own.tide!.station]!, own.timeZone, localDate(own.timeZone, new Date()));
    tideTimes.push(performance.now() - at);
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-place-bench-'));
  copyFileSync('data/catalog.json', path.join(dir, 'catalog.json'));
  for (const name of DERIVED_FILES) copyFileSync(path.join('data', name), path.join(dir, name));
  const { url, child } = await startServerProcess({
    CATALOG_FILE: path.join(dir, 'catalog.json'),
    DATA_DIR: dir,
    STATIC_DIR: 'dist/renderer',
  });
  const renders: number[] = [];
  try {
    // One page first, so the server's own first-render warm-up is not counted.
    await (await fetch(`${url}/island/${withStations[0]!.id}`)).text();
    for (const island of withStations.slice(1)) {
      const at = performance.now();
      const response = await fetch(`${url}/island/${island.id}`);
      const html = await response.text();
      if (response.status !== 200 || !html.includes('Tides today'))
        throw new Error(`/island/${island.id}: no tides card`);
      renders.push(performance.now() - at);
    }
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    islands: Object.keys(file.islands).length,
    stations: Object.keys(file.stations).length,
    buildMs,
    joinMs,
    tidesP50Ms: percentile(tideTimes, 50),
    tidesWorstMs: Math.max(...tideTimes),
    renderP50Ms: percentile(renders, 50),
    renderP99Ms: percentile(renders, 99),
    renders: renders.length,
  };
}
