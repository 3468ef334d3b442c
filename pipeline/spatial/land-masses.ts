import type { LandPolygon } from './land-polygons';
import { rawPolygonContains } from './raw-polygon';

/**
 * Land masses: the land source's polygons, with the pieces it cuts at the antimeridian put back
 * together (Chukotka is Eurasia, Wrangel and Vanua Levu are one island each). Masses over 5 million
 * km² are continents; Greenland (2.1 million) and everything smaller is an island.
 */
export const CONTINENT_MIN_KM2 = 5_000_000;

export interface LandMass {
  /** The mass of each polygon, by polygon index. */
  massOf: Int32Array;
  /** Total area of each mass, km². */
  areaKm2: Float64Array;
  /** The continent's name for a continental mass, by mass id. */
  continentName: Map<number, ContinentName>;
}

export type ContinentName =
  'Africa' | 'Eurasia' | 'North America' | 'South America' | 'the Americas' | 'Australia' | 'Antarctica';

/** A point inside each continent, to name the mass that holds it. */
const CONTINENT_POINTS: Array<[ContinentName, number, number]> = [
  ['Africa', 20, 5],
  ['Eurasia', 90, 50],
  ['the Americas', -100, 45],
  ['Australia', 135, -25],
  ['Antarctica', 0, -85],
];

/** Which side of the Panama isthmus a point of the joined Americas is on (the Colombia–Panama border). */
export function americasSide(latitude: number, longitude: number): 'North America' | 'South America' {
  return latitude > 7.2 && longitude < -77.2 ? 'North America' : 'South America';
}

/** A continent's name at a point of its coast: the joined Americas are named by side of Panama. */
export function continentAt(name: ContinentName, latitude: number, longitude: number) {
  return name === 'the Americas' ? americasSide(latitude, longitude) : name;
}

/** The latitude spans a polygon's ring runs along the given meridian (±180). */
function seamSpans(polygon: Pick<LandPolygon, 'rings'>, meridian: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const ring of polygon.rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i]!;
      const [x2, y2] = ring[i + 1]!;
      if (x1 === meridian && x2 === meridian) spans.push([Math.min(y1!, y2!), Math.max(y1!, y2!)]);
    }
  }
  return spans;
}

const overlaps = (a: Array<[number, number]>, b: Array<[number, number]>) =>
  a.some(([s1, n1]) => b.some(([s2, n2]) => s1 < n2 && s2 < n1));

/**
 * Joins the polygons that meet across the antimeridian (a stretch of one's edge on +180 overlaps
 * a stretch of another's on -180), sums each mass's area and names the continents.
 */
export function landMasses(
  polygons: ReadonlyArray<Pick<LandPolygon, 'index' | 'rings' | 'bbox' | 'areaKm2'>>,
): LandMass {
  const count = polygons.reduce((max, polygon) => Math.max(max, polygon.index + 1), 0);
  const parent = new Int32Array(count).map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const east = polygons.filter((p) => p.bbox[2] === 180).map((p) => ({ p, spans: seamSpans(p, 180) }));
  const west = polygons.filter((p) => p.bbox[0] === -180).map((p) => ({ p, spans: seamSpans(p, -180) }));
  for (const a of east) {
    for (const b of west) {
      if (a.p.index !== b.p.index && overlaps(a.spans, b.spans)) parent[find(a.p.index)] = find(b.p.index);
    }
  }
  const massOf = new Int32Array(count).map((_, i) => find(i));
  const areaKm2 = new Float64Array(count);
  for (const polygon of polygons) areaKm2[massOf[polygon.index]!]! += polygon.areaKm2;
  const continentName = new Map<number, ContinentName>();
  for (const polygon of polygons) {
    const mass = massOf[polygon.index]!;
    if (areaKm2[mass]! < CONTINENT_MIN_KM2) continue;
    for (const [name, longitude, latitude] of CONTINENT_POINTS) {
      if (rawPolygonContains(polygon, { latitude, longitude })) continentName.set(mass, name);
    }
  }
  for (const polygon of polygons) {
    const mass = massOf[polygon.index]!;
    if (areaKm2[mass]! >= CONTINENT_MIN_KM2 && !continentName.has(mass)) {
      throw new Error(
        `land polygon ${polygon.index}: a mass of ${Math.round(areaKm2[mass]!)} km² holds no known continent point`,
      );
    }
  }
  return { massOf, areaKm2, continentName };
}
