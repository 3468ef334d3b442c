import { NotFoundError } from '../contract/errors';
import type { IslandTides } from './island-tides-schema';
import { TIDE_NOTICE, TIDE_STATION_MAX_KM, type PlaceFactsFile } from './place-facts-file';
import { tidesOn } from './tides';
import { clockTime, localDate } from './zone-clock';

/**
 * A day's tides at the island's station, on the island's date (today there by default). An island
 * without a station near, or without place facts at all, is a 404 that says which.
 */
export function islandTides(
  island: { id: string; name: string },
  placeFacts: Pick<PlaceFactsFile, 'islands' | 'stations'> | undefined,
  date: string | undefined,
  now: Date,
): IslandTides {
  const facts = placeFacts?.islands[island.id];
  if (!facts) throw new NotFoundError(`No place facts for ${island.name} yet (npm run data:build)`);
  const station = facts.tide ? placeFacts!.stations[facts.tide.station] : undefined;
  if (!facts.tide || !station) {
    throw new NotFoundError(`No open tide station within ${TIDE_STATION_MAX_KM} km of ${island.name}`);
  }
  const day = date ?? localDate(facts.timeZone, now);
  const { datum, extremes } = tidesOn(station, facts.timeZone, day);
  return {
    islandId: island.id,
    date: day,
    timeZone: facts.timeZone,
    station: {
      id: station.id,
      name: station.name,
      km: facts.tide.km,
      latitude: station.latitude,
      longitude: station.longitude,
      source: station.source.name,
      sourceUrl: station.source.url,
      licence: station.licence.name,
      attribution: station.attribution,
    },
    datum,
    extremes: extremes.map((extreme) => ({
      type: extreme.type,
      time: extreme.time.toISOString(),
      localTime: clockTime(facts.timeZone, extreme.time),
      heightM: extreme.heightM,
    })),
    notice: TIDE_NOTICE,
  };
}
