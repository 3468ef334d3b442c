import { NASA_IMAGE_HOSTS } from '@core/rules/image-hosts';
import type { IslandImagePayload } from '@core/contract/schemas';
import type { ImageBackend } from './curate-backend';
import { CurateError } from './curate-backend';
import { imageAddedText, suggestionsText } from './curate-format';
import { rankCandidates, searchNames } from './nasa-candidates';
import { searchNasaImages } from './nasa-search';

/** How many candidates the text lists unless --limit says otherwise; --json lists all. */
const TEXT_LIMIT = 20;

export interface ImagesOutput {
  out(text: string): void;
  err(text: string): void;
  json: boolean;
}

/** images suggest: each of the island's names searched in turn, merged and ranked. */
export async function suggestImages(
  backend: ImageBackend,
  islandId: string,
  options: { apiBase: string; limit?: number },
  io: ImagesOutput,
): Promise<void> {
  const island = await backend.getIsland(islandId);
  const names = searchNames(island);
  const searches = [];
  for (const name of names) {
    const answer = await searchNasaImages(options.apiBase, name);
    if (answer.skipped > 0)
      io.err(`note: ${answer.skipped} item(s) for '${name}' were not images in the documented shape; left out\n`);
    searches.push({ name, images: answer.images, totalHits: answer.totalHits, found: answer.images.length });
  }
  const ranked = rankCandidates(searches, names);
  const shown = ranked.slice(0, options.limit ?? (io.json ? ranked.length : TEXT_LIMIT));
  io.out(io.json ? `${JSON.stringify(shown, null, 2)}\n` : suggestionsText(island, searches, shown, ranked.length));
}

/** images add: the admin API's addImage, so the catalogue rules (and its accepted hosts) apply. */
export async function addImage(
  backend: ImageBackend,
  islandId: string,
  payload: IslandImagePayload,
  io: ImagesOutput,
): Promise<void> {
  let image;
  try {
    image = await backend.addImage(islandId, payload);
  } catch (error) {
    if (error instanceof CurateError && error.issues.some((issue) => issue.path === 'imageUrl')) {
      const hint = `Accepted image hosts (https only): ${NASA_IMAGE_HOSTS.join(', ')}`;
      throw new CurateError(error.exitCode, error.message, error.issues, hint);
    }
    throw error;
  }
  io.out(io.json ? `${JSON.stringify(image, null, 2)}\n` : imageAddedText(image, backend.islandLocation(islandId)));
}
