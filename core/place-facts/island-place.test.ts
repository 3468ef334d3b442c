import { describe, expect, it } from 'vitest';
import { createCatalogueService } from '../catalogue/catalogue-service';
import type { Catalog } from '../contract/schemas';
import type { CatalogueSnapshot } from '../store';
import { anIsland } from '../../tests/support/builders';
import { declinationOn } from './declination-on';
import { islandPlace } from './island-place';
import type { PlaceFactsFile } from './place-facts-file';

const facts: PlaceFactsFile['islands'][string] = {
  timeZone: 'Arctic/Longyearbyen',
  declination: { degrees: 12.9, yearlyChange: 0.453, horizontalNt: 7017 },
};

describe("an island's place record", () => {
  it("gives Longyearbyen's offsets, clock changes, polar runs and solstices for the year", () => {
    const place = islandPlace({ latitude: 78.22, longitude: 15.65 }, facts, undefined, 2026);
    expect(place.utcOffset).toEqual({ standard: '+01:00', daylight: '+02:00' });
    expect(place.daylightSaving).toEqual({ starts: '2026-03-29T01:00:00.000Z', ends: '2026-10-25T01:00:00.000Z' });
    expect(place.light.midnightSun).toHaveLength(1);
    expect(place.light.polarNight).toHaveLength(2);
    expect(place.light.juneSolsticeDayMinutes).toBe(1440);
    expect(place.light.decemberSolsticeDayMinutes).toBe(0);
    expect(place.declination.compass).toBe('reliable');
    expect(place.tideStation).toBeUndefined();
  });

  it("says where the model's own zones make a compass doubtful", () => {
    const weak = { ...facts, declination: { ...facts.declination, horizontalNt: 3195 } };
    const none = { ...facts, declination: { ...facts.declination, horizontalNt: 1200 } };
    expect(islandPlace({ latitude: 79.8, longitude: -78 }, weak, undefined, 2026).declination.compass).toBe('caution');
    expect(islandPlace({ latitude: 85, longitude: -100 }, none, undefined, 2026).declination.compass).toBe(
      'unreliable',
    );
  });

  it('moves the declination on from the epoch by its yearly change', () => {
    const place = islandPlace({ latitude: 78.22, longitude: 15.65 }, facts, undefined, 2026);
    expect(declinationOn(place.declination, new Date(Date.UTC(2025, 0, 1)))).toBe(12.9);
    expect(declinationOn(place.declination, new Date(Date.UTC(2027, 0, 1)))).toBe(13.8);
  });
});

describe('the catalogue service with place facts', () => {
  const island = anIsland({ id: 'spitsbergen', latitude: 78.22, longitude: 15.65 });
  let snapshot: CatalogueSnapshot = { catalog: { islands: [island], images: [] } as unknown as Catalog, version: 'v0' };
  const store = { snapshot: () => snapshot, update: () => Promise.reject(new Error('read only')) };

  it('derives the year of the clock, and again when the year turns', () => {
    let now = new Date('2026-12-31T23:59:00Z');
    const service = createCatalogueService({
      store,
      clock: () => now,
      placeFacts: { islands: { spitsbergen: facts }, stations: {} },
    });
    expect(service.getIsland('spitsbergen').place!.light.year).toBe(2026);
    const version = service.version();
    now = new Date('2027-01-01T00:01:00Z');
    expect(service.getIsland('spitsbergen').place!.light.year).toBe(2027);
    // The read cache is keyed by the version: it moves with the year.
    expect(service.version()).not.toBe(version);
  });

  it('keeps the record of an island no edit moved, and makes a new one for one that moved', () => {
    const service = createCatalogueService({ store, placeFacts: { islands: { spitsbergen: facts }, stations: {} } });
    const before = service.getIsland('spitsbergen').place;
    snapshot = {
      catalog: { islands: [{ ...island, description: 'Edited, not moved.' }], images: [] } as unknown as Catalog,
      version: 'v1',
    };
    expect(service.getIsland('spitsbergen').place).toBe(before);
    snapshot = { catalog: { islands: [{ ...island, latitude: 60 }], images: [] } as unknown as Catalog, version: 'v2' };
    expect(service.getIsland('spitsbergen').place!.light.midnightSun).toEqual([]);
  });
});
