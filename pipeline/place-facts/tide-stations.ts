import { near, type Station } from '@neaps/tide-database';
import { distanceToOutlineKm, type OutlineGeometry } from '@core/outlines/outline';
import { TIDE_STATION_MAX_KM, type TideStation } from '@core/place-facts/place-facts-file';

/** Tide stations, not current meters, whose licence allows any use (the catalogue's data is reused freely). */
const usable = (station: Station) => station.kind === 'tide' && station.license.commercial_use;

const round = (value: number, places: number) => Number(value.toFixed(places)) + 0;

export interface IslandShape {
  latitude: number;
  longitude: number;
  /** The coastline; without one, distances are from the island's point. */
  outline?: OutlineGeometry;
  /** How far the outline reaches from the point, so no station near its far coast is missed. */
  reachKm: number;
}

/**
 * The nearest usable station within TIDE_STATION_MAX_KM of the island's coast (0 when it stands
 * on the island), ties to the lower id so the same data gives the same choice.
 */
export function nearestTideStation(island: IslandShape): { station: Station; km: number } | undefined {
  const candidates = near({
    latitude: island.latitude,
    longitude: island.longitude,
    maxDistance: TIDE_STATION_MAX_KM + island.reachKm,
    maxResults: 50,
    filter: usable,
  });
  let best: { station: Station; km: number } | undefined;
  for (const [station, pointKm] of candidates) {
    const km = island.outline ? distanceToOutlineKm(island.outline, station) : pointKm;
    if (km > TIDE_STATION_MAX_KM) continue;
    if (!best || km < best.km || (km === best.km && station.id < best.station.id)) best = { station, km };
  }
  return best && { station: best.station, km: round(best.km, 1) };
}

/**
 * What a prediction needs of a station, and its credit: the constituents to 0.01 mm and 0.001°
 * (far inside what the predictions can tell apart), MSL and the chart datum the heights are given
 * above, a subordinate's offsets. A subordinate's constituents are its reference station's.
 */
export function storedStation(station: Station): TideStation {
  const datums: Record<string, number> = {};
  for (const name of ['MSL', station.chart_datum]) {
    const height = name ? station.datums[name] : undefined;
    if (name && typeof height === 'number') datums[name] = round(height, 4);
  }
  const offsets = station.offsets as TideStation['offsets'] & { reference?: string };
  return {
    id: station.id,
    name: station.name,
    latitude: round(station.latitude, 5),
    longitude: round(station.longitude, 5),
    country: station.country,
    timezone: station.timezone,
    type: station.type,
    ...(station.chart_datum && datums[station.chart_datum] !== undefined && datums.MSL !== undefined
      ? { chartDatum: station.chart_datum }
      : {}),
    datums,
    constituents: station.harmonic_constituents.map(({ name, amplitude, phase }) => ({
      name,
      amplitude: round(amplitude, 5),
      phase: round(phase, 3),
    })),
    ...(offsets
      ? {
          offsets: {
            ...(offsets.reference ? { reference: offsets.reference } : {}),
            ...(offsets.time ? { time: { high: offsets.time.high, low: offsets.time.low } } : {}),
            ...(offsets.height
              ? {
                  height: {
                    high: round(offsets.height.high, 4),
                    low: round(offsets.height.low, 4),
                    ...(offsets.height.type ? { type: offsets.height.type } : {}),
                  },
                }
              : {}),
          },
        }
      : {}),
    source: { name: station.source.name, url: station.source.url },
    licence: { name: station.license.type, url: station.license.url },
    attribution: station.attribution,
  };
}
