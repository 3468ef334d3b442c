import path from 'node:path';
import type { CatalogueService } from '@core/catalogue/catalogue-service';
import type { ListRead } from '@core/catalogue/list-query';
import { selectionFolderName, writeSelectionPackage } from '../catalogue/selection-export';
import type { Handlers } from './register';

export interface ExportDeps {
  catalogue: CatalogueService;
  /** Asks for a folder (the main process's dialog); undefined when the person closed it. */
  chooseFolder: (title: string) => Promise<string | undefined>;
  clock?: () => Date;
}

/** Explore's filters, in words, for the package's description. */
function describe(read: ListRead): string {
  const { q, region, category, country, sort } = read.list as Record<string, unknown>;
  const parts = Object.entries({ q, region, category, country, sort }).filter(([, value]) => value !== undefined);
  return parts.length > 0 ? parts.map(([key, value]) => `${key}: ${String(value)}`).join(', ') : 'every island';
}

/** The islands Explore's filters select, saved as a data package with its citation. */
export function exportHandlers({
  catalogue,
  chooseFolder,
  clock = () => new Date(),
}: ExportDeps): Handlers<'exportSelection'> {
  return {
    async exportSelection(read) {
      const chosen = await chooseFolder('Export the selection as a data package');
      if (!chosen) return { saved: false };
      const { limit: _limit, offset: _offset, ...filters } = read.list;
      const islands = catalogue.listIslands(filters).items;
      const version = catalogue.release();
      const release = catalogue.releases().find((entry) => entry.version === version);
      const date = clock().toISOString().slice(0, 10);
      const folder = path.join(chosen, selectionFolderName(version, date));
      await writeSelectionPackage({
        folder,
        islands,
        ...(release ? { release: { version: release.version, date: release.date } } : {}),
        selection: describe(read),
        date,
      });
      return { saved: true, folder, islands: islands.length, ...(version ? { release: version } : {}) };
    },
  };
}
