import { placeFactsFileSchema, type PlaceFactsFile } from '@core/place-facts/place-facts-file';
import { knownZone } from '@core/place-facts/zone-clock';
import type { Logger } from '../logger';
import { readDerivedFile } from './derived-file';

/**
 * Each island's time zone, declination and tide station (data/place-facts.json, made by npm run
 * data:build), read once at start-up. Missing or refused, islands are served without place facts
 * and the log says why; a zone this runtime does not know is refused rather than shown wrong.
 */
export async function loadPlaceFacts(file: string, logger: Logger): Promise<PlaceFactsFile | undefined> {
  return readDerivedFile(
    file,
    (json) => {
      const parsed = placeFactsFileSchema.parse(json);
      const unknown = [...new Set(Object.values(parsed.islands).map((facts) => facts.timeZone))].filter(
        (zone) => !knownZone(zone),
      );
      if (unknown.length > 0) throw new Error(`time zones this runtime does not know: ${unknown.join(', ')}`);
      return parsed;
    },
    'islands are served without time, light, compass and tide',
    logger,
  );
}
