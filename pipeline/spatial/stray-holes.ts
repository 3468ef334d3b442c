import type { Position } from 'geojson';

/** Latitude bands a shell's edges are sorted into, so a point is tested against a few edges, not all. */
const BANDS = 1024;

/** Even-odd point-in-ring over one ring, its edges banded by latitude (a continent has millions). */
class BandedRing {
  private readonly south: number;
  private readonly height: number;
  private readonly bands: number[][] = Array.from({ length: BANDS }, () => []);

  constructor(private readonly ring: Position[]) {
    let south = Infinity;
    let north = -Infinity;
    for (const [, lat] of ring) {
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
    this.south = south;
    this.height = Math.max(north - south, 1e-9);
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]![1]!;
      const b = ring[j]![1]!;
      for (let band = this.band(Math.min(a, b)); band <= this.band(Math.max(a, b)); band++) this.bands[band]!.push(i);
    }
  }

  private band(latitude: number): number {
    return Math.min(BANDS - 1, Math.max(0, Math.floor(((latitude - this.south) / this.height) * BANDS)));
  }

  contains([longitude, latitude]: Position): boolean {
    let inside = false;
    for (const i of this.bands[this.band(latitude!)]!) {
      const [xi, yi] = this.ring[i]!;
      const [xj, yj] = this.ring[(i || this.ring.length) - 1]!;
      if (yi! > latitude! !== yj! > latitude! && longitude! < ((xj! - xi!) * (latitude! - yi!)) / (yj! - yi!) + xi!)
        inside = !inside;
    }
    return inside;
  }
}

/**
 * The holes that lie inside their polygon's outer ring. The land source hangs some holes on the
 * wrong polygon (lakes of Labrador on Greenland, lakes near Calais on Great Britain: each on a
 * polygon whose box holds it), and their shores would be measured as that land's coast. A hole
 * is kept when its first or middle vertex is inside the shell: one that touches its shell at a
 * vertex stays.
 */
export function holesInside(outer: Position[], holes: readonly Position[][]): Position[][] {
  if (holes.length === 0) return [];
  let shell: BandedRing | undefined;
  return holes.filter((hole) => {
    if (hole.length === 0) return false;
    shell ??= new BandedRing(outer);
    return shell.contains(hole[0]!) || shell.contains(hole[Math.floor(hole.length / 2)]!);
  });
}
