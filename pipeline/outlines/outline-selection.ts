import type { Polygon, Position } from 'geojson';
import { groupReachKm } from '@core/rules/group-rule';
import { distanceToOutlineKm, outlineContains } from '@core/outlines/outline';
import { NO_LAND_REASON } from '@core/outlines/outline-gap';
import type { LandIndex } from '../spatial/land-index';
import type { LandPolygon } from '../spatial/land-polygons';

/**
 * Which land polygons make an island's outline. Two ways, chosen per island:
 *
 * - island (the default): the polygon under the island's point (or the nearest within `snapKm`),
 *   plus smaller polygons — islets and stacks — within a coast gap of it that grows with its size.
 * - group (archipelagos, atolls, reefs; named in data/outline-overrides.json): every polygon whose
 *   nearest point lies within a radius of the island's point. The radius is the override's, or
 *   1.5 × the radius of a disc of the recorded area + 5 km, at least 15 km (an atoll round its lagoon;
 *   core/rules/group-rule.ts).
 *
 * Polygons are never shared: one under another island's point belongs to that island, and one
 * claimed by two islands goes to the island whose point is nearer. A polygon far larger than the
 * island could be (a continent, Greenland, the Antarctic ice sheet) is never taken; it is reported.
 */
export const OUTLINE_RULES = {
  /** A point this close to land is on it: coordinates are given to about 1 km, land to 100 m. */
  snapKm: 2,
  /** A group's reach without a radius of its own: core/rules/group-rule.ts (GROUP_REACH), shared with data:check. */
  groupRadiusFactor: 1.5,
  /** Island way, when the point is off land: land within max(5 km, 1.5 r + 2 km) is taken. */
  offLandFloorKm: 5,
  offLandMarginKm: 2,
  /** Island way: islets within 0.5 km + 5% of the island's own radius of its coast, at most 5 km. */
  satelliteGapMinKm: 0.5,
  satelliteGapFactor: 0.05,
  satelliteGapMaxKm: 5,
  /** ... and each at most a tenth of the island: a larger neighbour is another island, not an islet. */
  satelliteMaxShare: 0.1,
  /** A polygon over this many times the recorded area cannot be the island: a neighbour joined to it. */
  islandAreaCapFactor: 10,
  /** Group way: no member may be larger than 3 × the recorded total, or 50,000 km² when none is recorded. */
  groupAreaCapFactor: 3,
  groupUnknownAreaCapKm2: 50_000,
  /** Land larger than this is a continent (or Greenland, or the Antarctic ice sheet): never an outline. */
  continentKm2: 1_000_000,
} as const;

export interface OutlineIsland {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  area?: number;
}

export interface OutlineOverride {
  mode?: 'island' | 'group';
  radiusKm?: number;
  reason: string;
}

/** What the reader learned about continent-sized land near each island, before dropping it. */
export interface ContinentNearby {
  /** Area of the continent-sized polygon under the island's point, if any. */
  underPointKm2?: number;
  /** Distance from the island's point to the nearest continent-sized land, when within 100 km. */
  nearestKm?: number;
}

export interface IslandSelection {
  islandId: string;
  mode: 'island' | 'group';
  /** Group radius, or for the island way the coast gap for islets. */
  radiusKm: number;
  polygons: LandPolygon[];
  notes: string[];
}

export interface SelectionResult {
  selections: IslandSelection[];
  /** Island id → why it has no outline. */
  refusals: Map<string, string>;
}

const KM_PER_DEGREE = 111.19508;
const discRadiusKm = (areaKm2: number) => Math.sqrt(areaKm2 / Math.PI);
const round1 = (value: number) => Math.round(value * 10) / 10;
const formatKm2 = (value: number) => `${Math.round(value).toLocaleString('en-GB')} km²`;

const asGeometry = (polygon: LandPolygon): Polygon => ({ type: 'Polygon', coordinates: polygon.rings });
const distanceKm = (polygon: LandPolygon, island: OutlineIsland) => distanceToOutlineKm(asGeometry(polygon), island);

