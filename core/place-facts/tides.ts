import { useStation, type Station } from '@neaps/tide-predictor';
import type { TideStation } from './place-facts-file';

export { TIDE_NOTICE, TIDE_YEARS } from './place-facts-file';
import { addDays, zonedInstant } from './zone-clock';

export interface TideExtreme {
  type: 'high' | 'low';
  time: Date;
  /** Metres above the station's chart datum, or above mean sea level where it has none. */
  heightM: number;
}

/** The station in the shape @neaps/tide-predictor's useStation reads. */
function predictorStation(station: TideStation): Station {
  return {
    id: station.id,
    name: station.name,
    continent: '',
    country: station.country,
    timezone: station.timezone,
    disclaimers: '',
    latitude: station.latitude,
    longitude: station.longitude,
    source: { name: station.source.name, id: station.id, url: station.source.url },
    datums: station.datums,
    ...(station.chartDatum ? { chart_datum: station.chartDatum } : {}),
    type: station.type,
    harmonic_constituents: station.constituents,
    ...(station.offsets ? { offsets: station.offsets } : {}),
  } as Station;
}

/**
 * The high and low waters at the station on a local date of the island's zone, from midnight to
 * midnight there, by @neaps/tide-predictor (IHO nodal corrections; a subordinate station's time
 * and height offsets applied). Heights are above the station's chart datum where it has one.
 */
export function tidesOn(station: TideStation, zone: string, date: string): { datum: string; extremes: TideExtreme[] } {
  const start = zonedInstant(zone, date);
  const end = zonedInstant(zone, addDays(date, 1));
  // Predict either side of the day, by more than a subordinate station's time offsets, and keep
  // the extremes that fall in it once shifted: none is lost or doubled at midnight.
  const shift = Math.max(Math.abs(station.offsets?.time?.high ?? 0), Math.abs(station.offsets?.time?.low ?? 0));
  const margin = (3 * 60 + shift) * 60_000;
  const prediction = useStation(predictorStation(station)).getExtremesPrediction({
    start: new Date(start.getTime() - margin),
    end: new Date(end.getTime() + margin),
  });
  return {
    datum: prediction.datum ?? 'MSL',
    extremes: prediction.extremes
      .filter((extreme) => extreme.time >= start && extreme.time < end)
      .map((extreme) => ({
        type: extreme.high ? 'high' : 'low',
        time: extreme.time,
        heightM: Number(extreme.level.toFixed(2)) + 0,
      })),
  };
}
