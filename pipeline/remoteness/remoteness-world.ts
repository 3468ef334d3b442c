import type { Position } from 'geojson';
import type { OutlineGeometry } from '@core/outlines/outline';
import { CoastIndex } from '../spatial/coast-index';
import { LandIndex } from '../spatial/land-index';
import { CONTINENT_MIN_KM2, type ContinentName, type LandMass } from '../spatial/land-masses';
import type { LandPolygon } from '../spatial/land-polygons';
import { rawPolygonContains } from '../spatial/raw-polygon';
import type { Place } from '../sources/gazetteer';
import { islandGroups, type IslandGroups } from './island-groups';
import type { RemotenessIsland } from './remoteness-inputs';

/** What is known of one catalogue island's land before anything is measured from it. */
export interface IslandCoast {
  island: RemotenessIsland;
  /** Where its distances are measured from: its outline's vertices, or its point. */
  coast: Array<{ latitude: number; longitude: number }>;
  /** The land polygons its outline was selected from. */
  selected: Set<number>;
  /** The land polygons measured as its own: the selected ones, or the larger polygon its point is on. */
  own: Set<number>;
  /** The island's land area, km²: recorded, else its own polygons'. */
  areaKm2: number;
  /** Set when its point lies on a continent in the source (joined to it by an ice shelf). */
  joinedContinent?: { name: ContinentName; latitude: number; longitude: number };
}

/** Land of at least these areas gets an index of its own, so "at least as large" skips the small. */
const AREA_BANDS = [10, 1_000, 100_000];

/**
 * Every index the measures search, built once: the coasts of the continents, of the other land
 * that is no catalogue island's (all of it, and again by area band, for "at least as large"), of
 * the catalogue islands, of the island groups (sampled), and the gazetteer's places.
 */
export class RemotenessWorld {
  readonly polygonsByIndex = new Map<number, LandPolygon>();
  readonly massOf: Int32Array;
  readonly massArea: Float64Array;
  readonly continentName: Map<number, ContinentName>;
  readonly ownerIsland = new Map<number, number>();
  readonly groups: IslandGroups;
  /** Land below continent size that no catalogue island owns. */
  readonly land = new CoastIndex();
  readonly continents = new CoastIndex();
  readonly bands: Array<{ minKm2: number; index: CoastIndex }>;
  readonly islandIndex = new CoastIndex();
  readonly placeIndex = new CoastIndex();
  readonly places: Place[];
  /** Places that lie on a catalogue island: the catalogue, not the gazetteer, says whether it is inhabited. */
  readonly placeIsland = new Map<number, number>();

  constructor(
    polygons: readonly LandPolygon[],
    masses: LandMass,
    readonly coasts: readonly IslandCoast[],
    places: readonly Place[],
    /** The names data/land-names.json gives land masses that are no catalogue island, by mass. */
    readonly massName: ReadonlyMap<number, string> = new Map(),
  ) {
    for (const polygon of polygons) this.polygonsByIndex.set(polygon.index, polygon);
    this.massOf = masses.massOf;
    this.massArea = masses.areaKm2;
    this.continentName = masses.continentName;
    // Only land an island's outline was selected from is its own here; a point on a larger
    // polygon (joined land) leaves that polygon to whoever owns it.
    coasts.forEach((coast, i) => {
      for (const index of coast.selected) this.ownerIsland.set(index, i);
    });
    this.groups = islandGroups(
      polygons.filter((polygon) => !this.isContinent(polygon.index)),
      (polygon) => this.massArea[this.massOf[polygon.index]!]!,
    );
    this.bands = [
      { minKm2: 0, index: this.land },
      ...AREA_BANDS.map((minKm2) => ({ minKm2, index: new CoastIndex() })),
    ];
    for (const polygon of polygons) {
      if (this.isContinent(polygon.index)) {
        this.continents.add(polygon.rings, this.massOf[polygon.index]!);
        continue;
      }
      if (this.ownerIsland.has(polygon.index)) continue;
      const area = this.massArea[this.massOf[polygon.index]!]!;
      for (const band of this.bands) if (area >= band.minKm2) band.index.add(polygon.rings, polygon.index);
    }
    coasts.forEach((coast, i) => {
      for (const point of coast.coast) this.islandIndex.addPoint(point.latitude, point.longitude, i);
    });
    this.continents.finish();
    for (const band of this.bands) band.index.finish();
    this.islandIndex.finish();
    this.places = [...places];
    this.places.forEach((place, i) => this.placeIndex.addPoint(place.latitude, place.longitude, i));
    this.placeIndex.finish();
    this.locatePlaces(polygons);
  }

  isContinent(polygonIndex: number): boolean {
    return this.massArea[this.massOf[polygonIndex]!]! >= CONTINENT_MIN_KM2;
  }

  /** A place is on a catalogue island when it lies on the island's own land or within 1 km of its coast. */
  private locatePlaces(polygons: readonly LandPolygon[]) {
    const owned = new LandIndex(polygons.filter((polygon) => this.ownerIsland.has(polygon.index)));
    this.places.forEach((place, i) => {
      const under = owned.near(place, 1).find((polygon) => rawPolygonContains(polygon, place));
      if (under) {
        this.placeIsland.set(i, this.ownerIsland.get(under.index)!);
        return;
      }
      const hit = this.islandIndex.nearest(place.latitude, place.longitude, () => true, 1);
      if (hit) this.placeIsland.set(i, hit.owner);
    });
  }
}

/** The vertices of an outline, each once per ring (the closing point repeats the first). */
export function outlineVertices(geometry: OutlineGeometry): Array<{ latitude: number; longitude: number }> {
  const polygons: Position[][][] = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const points: Array<{ latitude: number; longitude: number }> = [];
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let i = 0; i + 1 < ring.length; i++) points.push({ longitude: ring[i]![0]!, latitude: ring[i]![1]! });
    }
  }
  return points;
}
