import { categorySlug, regionSlug } from '@core/contract/enums';
import type { ExploreParams } from '@core/site/explore-address';
import type { Island } from '@core/contract/schemas';
import { slugify } from '@core/contract/slug';

export type ExportFormat = 'csv' | 'geojson';

export const EXPORT_TEXT = {
  csv: 'Download CSV',
  geojson: 'Download GeoJSON',
} as const;

export const EXPORT_FORMATS = Object.keys(EXPORT_TEXT) as ExportFormat[];

/** What the file is named after: the filters on screen, so two downloads do not overwrite each other. */
export function exportFileName(
  params: Pick<ExploreParams, 'q' | 'region' | 'category' | 'country' | 'features' | 'near' | 'bbox'>,
  format: ExportFormat,
): string {
  const parts = [
    params.q.trim() ? slugify(params.q).slice(0, 40) : '',
    params.region ? regionSlug(params.region) : '',
    params.category ? categorySlug(params.category) : '',
    params.country ? params.country.toLowerCase() : '',
    ...params.features,
    params.near ? 'near' : '',
    params.bbox ? 'area' : '',
  ].filter(Boolean);
  return `${['isolario-islands', ...parts].join('-')}.${format}`;
}

/** Excel reads a CSV without a byte-order mark in the system's code page, garbling Île and ø. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Saves the islands on screen as a file, made in the page with the same core code the API's
 * /api/islands.csv and .geojson use: the exact results (search text included), and it works
 * offline in the desktop app.
 */
export async function downloadIslands(
  islands: readonly Island[],
  format: ExportFormat,
  name = `isolario-islands.${format}`,
): Promise<void> {
  const { islandsToCsv, toGeoJson } = await import('@core/catalogue/catalogue-export');
  const file =
    format === 'csv'
      ? { text: BYTE_ORDER_MARK + islandsToCsv(islands), type: 'text/csv;charset=utf-8', name }
      : { text: JSON.stringify(toGeoJson(islands)), type: 'application/geo+json', name };
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
