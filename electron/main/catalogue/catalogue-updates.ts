import { stat } from 'node:fs/promises';
import type { CatalogueInfo, CatalogueProgress } from '@core/contract/desktop-status';
import { ConflictError } from '@core/contract/errors';
import type { CatalogueRefresh } from '@core/contract/desktop-status';
import type { Logger } from '../../../node/logger';
import type { CatalogueChecks } from './catalogue-checks';
import { refreshCatalogue, type RefreshDeps } from './catalogue-refresh';
import type { DesktopCatalogue } from './desktop-catalogue';

export interface CatalogueUpdatesDeps {
  catalogue: DesktopCatalogue;
  checks: CatalogueChecks;
  /** Read at each update: a changed address applies to the next one. */
  apiBaseUrl: () => string;
  logger: Logger;
  fetch?: typeof fetch;
  clock?: () => Date;
  timeoutMs?: number;
  /** Receives the progress of the update under way, at most every progressEveryMs (and its last step). */
  onProgress?: (progress: CatalogueProgress) => void;
  progressEveryMs?: number;
}

/**
 * The catalogue update as the person drives it: one at a time, its progress, its cancel, and the
 * date the hosted API last answered, which outlives the app.
 */
export function createCatalogueUpdates(deps: CatalogueUpdatesDeps) {
  const { catalogue, checks, logger, clock = () => new Date(), progressEveryMs = 200 } = deps;
  let current: AbortController | undefined;

  /** A push per chunk would flood the window on a fast link; one per interval is plenty. */
  function throttled(push: (progress: CatalogueProgress) => void) {
    let lastAt = -Infinity;
    return (progress: CatalogueProgress) => {
      const now = clock().getTime();
      const done = progress.total !== undefined && progress.received >= progress.total;
      if (!done && now - lastAt < progressEveryMs) return;
      lastAt = now;
      push(progress);
    };
  }

  return {
    async run(): Promise<CatalogueRefresh> {
      if (current) throw new ConflictError('A catalogue update is already under way');
      const controller = new AbortController();
      current = controller;
      try {
        const options: RefreshDeps = {
          catalogue,
          apiBaseUrl: deps.apiBaseUrl(),
          signal: controller.signal,
          logger,
          clock,
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
          ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
          ...(deps.onProgress ? { onProgress: throttled(deps.onProgress) } : {}),
        };
        const result = await refreshCatalogue(options);
        await checks
          .record(clock().toISOString())
          .catch((error: unknown) => logger.warn('could not keep the catalogue check date', { error: String(error) }));
        return result;
      } catch (error) {
        logger.warn('catalogue update failed; the catalogue is unchanged', { reason: (error as Error).message });
        throw error;
      } finally {
        current = undefined;
      }
    },

    /** Stops the update under way, if any; its download is dropped and the local copy stays. */
    cancel(): boolean {
      if (!current) return false;
      current.abort();
      return true;
    },

    async info(): Promise<CatalogueInfo> {
      const source = catalogue.source();
      const islands = catalogue.snapshot().catalog.islands.length;
      // The bundled file's date is when this copy of the catalogue was shipped.
      const datedAt =
        source.kind === 'refreshed'
          ? source.refreshedAt
          : await stat(source.file).then(
              (stats) => stats.mtime.toISOString(),
              () => undefined,
            );
      const lastCheckedAt = checks.lastCheckedAt();
      return {
        kind: source.kind === 'refreshed' ? 'updated' : 'bundled',
        islands,
        ...(datedAt ? { datedAt } : {}),
        ...(lastCheckedAt ? { lastCheckedAt } : {}),
        updating: current !== undefined,
      };
    },
  };
}
export type CatalogueUpdates = ReturnType<typeof createCatalogueUpdates>;