/** Chooses the polygons of every island; deterministic for the same input. */
export function selectOutlines(
  islands: OutlineIsland[],
  overrides: Record<string, OutlineOverride>,
  index: LandIndex,
  continents: Map<string, ContinentNearby>,
): SelectionResult {
  const refusals = new Map<string, string>();
  // 1. The land under each point is that island's, first in catalogue order when two share it.
  const under = new Map<string, LandPolygon>();
  const ownerOf = new Map<LandPolygon, string>();
  for (const island of islands) {
    const continent = continents.get(island.id)?.underPointKm2;
    if (continent !== undefined) {
      refusals.set(
        island.id,
        `its point lies on continent-sized land (${formatKm2(continent)}): in the source it is joined to a continent or ice sheet`,
      );
      continue;
    }
    const polygon = index.near(island, 1).find((candidate) => outlineContains(asGeometry(candidate), island));
    if (!polygon) continue;
    const owner = ownerOf.get(polygon);
    if (owner !== undefined) {
      refusals.set(island.id, `its point lies on the same land polygon as ${owner}: the two are joined in the source`);
      continue;
    }
    under.set(island.id, polygon);
    ownerOf.set(polygon, island.id);
  }

  // 2. Each island's claims, by its way.
  const claims = new Map<
    string,
    { island: OutlineIsland; selection: IslandSelection; distances: Map<LandPolygon, number> }
  >();
  for (const island of islands) {
    if (refusals.has(island.id)) continue;
    const override = overrides[island.id];
    const mode = override?.mode ?? 'island';
    const claim =
      mode === 'group'
        ? claimGroup(island, override, index, ownerOf)
        : claimIsland(island, under.get(island.id), index, ownerOf, continents.get(island.id));
    if (typeof claim === 'string') refusals.set(island.id, claim);
    else claims.set(island.id, { island, selection: claim.selection, distances: claim.distances });
  }

  // 3. A polygon claimed by two islands goes to the nearer point.
  const best = new Map<LandPolygon, { id: string; km: number }>();
  for (const [id, claim] of claims) {
    for (const polygon of claim.selection.polygons) {
      const km = claim.distances.get(polygon) ?? distanceKm(polygon, claim.island);
      const current = best.get(polygon);
      if (!current || km < current.km) best.set(polygon, { id, km });
    }
  }
  const selections: IslandSelection[] = [];
  for (const island of islands) {
    const claim = claims.get(island.id);
    if (!claim) continue;
    const { selection } = claim;
    const lost = selection.polygons.filter((polygon) => best.get(polygon)!.id !== island.id);
    if (lost.length > 0) {
      const winners = [...new Set(lost.map((polygon) => best.get(polygon)!.id))].join(', ');
      selection.notes.push(`${lost.length} polygon(s) left to the nearer ${winners}`);
      selection.polygons = selection.polygons.filter((polygon) => best.get(polygon)!.id === island.id);
    }
    if (selection.polygons.length === 0) {
      refusals.set(island.id, `its only land was nearer another island's point (${selection.notes.join('; ')})`);
      continue;
    }
    const continent = continents.get(island.id)?.nearestKm;
    if (continent !== undefined && continent <= selection.radiusKm) {
      selection.notes.push(`continent-sized land ${round1(continent)} km away left out`);
    }
    selections.push(selection);
  }
  return { selections, refusals };
}

type Claim = { selection: IslandSelection; distances: Map<LandPolygon, number> } | string;

function groupRadiusKm(island: OutlineIsland, override: OutlineOverride | undefined) {
  return groupReachKm(island.area, override?.radiusKm);
}

/** Every polygon within the radius of the point, not another island's, not far too large. */
function claimGroup(
  island: OutlineIsland,
  override: OutlineOverride | undefined,
  index: LandIndex,
  ownerOf: Map<LandPolygon, string>,
): Claim {
  const radiusKm = groupRadiusKm(island, override);
  const capKm2 = island.area
    ? Math.max(OUTLINE_RULES.groupAreaCapFactor * island.area, island.area + 10)
    : OUTLINE_RULES.groupUnknownAreaCapKm2;
  return claimWithin(island, 'group', radiusKm, capKm2, index, ownerOf, []);
}

