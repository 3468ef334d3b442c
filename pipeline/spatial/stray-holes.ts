import type { Position } from 'geojson';
import { BandedPolygon } from './raw-polygon';

/**
 * The holes that lie inside their polygon's outer ring. The land source hangs some holes on the
 * wrong polygon (lakes of Labrador on Greenland, lakes near Calais on Great Britain: each on a
 * polygon whose box holds it), and their shores would be measured as that land's coast. A hole
 * is kept when its first or middle vertex is inside the shell: one that touches its shell at a
 * vertex stays. The shell is banded by latitude: a continent's has millions of vertices.
 */
export function holesInside(outer: Position[], holes: readonly Position[][]): Position[][] {
  if (holes.length === 0) return [];
  let shell: BandedPolygon | undefined;
  const inShell = ([longitude, latitude]: Position) => shell!.contains({ latitude: latitude!, longitude: longitude! });
  return holes.filter((hole) => {
    if (hole.length === 0) return false;
    shell ??= new BandedPolygon({ rings: [outer] });
    return inShell(hole[0]!) || inShell(hole[Math.floor(hole.length / 2)]!);
  });
}
