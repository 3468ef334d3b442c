import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '../search/island-search';
import { readExploreParams, writeExploreParams } from './explore-address';

const read = (query: string) => readExploreParams(new URLSearchParams(query));
const canonical = (query: string) => writeExploreParams(read(query)).toString();

describe("Explore's address", () => {
  it('reads q, region and category, accepting names, labels and slugs', () => {
    expect(read('q=atoll&region=Indian%20Ocean&category=active-airport')).toMatchObject({
      q: 'atoll',
      region: 'Indian Ocean',
      category: 'Active Airport',
      sort: undefined,
    });
    expect(read('region=all&category=')).toMatchObject({ region: undefined, category: undefined });
  });

  it("reads the footer's ?filter=region as a sort, not a filter", () => {
    expect(read('filter=region')).toMatchObject({ sort: 'region', features: [] });
  });

  it('combines feature chips, repeated or comma-separated, in a fixed order', () => {
    expect(read('filter=uninhabited&filter=airstrips').features).toEqual(['airstrips', 'uninhabited']);
    expect(read('filter=military,airports,nonsense').features).toEqual(['airports', 'military']);
    expect(canonical('filter=military,airports&region=arctic')).toBe('region=arctic&filter=airports&filter=military');
  });

  it('keeps the map view in the address, list by default', () => {
    expect(read('').view).toBe('list');
    expect(read('view=map').view).toBe('map');
    expect(read('view=globe').view).toBe('list');
    expect(canonical('view=map&q=ice')).toBe('q=ice&view=map');
    expect(canonical('view=list')).toBe('');
  });

  it('writes a canonical query string without defaults', () => {
    expect(canonical('filter=region')).toBe('sort=region');
    expect(canonical('region=Pacific&sort=name&q=')).toBe('region=pacific');
  });

  it('writes every spelling of one state the same', () => {
    const spellings = [
      'region=Pacific',
      'region=PACIFIC',
      'region=pacific',
      'region=pacific&sort=name',
      'region=Pacific&junk=1',
    ];
    expect(new Set(spellings.map(canonical))).toEqual(new Set(['region=pacific']));
    expect(canonical('country=NO&category=Military%20History')).toBe(canonical('category=military-history&country=no'));
  });

  it(`cuts the search text to the API's ${MAX_SEARCH_LENGTH} characters`, () => {
    expect(read(`q=${'a'.repeat(15_500)}`).q).toBe('a'.repeat(MAX_SEARCH_LENGTH));
    expect(read(`q=${'b'.repeat(MAX_SEARCH_LENGTH)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
    // Never between the two halves of a character outside the BMP: the cut would leave a lone surrogate.
    const emoji = `${'a'.repeat(MAX_SEARCH_LENGTH - 1)}🏝️`;
    const cut = read(new URLSearchParams({ q: emoji }).toString()).q;
    expect(cut).toBe('a'.repeat(MAX_SEARCH_LENGTH - 1));
    expect(cut).not.toMatch(/\p{Surrogate}/u);
  });
});
