import { GIBS_ORIGIN } from '@core/satellite/gibs';
import { createOutlineService } from '@core/outlines/outline-service';
import { satelliteCaption, type Satellite } from '@core/satellite/satellite';
import { satellitePictures } from '@core/satellite/satellite-pictures';
import type { Island, IslandImagePayload } from '@core/contract/schemas';
import type { DataSettings } from '../../node/data-settings';
import { createLogger } from '../../node/logger';
import { loadOutlines } from '../../node/stores/outline-file';
import type { ImageBackend } from './curate-backend';
import { CurateError, EXIT } from './curate-backend';
import { addImage, type ImagesOutput } from './curate-images';
import { satelliteKeptText } from './curate-format';

/**
 * The pictures the server would show, framed on OUTLINES_FILE and asked of GIBS_URL. A missing
 * outlines file is refused: the picture would be framed on the point and fixed so.
 */
export async function localSatellitePictures(config: Pick<DataSettings, 'outlinesFile' | 'gibsOrigin'>) {
  const reasons: string[] = [];
  const logger = createLogger('warn', (line) => {
    const event = JSON.parse(line) as { reason?: string };
    reasons.push(event.reason ?? 'the file does not exist');
  });
  const topology = await loadOutlines(config.outlinesFile, logger);
  if (!topology)
    throw new CurateError(
      EXIT.usage,
      `Cannot read the outlines ${config.outlinesFile} (OUTLINES_FILE): ${reasons.join('; ')}`,
      [],
      "The picture is framed on the island's outline: run npm run data:build, or set OUTLINES_FILE.",
    );
  return satellitePictures(createOutlineService(topology), config.gibsOrigin);
}

/** The picture as an image record: the caption the site shows under it and GIBS's own credit. */
export function satelliteImagePayload(island: Pick<Island, 'name'>, satellite: Satellite): IslandImagePayload {
  const layers = satellite.layers.map((layer) => `${layer.title}, ${layer.period}`).join('; ');
  return {
    imageUrl: satellite.url,
    title: `${island.name} from space: ${satelliteCaption(satellite)}`,
    description: `NASA GIBS imagery, layers bottom first: ${layers}.`,
    // Within the source's limit (LIMITS.title), so the acknowledgement GIBS asks for goes whole.
    source: satellite.credit,
    isPrimary: true,
  };
}

/**
 * images from-satellite: the computed picture as the island's primary image. A second run writes
 * nothing when it already is; when a later image took its place, it is made primary again.
 */
export async function fixSatellitePicture(backend: ImageBackend, islandId: string, io: ImagesOutput): Promise<void> {
  const island = await backend.getIsland(islandId);
  const satellite = island.satellite;
  if (!satellite) throw new CurateError(EXIT.refused, `No satellite picture is computed for ${islandId}`);
  const location = backend.islandLocation(islandId);
  const existing = (await backend.images(islandId)).find((image) => image.imageUrl === satellite.url);
  if (existing?.isPrimary) {
    if (io.json) {
      io.out(`${JSON.stringify(existing, null, 2)}\n`);
      io.err(`note: already the primary image of ${islandId}; nothing written\n`);
    } else io.out(satelliteKeptText(existing, 'already', location));
    return;
  }
  if (existing) {
    const primary = await backend.setPrimaryImage(islandId, existing.id);
    io.out(io.json ? `${JSON.stringify(primary, null, 2)}\n` : satelliteKeptText(primary, 'made-primary', location));
    return;
  }
  try {
    await addImage(backend, islandId, satelliteImagePayload(island, satellite), io);
  } catch (error) {
    if (!(error instanceof CurateError) || !error.issues.some((issue) => issue.path === 'imageUrl')) throw error;
    const origin = URL.canParse(satellite.url) ? new URL(satellite.url).origin : satellite.url;
    const asked = `The picture is asked of ${origin} (GIBS_URL); only NASA GIBS, ${GIBS_ORIGIN}, is accepted.`;
    throw new CurateError(error.exitCode, error.message, error.issues, [error.hint, asked].filter(Boolean).join('\n'));
  }
}
