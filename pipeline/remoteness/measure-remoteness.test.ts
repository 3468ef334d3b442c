import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { ringAreaKm2 } from '@core/outlines/outline';
import type { Place } from '../sources/gazetteer';
import { geodesicKm } from '../spatial/geodesic';
import { landMasses } from '../spatial/land-masses';
import type { LandPolygon } from '../spatial/land-polygons';
import { measureIsland } from './measure-remoteness';
import { RemotenessWorld, type IslandCoast } from './remoteness-world';

// A synthetic world where every answer is known by hand: a square continent round the equator,
// small square islands east of it, an atoll ring with an islet in its lagoon, and land either side
// of the antimeridian. Distances along the equator are geodesic: 1° of longitude is 111.32 km there.
const square = (lng: number, lat: number, half: number): Position[] => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];
function polygon(index: number, rings: Position[][]): LandPolygon {
  const lngs = rings[0]!.map(([x]) => x!);
  const lats = rings[0]!.map(([, y]) => y!);
  const area = ringAreaKm2(rings[0]!) - rings.slice(1).reduce((sum, ring) => sum + ringAreaKm2(ring), 0);
  return {
    index,
    rings,
    bbox: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
    areaKm2: area,
  };
}

const CONTINENT = polygon(0, [square(20, 0, 20)]); // 0°–40°E, 20°S–20°N: holds Africa's naming point
const LONELY = polygon(1, [square(50, 0, 0.1)]); // a catalogue island, 9.9° of sea east of the continent
const PEOPLED = polygon(2, [square(55, 0, 0.1)]); // an inhabited catalogue island further east
const BIG = polygon(3, [square(50, 3, 0.5)]); // land nobody catalogued, larger than LONELY
const ATOLL = polygon(4, [square(70, 0, 0.5), square(70, 0, 0.4)]); // a ring round a lagoon 0.8° wide
const LAGOON_ISLET = polygon(5, [square(70, 0, 0.01)]); // a catalogue islet in the middle of the lagoon
const EAST_OF_180 = polygon(6, [square(179.9, 10, 0.05)]); // a catalogue island just west of the antimeridian
const WEST_OF_180 = polygon(7, [square(-179.8, 10, 0.05)]); // land nobody catalogued just east of it
const GROUP = [8, 9, 10].map((index, i) => polygon(index, [square(60 + i * 0.2, 5, 0.05)])); // three islets 0.1° apart
const POLYGONS = [CONTINENT, LONELY, PEOPLED, BIG, ATOLL, LAGOON_ISLET, EAST_OF_180, WEST_OF_180, ...GROUP];

const vertices = (p: LandPolygon) =>
  p.rings[0]!.slice(0, -1).map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! }));
function coast(id: string, p: LandPolygon | undefined, inhabited: boolean, point?: [number, number]): IslandCoast {
  const [latitude, longitude] = point ?? [p!.rings[0]![0]![1]!, p!.rings[0]![0]![0]!];
  return {
    island: { id, name: id, latitude, longitude, isInhabited: inhabited },
    coast: p ? vertices(p) : [{ latitude, longitude }],
    selected: new Set(p ? [p.index] : []),
    own: new Set(p ? [p.index] : []),
    areaKm2: p?.areaKm2 ?? 0,
  };
}
const COASTS = [
  coast('lonely', LONELY, false),
  coast('peopled', PEOPLED, true),
  coast('lagoon-islet', LAGOON_ISLET, false),
  coast('near-180', EAST_OF_180, false),
  coast('rock', undefined, false, [0, 45]), // a point with no outline, 5° east of the continent
];
const PLACES: Place[] = [
  { name: 'Coast Town', country: 'XX', population: 5000, featureCode: 'PPL', latitude: 0, longitude: 40 },
  { name: 'On Lonely', country: 'XX', population: 2000, featureCode: 'PPL', latitude: 0, longitude: 50 },
];
const world = new RemotenessWorld(POLYGONS, landMasses(POLYGONS), COASTS, PLACES);
const measure = (id: string) =>
  measureIsland(
    world,
    COASTS.findIndex((c) => c.island.id === id),
  );
const alongEquator = (from: number, to: number) =>
  geodesicKm({ latitude: 0, longitude: from }, { latitude: 0, longitude: to });

