import { islandOutline, parseOutlineTopology, type OutlineGeometry } from '@core/outlines/outline';
import { distanceKm } from '@core/place/geo';
import {
  COMPASS_BLACKOUT_NT,
  COMPASS_CAUTION_NT,
  DECLINATION_MODEL,
  TIDE_STATION_MAX_KM,
  type IslandPlaceFacts,
  type PlaceFactsFile,
  type TideStation,
} from '@core/place-facts/place-facts-file';
import { MAGNETIC_MODEL, TIDE_STATIONS, TIME_ZONES } from '../sources/open-data-sources';
import { declinationAt } from './declination';
import type { PlaceFactsIsland } from './place-facts-inputs';
import { nearestTideStation, storedStation } from './tide-stations';
import { timeZoneAt } from './time-zones';

export interface PlaceFactsBuildInput {
  islands: readonly PlaceFactsIsland[];
  /** outlines.topo.json as the outlines product wrote it ('' when there is none). */
  outlinesText: string;
  catalogueVersion: string;
}

/** How far an outline reaches from the island's point, in km (0 without one). */
function reachKm(island: PlaceFactsIsland, outline: OutlineGeometry | undefined): number {
  if (!outline) return 0;
  const rings = outline.type === 'Polygon' ? [outline.coordinates] : outline.coordinates;
  let reach = 0;
  for (const polygon of rings)
    for (const [longitude, latitude] of polygon[0] ?? [])
      reach = Math.max(reach, distanceKm(island, { latitude: latitude!, longitude: longitude! }));
  return reach;
}

/**
 * The place facts of every island: its time zone, its declination and its nearest tide station
 * (with that station's constituents, each station once). A pure function of the islands, their
 * outlines and the pinned packages, so the same inputs give the same bytes.
 */
export function buildPlaceFacts(input: PlaceFactsBuildInput): { text: string; file: PlaceFactsFile } {
  const topology = input.outlinesText ? parseOutlineTopology(JSON.parse(input.outlinesText)) : undefined;
  const islands: Record<string, IslandPlaceFacts> = {};
  const stations: Record<string, TideStation> = {};
  for (const island of input.islands) {
    const outline = topology ? islandOutline(topology, island.id)?.geometry : undefined;
    const tide = nearestTideStation({
      latitude: island.latitude,
      longitude: island.longitude,
      ...(outline ? { outline } : {}),
      reachKm: reachKm(island, outline),
    });
    if (tide) stations[tide.station.id] ??= storedStation(tide.station);
    islands[island.id] = {
      timeZone: timeZoneAt(island.latitude, island.longitude),
      declination: declinationAt(island.latitude, island.longitude),
      ...(tide ? { tide: { station: tide.station.id, km: tide.km } } : {}),
    };
  }
  const sorted = Object.fromEntries(Object.entries(stations).sort(([a], [b]) => (a < b ? -1 : 1)));
  const file: PlaceFactsFile = {
    metadata: {
      sources: [TIME_ZONES, MAGNETIC_MODEL, TIDE_STATIONS].map((source) => `${source.package}@${source.version}`),
      attribution: [TIME_ZONES, MAGNETIC_MODEL, TIDE_STATIONS].map((source) => source.attribution).join('; '),
      catalogueVersion: input.catalogueVersion,
      definitions: {
        timeZone:
          "the IANA zone at the island's point in timezone-boundary-builder's comprehensive set (territorial seas included); Etc/GMT±n where no country's zone reaches",
        declinationModel: DECLINATION_MODEL.name,
        declinationEpoch: DECLINATION_MODEL.epoch,
        declinationValidUntil: DECLINATION_MODEL.validUntil,
        declination:
          'degrees east of true north at sea level at the epoch; yearlyChange is the change over the first year of the model',
        compassBlackoutNt: COMPASS_BLACKOUT_NT,
        compassCautionNt: COMPASS_CAUTION_NT,
        tideStationMaxKm: TIDE_STATION_MAX_KM,
        tideStations:
          "the nearest tide station of the Neaps database that passes its quality checks and whose licence allows any use, within tideStationMaxKm of the island's coast (its point without an outline)",
      },
    },
    stations: sorted,
    islands,
  };
  return { text: serialise(file), file };
}

/** One island and one station per line: small diffs when one island's facts change. */
function serialise(file: PlaceFactsFile): string {
  const lines = (record: Record<string, unknown>) =>
    Object.entries(record)
      .map(([id, value]) => `  ${JSON.stringify(id)}: ${JSON.stringify(value)}`)
      .join(',\n');
  return (
    `{\n "metadata": ${JSON.stringify(file.metadata)},\n` +
    ` "stations": {\n${lines(file.stations)}\n },\n` +
    ` "islands": {\n${lines(file.islands)}\n }\n}\n`
  );
}