function claimWithin(
  island: OutlineIsland,
  mode: IslandSelection['mode'],
  radiusKm: number,
  capKm2: number,
  index: LandIndex,
  ownerOf: Map<LandPolygon, string>,
  notes: string[],
): Claim {
  const distances = new Map<LandPolygon, number>();
  const polygons: LandPolygon[] = [];
  let tooLarge: LandPolygon | undefined;
  for (const polygon of index.near(island, radiusKm)) {
    const owner = ownerOf.get(polygon);
    if (owner !== undefined && owner !== island.id) continue;
    const km = distanceKm(polygon, island);
    if (km > radiusKm) continue;
    if (polygon.areaKm2 > capKm2) {
      if (!tooLarge || polygon.areaKm2 > tooLarge.areaKm2) tooLarge = polygon;
      continue;
    }
    distances.set(polygon, km);
    polygons.push(polygon);
  }
  if (tooLarge)
    notes.push(`land of ${formatKm2(tooLarge.areaKm2)} within ${round1(radiusKm)} km left out as far too large`);
  if (polygons.length === 0) {
    const why = tooLarge ? `; only land far too large for it (${formatKm2(tooLarge.areaKm2)})` : '';
    return `${NO_LAND_REASON} ${round1(radiusKm)} km of its point${why || nearestLand(island, index)}`;
  }
  return { selection: { islandId: island.id, mode, radiusKm: round1(radiusKm), polygons, notes }, distances };
}

/** Where the nearest land of the source is, to tell a missing islet from a misplaced point. */
function nearestLand(island: OutlineIsland, index: LandIndex): string {
  const km = Math.min(...index.near(island, NEAREST_LAND_KM).map((polygon) => distanceKm(polygon, island)));
  return km <= NEAREST_LAND_KM
    ? `; the source has no land for it (the nearest is ${Math.round(km)} km away)`
    : `; the source has no land for it (none within ${NEAREST_LAND_KM} km)`;
}
const NEAREST_LAND_KM = 150;

/** The polygon under the point (or nearest within snapKm) and its smaller neighbours along its coast. */
function claimIsland(
  island: OutlineIsland,
  underPoint: LandPolygon | undefined,
  index: LandIndex,
  ownerOf: Map<LandPolygon, string>,
  continent: ContinentNearby | undefined,
): Claim {
  let main = underPoint;
  const notes: string[] = [];
  if (!main) {
    let nearest: { polygon: LandPolygon; km: number } | undefined;
    for (const polygon of index.near(island, OUTLINE_RULES.snapKm)) {
      if (ownerOf.has(polygon)) continue;
      const km = distanceKm(polygon, island);
      if (km <= OUTLINE_RULES.snapKm && (!nearest || km < nearest.km)) nearest = { polygon, km };
    }
    const continentKm = continent?.nearestKm;
    if (nearest && continentKm !== undefined && continentKm < nearest.km) {
      return `its point is ${round1(continentKm)} km from continent-sized land and ${round1(nearest.km)} km from the nearest island: in the source its own land is joined to the continent`;
    }
    if (nearest) {
      main = nearest.polygon;
      ownerOf.set(main, island.id);
      notes.push(`point ${round1(nearest.km)} km off its land`);
    }
  }
  if (!main) {
    const radiusKm = Math.max(
      OUTLINE_RULES.offLandFloorKm,
      island.area ? OUTLINE_RULES.groupRadiusFactor * discRadiusKm(island.area) + OUTLINE_RULES.offLandMarginKm : 0,
    );
    const capKm2 = island.area ? OUTLINE_RULES.islandAreaCapFactor * island.area : OUTLINE_RULES.groupUnknownAreaCapKm2;
    notes.push(`point not on land: land within ${round1(radiusKm)} km taken`);
    return claimWithin(island, 'island', radiusKm, capKm2, index, ownerOf, notes);
  }
  if (island.area && main.areaKm2 > OUTLINE_RULES.islandAreaCapFactor * island.area) {
    return `the land under its point is ${formatKm2(main.areaKm2)}, over ${OUTLINE_RULES.islandAreaCapFactor} × its recorded ${formatKm2(island.area)}: joined to other land in the source`;
  }
  const gapKm = Math.min(
    OUTLINE_RULES.satelliteGapMaxKm,
    OUTLINE_RULES.satelliteGapMinKm + OUTLINE_RULES.satelliteGapFactor * discRadiusKm(main.areaKm2),
  );
  const coast = new PolygonEdgeIndex(main, island.longitude, gapKm);
  const [west, south, east, north] = main.bbox;
  const dLat = gapKm / KM_PER_DEGREE;
  const dLng = dLat / Math.cos((Math.min(89, Math.max(Math.abs(south), Math.abs(north)) + dLat) * Math.PI) / 180);
  const polygons = [main];
  for (const polygon of index.inBox(west - dLng, south - dLat, east + dLng, north + dLat)) {
    if (polygon === main || ownerOf.has(polygon)) continue;
    const islet = polygon.areaKm2 <= OUTLINE_RULES.satelliteMaxShare * main.areaKm2;
    // The source cuts land at ±180°: Wrangel's other half is the same island, whatever its size.
    if ((islet || cutPartner(main, polygon)) && coast.within(polygon.rings[0] ?? [])) polygons.push(polygon);
  }
  return {
    selection: { islandId: island.id, mode: 'island', radiusKm: round1(gapKm), polygons, notes },
    distances: new Map(),
  };
}