describe('remoteness on a synthetic world', () => {
  it('measures coast to coast to the nearest continent, and names it', () => {
    const lonely = measure('lonely');
    expect(lonely.nearestContinent.name).toBe('Africa');
    expect(lonely.nearestContinent.km).toBeCloseTo(alongEquator(40, 49.9), 0);
    expect(lonely.nearestContinent.to[1]).toBeCloseTo(40, 3);
  });

  it('finds the nearest inhabited place: a catalogue island beats a farther town, and a place on a catalogue island is left to the catalogue', () => {
    const lonely = measure('lonely');
    // "On Lonely" lies on the island itself, and the catalogue says nobody lives there: not counted.
    expect(lonely.nearestInhabited).toMatchObject({ islandId: 'peopled', name: 'peopled' });
    expect(lonely.nearestInhabited.km).toBeCloseTo(alongEquator(50.1, 54.9), 0);
    // From the inhabited island, the nearest people are the town on the continent's coast.
    const peopled = measure('peopled');
    expect(peopled.nearestInhabited).toMatchObject({ name: 'Coast Town', country: 'XX', population: 5000 });
    expect(peopled.nearestInhabited.km).toBeCloseTo(alongEquator(40, 54.9), 0);
  });

  it('names the nearest land when it is catalogued, and gives area and place when it is not', () => {
    const lonely = measure('lonely');
    // BIG's south coast is 2.4° of latitude north of LONELY's north coast, nearer than PEOPLED (4.8°).
    expect(lonely.nearestLand.islandId).toBeUndefined();
    expect(lonely.nearestLand.land?.areaKm2).toBeCloseTo(BIG.areaKm2, -1);
    expect(lonely.nearestLand.km).toBeCloseTo(
      geodesicKm({ latitude: 0.1, longitude: 50 }, { latitude: 2.5, longitude: 50 }),
      0,
    );
    expect(lonely.nearestLargerIsland?.land?.areaKm2).toBeCloseTo(BIG.areaKm2, -1);
    // From PEOPLED, LONELY (4.8° west) is nearer than BIG's corner (about 5°): a catalogue island, named.
    expect(measure('peopled').nearestLand).toMatchObject({ islandId: 'lonely', name: 'lonely' });
    expect(measure('peopled').nearestLand.km).toBeCloseTo(alongEquator(50.1, 54.9), 0);
  });

  it('measures from an islet in a lagoon to the inner shore of the ring round it', () => {
    const islet = measure('lagoon-islet');
    expect(islet.nearestLand.km).toBeCloseTo(alongEquator(70.01, 70.4), 0);
    expect(islet.nearestLand.land?.areaKm2).toBeCloseTo(ATOLL.areaKm2, -1);
  });

  it('finds land across the antimeridian', () => {
    const near180 = measure('near-180');
    const expected = geodesicKm({ latitude: 10, longitude: 179.95 }, { latitude: 10, longitude: -179.85 });
    expect(near180.nearestLand.km).toBeCloseTo(expected, 0);
    expect(near180.nearestLand.land?.longitude).toBeCloseTo(-179.85, 2);
  });

  it('measures an island known only by its point from that point, and gives no larger island without an area', () => {
    const rock = measure('rock');
    expect(rock.nearestContinent.km).toBeCloseTo(alongEquator(40, 45), 0);
    expect(rock.nearestLargerIsland).toBeNull();
    expect(rock.isolationIndex).toBeNull();
  });

  it('finds the nearest group of three islets, and sums the isolation index of Dahl', () => {
    const lonely = measure('lonely');
    expect(lonely.nearestGroup).toMatchObject({ islands: 3 });
    expect(lonely.nearestGroup!.km).toBeCloseTo(
      geodesicKm({ latitude: 0.1, longitude: 50.1 }, { latitude: 4.95, longitude: 59.95 }),
      -1,
    );
    const { nearestLargerIsland, nearestGroup, nearestContinent } = lonely;
    expect(lonely.isolationIndex).toBeCloseTo(
      Math.sqrt(nearestLargerIsland!.km) + Math.sqrt(nearestGroup!.km) + Math.sqrt(nearestContinent.km),
      0,
    );
  });
});
