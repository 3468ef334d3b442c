import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';

export type Ring = ArrayLike<ArrayLike<number>>;

/** The coast point nearest a query, with whose land it is. */
export interface CoastHit {
  /** The owner the point was added with (a polygon, a mass, an island: the caller's numbering). */
  owner: number;
  longitude: number;
  latitude: number;
  /** Great-circle km from the query (the sphere of radius 6371 km, as geokdbush measures). */
  km: number;
}

/** A query point and the coast point nearest it. */
export interface CoastPair {
  from: { latitude: number; longitude: number };
  hit: CoastHit;
}

/** Coast points at most this far apart: a long straight shore is searched as densely as a ragged one. */
export const COAST_STEP_KM = 1;

/** How many consecutive query points the exact two-pass search treats as one window. */
const WINDOW = 16;

/**
 * A spatial index over coastline points (kdbush, searched on the sphere with geokdbush), so the
 * nearest coast of any land to any point is found in O(log n) rather than by scanning polygons.
 * Segments longer than COAST_STEP_KM are filled in, so the nearest indexed point is within half a
 * step of the true nearest coast. The source's artificial edges are left out: the cut along ±180°
 * and the closure of Antarctica along the map's southern edge are not coast.
 */
export class CoastIndex {
  // Growable typed buffers: millions of coast points cost 12 bytes each, not a JS array's 3 × 8.
  private longitudes = new Float32Array(1024);
  private latitudes = new Float32Array(1024);
  private owners = new Int32Array(1024);
  private count = 0;
  private index: KDBush | undefined;

  get size() {
    return this.count;
  }

