import type { CatalogueRefresh } from '@core/ipc-contract';
import type { ErrorIssue } from '@core/errors';
import type { Island } from '@core/schemas';
import { catalogSchema, islandSchema } from '@core/schemas';
import { DesktopError } from '../desktop-error';
import type { DesktopCatalogue } from './desktop-catalogue';

/** More issues than this are counted, not listed. */
const MAX_ISSUES = 20;

export interface RefreshDeps {
  catalogue: DesktopCatalogue;
  apiBaseUrl: string;
  fetch?: typeof fetch;
  clock?: () => Date;
  timeoutMs?: number;
}

/**
 * Fetches GET /api/islands from the hosted API and swaps it in only if every record is a valid
 * island and the ids are unique; otherwise nothing changes. Images stay local, kept for the
 * islands that remain.
 */
export async function refreshCatalogue(deps: RefreshDeps): Promise<CatalogueRefresh> {
  const { catalogue, apiBaseUrl, fetch: fetchImpl = globalThis.fetch, clock = () => new Date() } = deps;
  const url = `${apiBaseUrl}/api/islands`;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000),
    });
    text = await response.text();
  } catch {
    throw new DesktopError('unavailable', 'Could not reach the Isolario API to refresh the catalogue');
  }
  if (!response.ok) {
    throw new DesktopError('unavailable', `The Isolario API answered ${response.status}; the catalogue is unchanged`);
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DesktopError('invalid', 'The Isolario API did not answer with JSON; the catalogue is unchanged');
  }
  if (!Array.isArray(body)) {
    throw new DesktopError(
      'invalid',
      'The Isolario API did not answer with a list of islands; the catalogue is unchanged',
    );
  }
  if (body.length === 0) {
    throw new DesktopError('invalid', 'The Isolario API answered an empty catalogue; the catalogue is unchanged');
  }

  const islands: Island[] = [];
  const issues: ErrorIssue[] = [];
  let invalid = 0;
  body.forEach((record, index) => {
    const parsed = islandSchema.safeParse(record);
    if (parsed.success) {
      islands.push(parsed.data);
      return;
    }
    invalid += 1;
    for (const issue of parsed.error.issues) {
      if (issues.length < MAX_ISSUES) issues.push({ path: [index, ...issue.path].join('.'), message: issue.message });
    }
  });
  if (invalid === 0) {
    const seen = new Set<string>();
    islands.forEach((island, index) => {
      if (seen.has(island.id)) {
        invalid += 1;
        if (issues.length < MAX_ISSUES)
          issues.push({ path: `${index}.id`, message: `Duplicate island id '${island.id}'` });
      }
      seen.add(island.id);
    });
  }
  if (invalid > 0) {
    throw new DesktopError(
      'invalid',
      `The refreshed catalogue was refused: ${invalid} of ${body.length} islands are not valid; the catalogue is unchanged`,
      issues,
    );
  }

  const ids = new Set(islands.map((island) => island.id));
  const images = catalogue.snapshot().catalog.images.filter((image) => ids.has(image.islandId));
  const catalog = catalogSchema.parse({ islands, images });
  const refreshedAt = clock().toISOString();
  const snapshot = await catalogue.replace(catalog, { refreshedAt, source: url });
  return { islands: islands.length, images: images.length, refreshedAt, version: snapshot.version };
}
