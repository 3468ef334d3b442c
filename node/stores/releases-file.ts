import { releasesFileSchema, type Release } from '@core/releases/release-schema';
import type { Logger } from '../logger';
import { readDerivedFile } from './derived-file';

/**
 * The catalogue's releases (data/releases.json, written by npm run data:release), read once at
 * start-up. Missing or refused, the catalogue is served with no releases and no histories.
 */
export async function loadReleases(file: string, logger: Logger): Promise<Release[]> {
  const parsed = await readDerivedFile(
    file,
    (json) => releasesFileSchema.parse(json),
    'the catalogue is served without its releases',
    logger,
  );
  return parsed?.releases ?? [];
}
