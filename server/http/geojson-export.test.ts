import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toGeoJson } from '@core/catalogue/catalogue-export';
import type { OutlineGeometry } from '@core/outlines/outline';
import { createOutlineService } from '@core/outlines/outline-service';
import type { Catalog, Island } from '@core/contract/schemas';
import { createLogger } from '../../node/logger';
import { loadOutlines } from '../../node/stores/outline-file';
import { geoJsonExport } from './geojson-export';

const islands = (JSON.parse(readFileSync('data/catalog.json', 'utf8')) as Catalog).islands;

describe('the GeoJSON export', () => {
  it("writes JSON.stringify(toGeoJson(...))'s bytes, with points and with coastlines", async () => {
    const outlines = createOutlineService(
      await loadOutlines(
        'data/outlines.topo.json',
        createLogger('error', () => {}),
      ),
    );
    const bytes = geoJsonExport(outlines.geometryOf);
    const text = (list: Island[], withOutlines: boolean) => bytes(list, withOutlines).toString('utf8');
    expect(text(islands, true)).toBe(JSON.stringify(toGeoJson(islands, outlines.geometryOf)));
    expect(text(islands, false)).toBe(JSON.stringify(toGeoJson(islands)));
    expect(text(islands.slice(7, 12), true)).toBe(JSON.stringify(toGeoJson(islands.slice(7, 12), outlines.geometryOf)));
    expect(text([], true)).toBe(JSON.stringify(toGeoJson([])));
  });

  it('serialises each island once per record however many pages and filters ask', () => {
    const asked = new Map<string, number>();
    const outlineOf = (id: string): OutlineGeometry | undefined => {
      asked.set(id, (asked.get(id) ?? 0) + 1);
      return undefined;
    };
    const geoJson = geoJsonExport(outlineOf);
    geoJson(islands, true);
    for (let offset = 1; offset < 20; offset++) geoJson(islands.slice(offset), true);
    geoJson(
      islands.filter((island) => island.region === 'Pacific'),
      true,
    );
    expect(asked.size).toBe(islands.length);
    expect(Math.max(...asked.values())).toBe(1);
    // A new record (the next catalogue version) is serialised anew.
    geoJson([{ ...islands[0]! }], true);
    expect(asked.get(islands[0]!.id)).toBe(2);
  });
});
