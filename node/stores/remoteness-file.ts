import { remotenessFileSchema, type Remoteness } from '@core/remoteness/remoteness';
import type { Logger } from '../logger';
import { readDerivedFile } from './derived-file';

/**
 * How remote each island is (data/remoteness.json, made by npm run data:build), read once at
 * start-up. Missing or unreadable, the server and the app serve islands without the figures and
 * say why; a catalogue edit made since is served without them until the next build.
 */
export async function loadRemoteness(file: string, logger: Logger): Promise<Record<string, Remoteness>> {
  const parsed = await readDerivedFile(
    file,
    (json) => remotenessFileSchema.parse(json),
    'islands are served without remoteness',
    logger,
  );
  return parsed?.islands ?? {};
}
