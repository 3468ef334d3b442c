import type { Island } from '@core/schemas';

export type ExportFormat = 'csv' | 'geojson';

export const EXPORT_TEXT = {
  csv: 'Download CSV',
  geojson: 'Download GeoJSON',
} as const;

export const EXPORT_FORMATS = Object.keys(EXPORT_TEXT) as ExportFormat[];

/**
 * Saves the islands on screen as a file, made in the page with the same core code the API's
 * /api/islands.csv and .geojson use: the exact results (search text included), and it works
 * offline in the desktop app.
 */
export async function downloadIslands(islands: readonly Island[], format: ExportFormat): Promise<void> {
  const { islandsToCsv, toGeoJson } = await import('@core/catalogue-export');
  const file =
    format === 'csv'
      ? { text: islandsToCsv(islands), type: 'text/csv;charset=utf-8', name: 'isolario-islands.csv' }
      : { text: JSON.stringify(toGeoJson(islands)), type: 'application/geo+json', name: 'isolario-islands.geojson' };
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
