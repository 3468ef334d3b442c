import { describe, expect, it } from 'vitest';
import { EXPLORE_QUERY_PARAMS, pageAddress } from '@core/web-routes';
import {
  exploreSearchHref,
  hasActiveFilters,
  readExploreParams,
  toIslandFilter,
  toggleFeature,
  writeExploreParams,
} from './explore-params';

const read = (query: string) => readExploreParams(new URLSearchParams(query));

describe('Explore URL state', () => {
  it('reads q, region and category, accepting names, labels and slugs', () => {
    expect(read('q=atoll&region=Indian%20Ocean&category=active-airport')).toMatchObject({
      q: 'atoll',
      region: 'Indian Ocean',
      category: 'Active Airport',
      sort: undefined,
    });
    expect(read('region=all&category=')).toMatchObject({ region: undefined, category: undefined });
  });

  it("maps the footer's ?filter= links", () => {
    expect(toIslandFilter(read('filter=airports'))).toMatchObject({ hasAirport: true });
    expect(toIslandFilter(read('filter=military'))).toMatchObject({ militaryHistory: true });
    expect(toIslandFilter(read('filter=uninhabited'))).toMatchObject({ uninhabited: true });
    expect(read('filter=region')).toMatchObject({ sort: 'region', features: [] });
    expect(hasActiveFilters(read('filter=region'))).toBe(false);
  });

  it('combines feature chips, repeated or comma-separated, in a fixed order', () => {
    expect(read('filter=uninhabited&filter=airstrips').features).toEqual(['airstrips', 'uninhabited']);
    expect(read('filter=military,airports,nonsense').features).toEqual(['airports', 'military']);
    expect(toIslandFilter(read('filter=airstrips&filter=military'))).toEqual({
      q: '',
      hasAbandonedAirstrip: true,
      militaryHistory: true,
    });
    expect(writeExploreParams(read('filter=military,airports&region=arctic')).toString()).toBe(
      'region=arctic&filter=airports&filter=military',
    );
    expect(toggleFeature(['airports'], 'uninhabited')).toEqual(['airports', 'uninhabited']);
    expect(toggleFeature(['airports', 'uninhabited'], 'airports')).toEqual(['uninhabited']);
    expect(hasActiveFilters(read('filter=airstrips'))).toBe(true);
  });

  it('keeps the map view in the URL, list by default', () => {
    expect(read('').view).toBe('list');
    expect(read('view=map').view).toBe('map');
    expect(read('view=globe').view).toBe('list');
    expect(writeExploreParams(read('view=map&q=ice')).toString()).toBe('q=ice&view=map');
    expect(writeExploreParams(read('view=list')).toString()).toBe('');
  });

  it('writes a canonical query string without defaults', () => {
    expect(writeExploreParams(read('filter=region')).toString()).toBe('sort=region');
    expect(writeExploreParams(read('region=Pacific&sort=name&q=')).toString()).toBe('region=pacific');
  });

  it("hands home's search to Explore, leaving out region 'all'", () => {
    expect(exploreSearchHref('tristan', undefined)).toBe('/explore?q=tristan');
    expect(exploreSearchHref('ice', 'Arctic')).toBe('/explore?q=ice&region=arctic');
  });

  it('writes only the parameters the server renders Explore by, and reads only those', () => {
    const everything = read(
      'q=ice&region=arctic&category=military-history&country=no&filter=airports,inhabited&near=70,20&bbox=0,60,30,80&sort=area&view=map',
    );
    const written = [...new Set(writeExploreParams(everything).keys())];
    expect(written.length).toBeGreaterThanOrEqual(8);
    expect(written.filter((name) => !EXPLORE_QUERY_PARAMS.includes(name))).toEqual([]);
    // The server's page address keeps exactly those: made-up parameters change nothing shown.
    const address = pageAddress(`/explore?junk=1&${writeExploreParams(everything).toString()}&fbclid=x`);
    expect(read(address.slice('/explore?'.length))).toEqual(everything);
    expect(address).not.toMatch(/junk|fbclid/);
    expect(pageAddress('/island/tristan-da-cunha?junk=1')).toBe('/island/tristan-da-cunha');
    expect(pageAddress('/explore/?region=arctic&junk=1')).toBe('/explore/?region=arctic');
  });
});
