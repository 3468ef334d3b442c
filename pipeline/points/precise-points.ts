import { outlineContains, type OutlineGeometry } from '@core/outlines/outline';
import { hasCoarsePoint } from '@core/rules/point-precision';
import type { OutlineOverride } from '../outlines/outline-selection';
import { geodesicKm } from '../spatial/geodesic';
import { outlinePole } from './outline-pole';

export interface PointIsland {
  id: string;
  latitude: number;
  longitude: number;
}

export interface PointChange {
  id: string;
  from: { latitude: number; longitude: number };
  to: { latitude: number; longitude: number };
  movedKm: number;
}

/**
 * New points for the islands whose point is coarse (fewer than two decimals): the pole of their
 * own outline. Left as they are, each with why: a group (its point is the centre its outline's
 * reach is measured from, so moving it would change which islands it holds) and an island without
 * an outline; both need a published point.
 */
export function precisePoints(
  islands: readonly PointIsland[],
  geometryOf: (id: string) => OutlineGeometry | undefined,
  overrides: Readonly<Record<string, OutlineOverride>>,
): { changes: PointChange[]; left: Map<string, string> } {
  const changes: PointChange[] = [];
  const left = new Map<string, string>();
  for (const island of islands) {
    if (!hasCoarsePoint(island)) continue;
    const geometry = geometryOf(island.id);
    if (overrides[island.id]?.mode === 'group') {
      left.set(island.id, "a group: its point is the centre of its outline's reach");
      continue;
    }
    if (!geometry) {
      left.set(island.id, 'no outline to take a point from');
      continue;
    }
    const to = outlinePole(geometry, island.longitude);
    if (!outlineContains(geometry, to))
      throw new Error(`${island.id}: the pole ${to.latitude}, ${to.longitude} is off its outline`);
    const from = { latitude: island.latitude, longitude: island.longitude };
    changes.push({ id: island.id, from, to, movedKm: geodesicKm(from, to) });
  }
  return { changes, left };
}