  add(rings: readonly Ring[], owner: number): void {
    if (this.index) throw new Error('the coast index is already built');
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const lng = ring[i]![0]!;
        const lat = ring[i]![1]!;
        if (isArtificial(lng, lat)) continue;
        this.push(lng, lat, owner);
        const next = ring[i + 1];
        if (!next || isArtificial(next[0]!, next[1]!)) continue;
        const km = distance(lng, lat, next[0]!, next[1]!);
        const dLng = ((next[0]! - lng + 540) % 360) - 180;
        const steps = Math.ceil(km / COAST_STEP_KM);
        for (let s = 1; s < steps; s++) {
          const t = s / steps;
          this.push(((lng + dLng * t + 540) % 360) - 180, lat + (next[1]! - lat) * t, owner);
        }
      }
    }
  }

  /** Adds a single point of land (an island known only by its point). */
  addPoint(latitude: number, longitude: number, owner: number): void {
    this.push(longitude, latitude, owner);
  }

  finish(): this {
    // Float32 coordinates: a metre or two of precision, half the memory of Float64.
    const index = new KDBush(Math.max(1, this.count), 64, Float32Array);
    for (let i = 0; i < this.count; i++) index.add(this.longitudes[i]!, this.latitudes[i]!);
    if (this.count === 0) index.add(0, -90);
    index.finish();
    this.index = index;
    this.longitudes = this.longitudes.slice(0, this.count);
    this.latitudes = this.latitudes.slice(0, this.count);
    this.owners = this.owners.slice(0, this.count);
    return this;
  }

  /** The nearest coast point within maxKm whose owner is accepted. */
  nearest(
    latitude: number,
    longitude: number,
    accept: (owner: number) => boolean,
    maxKm = Infinity,
  ): CoastHit | undefined {
    if (!this.index) throw new Error('finish() the coast index first');
    if (this.count === 0) return undefined;
    const [id] = around(this.index, longitude, latitude, 1, maxKm, (i) => accept(this.owners[i]!));
    if (id === undefined) return undefined;
    const hit = {
      owner: this.owners[id]!,
      longitude: this.longitudes[id]!,
      latitude: this.latitudes[id]!,
      km: distance(longitude, latitude, this.longitudes[id]!, this.latitudes[id]!),
    };
    return hit;
  }

  /**
   * The nearest pair between any of the query points (a coast, in order along it) and the accepted
   * coast, exactly, in two passes. First every WINDOW-th point is searched, each bounded by the best
   * so far plus the length of its window of the coast; then only the windows that could still hold a
   * nearer point (by the triangle inequality: a point cannot be nearer than its window's sample less
   * the window's length) are searched point by point. A long coast costs little more than a short one.
   */
  nearestFrom(
    points: ReadonlyArray<{ latitude: number; longitude: number }>,
    accept: (owner: number) => boolean,
    maxKm = Infinity,
  ): CoastPair | undefined {
    if (points.length <= 2 * WINDOW) return this.nearestFromEach(points, accept, maxKm);
    const windows: Array<{ start: number; end: number; reachKm: number; km: number }> = [];
    for (let start = 0; start < points.length; start += WINDOW) {
      const end = Math.min(points.length, start + WINDOW);
      let reachKm = 0;
      for (let i = start + 1; i < end; i++) {
        const p = points[i]!;
        reachKm = Math.max(
          reachKm,
          distance(points[start]!.longitude, points[start]!.latitude, p.longitude, p.latitude),
        );
      }
      windows.push({ start, end, reachKm, km: Infinity });
    }
    let best: CoastPair | undefined;
    let bound = maxKm;
    for (const window of windows) {
      const from = points[window.start]!;
      const hit = this.nearest(from.latitude, from.longitude, accept, bound + window.reachKm);
      if (!hit) continue;
      window.km = hit.km;
      if (hit.km < bound) {
        best = { from, hit };
        bound = hit.km;
      }
    }
    for (const window of windows) {
      if (window.km - window.reachKm > bound) continue;
      const found = this.nearestFromEach(points.slice(window.start + 1, window.end), accept, bound);
      if (found && found.hit.km < bound) {
        best = found;
        bound = found.hit.km;
      }
    }
    return best;
  }

  /** The nearest pair, each point's search bounded by the best distance so far. */
  private nearestFromEach(
    points: ReadonlyArray<{ latitude: number; longitude: number }>,
    accept: (owner: number) => boolean,
    maxKm: number,
  ): CoastPair | undefined {
    let best: CoastPair | undefined;
    let bound = maxKm;
    for (const from of points) {
      const hit = this.nearest(from.latitude, from.longitude, accept, bound);
      if (hit && (!best || hit.km < best.hit.km)) {
        best = { from, hit };
        bound = hit.km;
      }
    }
    return best;
  }

  /** The owners of the points inside a box (west ≤ east, no wrap). */
  ownersInBox(west: number, south: number, east: number, north: number): number[] {
    if (!this.index) throw new Error('finish() the coast index first');
    return this.index.range(west, south, east, north).map((id) => this.owners[id]!);
  }

  /** The owners of every coast point within km of the point, nearest first, each once. */
  ownersWithin(latitude: number, longitude: number, km: number): Set<number> {
    if (!this.index) throw new Error('finish() the coast index first');
    // geokdbush tests a predicate on every point of each leaf it opens, near or not: filter after.
    return new Set(around(this.index, longitude, latitude, Infinity, km).map((id) => this.owners[id]!));
  }

  private push(longitude: number, latitude: number, owner: number) {
    if (this.count === this.owners.length) {
      const grow = <T extends Float32Array | Int32Array>(buffer: T): T => {
        const larger = new (buffer.constructor as new (n: number) => T)(buffer.length * 2);
        larger.set(buffer);
        return larger;
      };
      this.longitudes = grow(this.longitudes);
      this.latitudes = grow(this.latitudes);
      this.owners = grow(this.owners);
    }
    this.longitudes[this.count] = longitude;
    this.latitudes[this.count] = latitude;
    this.owners[this.count] = owner;
    this.count++;
  }
}

/** The land source's cut at ±180° and its closure of Antarctica at the map's southern edge. */
function isArtificial(longitude: number, latitude: number): boolean {
  return longitude === 180 || longitude === -180 || latitude <= -85;
}
