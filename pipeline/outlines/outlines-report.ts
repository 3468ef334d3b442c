import path from 'node:path';
import {
  OUTLINE_MAX_DISTANCE_KM,
  areaRatioOutOfRange,
  islandOutline,
  measureOutline,
  parseOutlineTopology,
} from '@core/outlines/outline';
import type { OutlineExceptions } from '@core/outlines/outline-rules';
import type { OutlineBuild } from './build-outlines';
import type { OutlineIsland, OutlineOverride } from './outline-selection';

/**
 * What data:outlines prints after a build: how many islands have an outline, each one without and
 * why, and every outlier the exceptions file does not explain (data:check refuses those).
 */
export function reportOutlines(
  islands: OutlineIsland[],
  build: OutlineBuild,
  context: {
    exceptions: OutlineExceptions;
    overrides: Record<string, OutlineOverride>;
    outFile: string;
    verbose: boolean;
    log: (line: string) => void;
  },
) {
  const { selections, notOutlined, topology } = build;
  const { exceptions, overrides, outFile, log } = context;
  const parsed = parseOutlineTopology(JSON.parse(topology.text));
  const outlined = islands.length - Object.keys(notOutlined).length;
  const share = (100 * outlined) / islands.length;
  log(
    `data:outlines: wrote ${path.relative(process.cwd(), outFile)} — ${(Buffer.byteLength(topology.text) / 1e6).toFixed(2)} MB, ` +
      `${topology.arcs} rings, ${topology.points} points`,
  );
  log(`data:outlines: ${outlined} of ${islands.length} islands outlined (${share.toFixed(1)}%)`);
  const notes = new Map(selections.map((selection) => [selection.islandId, selection]));
  const outliers: string[] = [];
  const unexplained: string[] = [];
  const detail: string[] = [];
  for (const island of islands) {
    const outline = islandOutline(parsed, island.id);
    if (!outline) continue;
    const measures = measureOutline(island, outline.geometry);
    const selection = notes.get(island.id)!;
    const mode = overrides[island.id] ? `${selection.mode}*` : selection.mode;
    const ratio = measures.areaRatio === undefined ? '' : ` ratio ${measures.areaRatio.toFixed(2)}`;
    detail.push(
      `  ${island.id}: ${mode} ${selection.radiusKm} km, ${selection.polygons.length} polygon(s), ` +
        `${measures.areaKm2.toFixed(2)} km²${ratio}, point ${measures.distanceKm.toFixed(1)} km` +
        (selection.notes.length > 0 ? ` — ${selection.notes.join('; ')}` : ''),
    );
    const far = measures.distanceKm > OUTLINE_MAX_DISTANCE_KM;
    const off = measures.areaRatio !== undefined && areaRatioOutOfRange(measures.areaRatio);
    if (!far && !off) continue;
    const what = [
      far ? `point ${measures.distanceKm.toFixed(1)} km from its outline` : '',
      off
        ? `outline ${measures.areaKm2.toFixed(1)} km² vs recorded ${island.area} km² (×${measures.areaRatio!.toFixed(2)})`
        : '',
    ]
      .filter(Boolean)
      .join('; ');
    const explained = (!far || exceptions[island.id]?.distance) && (!off || exceptions[island.id]?.area);
    (explained ? outliers : unexplained).push(`  ${island.id}: ${what}`);
  }
  if (context.verbose) log(['data:outlines: every outline', ...detail].join('\n'));
  log(`data:outlines: ${Object.keys(notOutlined).length} islands without outline:`);
  for (const [id, reason] of Object.entries(notOutlined)) log(`  ${id}: ${reason}`);
  if (outliers.length > 0) log(`data:outlines: outliers explained in outline-exceptions.json:\n${outliers.join('\n')}`);
  if (unexplained.length > 0) {
    log(`data:outlines: outliers NOT explained in outline-exceptions.json (data:check will report them):`);
    log(unexplained.join('\n'));
  }
  for (const [id, count] of topology.droppedRings)
    log(`  note: ${id}: ${count} ring(s) collapsed on the grid, left out`);
  // The generator writes what the source allows; data:check prints the share and checks each outline.
  if (share < 90) log(`data:outlines: warning: fewer than 90% of the islands have an outline`);
}