/** True when the two polygons meet the antimeridian from opposite sides at overlapping latitudes. */
function cutPartner(a: LandPolygon, b: LandPolygon) {
  const touches = (p: LandPolygon, side: number) => (side > 0 ? p.bbox[2] === 180 : p.bbox[0] === -180);
  const opposite = (touches(a, 1) && touches(b, -1)) || (touches(a, -1) && touches(b, 1));
  return opposite && a.bbox[1] <= b.bbox[3] && b.bbox[1] <= a.bbox[3];
}

/** The edges of one polygon in a grid of cells at least `gapKm` wide, to test "within gapKm of its coast". */
class PolygonEdgeIndex {
  private readonly cells = new Map<string, Array<[number, number, number, number]>>();
  private readonly cellLat: number;
  private readonly cellLng: number;

  constructor(
    polygon: LandPolygon,
    private readonly frame: number,
    private readonly gapKm: number,
  ) {
    this.cellLat = Math.max(gapKm / KM_PER_DEGREE, 0.005);
    const maxLat = Math.min(89, Math.max(Math.abs(polygon.bbox[1]), Math.abs(polygon.bbox[3])) + this.cellLat);
    this.cellLng = this.cellLat / Math.cos((maxLat * Math.PI) / 180);
    for (const ring of polygon.rings) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const x1 = this.x(ring[i]![0]!);
        const y1 = ring[i]![1]!;
        const x2 = this.x(ring[i + 1]![0]!);
        const y2 = ring[i + 1]![1]!;
        const edge: [number, number, number, number] = [x1, y1, x2, y2];
        for (
          let cx = Math.floor(Math.min(x1, x2) / this.cellLng);
          cx <= Math.floor(Math.max(x1, x2) / this.cellLng);
          cx++
        ) {
          for (
            let cy = Math.floor(Math.min(y1, y2) / this.cellLat);
            cy <= Math.floor(Math.max(y1, y2) / this.cellLat);
            cy++
          ) {
            const key = `${cx},${cy}`;
            const list = this.cells.get(key);
            if (list) list.push(edge);
            else this.cells.set(key, [edge]);
          }
        }
      }
    }
  }

  /** Longitude in the island's frame, so land cut at the antimeridian stays in one piece. */
  private x(lng: number) {
    return lng - 360 * Math.round((lng - this.frame) / 360);
  }

  /** True when a vertex of the ring lies within gapKm of the coast (a local flat measure, fine at a few km). */
  within(ring: Position[]): boolean {
    for (const [lng, lat] of ring) {
      const x = this.x(lng!);
      const y = lat!;
      const cx = Math.floor(x / this.cellLng);
      const cy = Math.floor(y / this.cellLat);
      const kx = KM_PER_DEGREE * Math.cos((y * Math.PI) / 180);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const [x1, y1, x2, y2] of this.cells.get(`${cx + dx},${cy + dy}`) ?? []) {
            if (segmentKm(x, y, x1, y1, x2, y2, kx) <= this.gapKm) return true;
          }
        }
      }
    }
    return false;
  }
}

function segmentKm(x: number, y: number, x1: number, y1: number, x2: number, y2: number, kx: number) {
  const ax = (x1 - x) * kx;
  const ay = (y1 - y) * KM_PER_DEGREE;
  const bx = (x2 - x) * kx;
  const by = (y2 - y) * KM_PER_DEGREE;
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + t * dx, ay + t * dy);
}
