import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createOutlineService } from '@core/outlines/outline-service';
import { parseOutlineTopology } from '@core/outlines/outline';
import { loadDataSettings } from '../../node/data-settings';
import { writeFileDurably } from '../../node/json-store/durable-file';
import { outlineOverrides } from '../outlines/outline-inputs';
import { precisePoints } from '../points/precise-points';
import { commandArgs } from './command-args';

/**
 * npm run data:points: gives each island whose point has fewer than two decimals the pole of its
 * own coastline (pipeline/points/outline-pole.ts), and lists the coarse points it cannot mend.
 * It edits catalog.json, so `npm run data:release` and `npm run data:build` follow.
 */
commandArgs('data:points', 'npm run data:points (no options)', {});
const settings = loadDataSettings();
const dataDir = path.dirname(settings.catalogFile);
const catalog = JSON.parse(await readFile(settings.catalogFile, 'utf8')) as {
  islands: { id: string; latitude: number; longitude: number }[];
};
const outlines = createOutlineService(parseOutlineTopology(JSON.parse(await readFile(settings.outlinesFile, 'utf8'))));
const overrides = outlineOverrides(JSON.parse(await readFile(path.join(dataDir, 'outline-overrides.json'), 'utf8')));
const { changes, left } = precisePoints(catalog.islands, outlines.geometryOf, overrides);
const byId = new Map(changes.map((change) => [change.id, change.to]));
for (const island of catalog.islands) {
  const to = byId.get(island.id);
  if (to) Object.assign(island, to);
}
if (changes.length > 0) await writeFileDurably(settings.catalogFile, `${JSON.stringify(catalog, null, 2)}\n`);
for (const change of changes)
  console.log(
    `${change.id}: ${change.from.latitude}, ${change.from.longitude} → ${change.to.latitude}, ${change.to.longitude} (${change.movedKm.toFixed(1)} km)`,
  );
for (const [id, why] of left) console.log(`${id}: left coarse, ${why}`);
console.log(`data:points: ${changes.length} points set from their coastlines, ${left.size} left coarse`);
