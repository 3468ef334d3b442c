import { describe, expect, it } from 'vitest';
import {
  exploreSearchHref,
  hasActiveFilters,
  readExploreParams,
  toIslandFilter,
  writeExploreParams,
} from './explore-params';

const read = (query: string) => readExploreParams(new URLSearchParams(query));

describe('Explore URL state', () => {
  it('reads q, region and category, accepting names, labels and slugs', () => {
    expect(read('q=atoll&region=Indian%20Ocean&category=active-airport')).toMatchObject({
      q: 'atoll',
      region: 'Indian Ocean',
      category: 'Active Airport',
      sort: 'name',
    });
    expect(read('region=all&category=')).toMatchObject({ region: undefined, category: undefined });
  });

  it("maps the footer's ?filter= links", () => {
    expect(toIslandFilter(read('filter=airports'))).toMatchObject({ hasAirport: true });
    expect(toIslandFilter(read('filter=military'))).toMatchObject({ militaryHistory: true });
    expect(toIslandFilter(read('filter=uninhabited'))).toMatchObject({ uninhabited: true });
    expect(read('filter=region')).toMatchObject({ sort: 'region', feature: undefined });
    expect(hasActiveFilters(read('filter=region'))).toBe(false);
  });

  it('writes a canonical query string without defaults', () => {
    expect(writeExploreParams(read('filter=region')).toString()).toBe('sort=region');
    expect(writeExploreParams(read('region=Pacific&sort=name&q=')).toString()).toBe('region=pacific');
  });

  it("hands home's search to Explore, leaving out region 'all'", () => {
    expect(exploreSearchHref('tristan', undefined)).toBe('/explore?q=tristan');
    expect(exploreSearchHref('ice', 'Arctic')).toBe('/explore?q=ice&region=arctic');
  });
});
