import { describe, expect, it } from 'vitest';
import { readExploreParams } from '@core/site/explore-address';
import {
  activeFilterCount,
  exploreSearchHref,
  hasActiveFilters,
  toIslandFilter,
  toggleFeature,
} from './explore-params';

// Reading and writing the address itself is core's (core/explore-address.test.ts).
const read = (query: string) => readExploreParams(new URLSearchParams(query));

describe("Explore's filters", () => {
  it("maps the footer's ?filter= links", () => {
    expect(toIslandFilter(read('filter=airports'))).toMatchObject({ hasAirport: true });
    expect(toIslandFilter(read('filter=military'))).toMatchObject({ militaryHistory: true });
    expect(toIslandFilter(read('filter=uninhabited'))).toMatchObject({ uninhabited: true });
    expect(hasActiveFilters(read('filter=region'))).toBe(false);
  });

  it('combines feature chips', () => {
    expect(toIslandFilter(read('filter=airstrips&filter=military'))).toEqual({
      q: '',
      hasAbandonedAirstrip: true,
      militaryHistory: true,
    });
    expect(toggleFeature(['airports'], 'uninhabited')).toEqual(['airports', 'uninhabited']);
    expect(toggleFeature(['airports', 'uninhabited'], 'airports')).toEqual(['uninhabited']);
    expect(hasActiveFilters(read('filter=airstrips'))).toBe(true);
  });

  it("hands home's search to Explore, leaving out region 'all'", () => {
    expect(exploreSearchHref('tristan', undefined)).toBe('/explore?q=tristan');
    expect(exploreSearchHref('ice', 'Arctic')).toBe('/explore?q=ice&region=arctic');
  });
});

describe('activeFilterCount', () => {
  it('counts each choice and each feature, not the search text', () => {
    const none = {
      region: undefined,
      category: undefined,
      country: undefined,
      features: [],
      near: undefined,
      bbox: undefined,
      light: undefined,
      lightOn: undefined,
    };
    expect(activeFilterCount(none)).toBe(0);
    expect(
      activeFilterCount({
        ...none,
        region: 'Pacific',
        country: 'KI',
        features: ['airports', 'military'],
        near: { latitude: -37.1, longitude: -12.3 },
      }),
    ).toBe(5);
  });
});
