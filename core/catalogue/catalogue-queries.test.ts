import { describe, expect, it } from 'vitest';
import { CATEGORIES, REGIONS } from '../contract/enums';
import { computeStatistics, searchIslands, sortIslands } from './catalogue-queries';
import { queryIslands } from './island-query';
import type { Island } from '../contract/schemas';
import { anIsland } from '../../tests/support/builders';

const island = (overrides: Partial<Island> = {}): Island =>
  anIsland({ category: 'Tropical', isInhabited: true, description: 'A small rock far out at sea.', ...overrides });

const ids = (islands: Island[]) => islands.map((i) => i.id);

describe('searchIslands', () => {
  const amsterdam = island({
    id: 'amsterdam',
    name: 'Île Amsterdam',
    description: 'A volcanic island with a research station.',
    region: 'Indian Ocean',
    country: 'France',
  });
  const tristan = island({
    id: 'tristan',
    name: 'Tristan da Cunha',
    description: 'The most remote inhabited island.',
    region: 'Atlantic',
    country: 'United Kingdom',
  });
  const jan = island({
    id: 'jan',
    name: 'Jan Mayen',
    description: 'A volcanic island with a weather station.',
    region: 'Arctic',
    category: 'Arctic',
    country: 'Norway',
  });
  const all = [amsterdam, tristan, jan];

  it.each([
    ['by name, any case', 'TRISTAN', ['tristan']],
    ['ignoring accents in the query', 'ile amsterdam', ['amsterdam']],
    ['ignoring accents in the text', 'Île', ['amsterdam']],
    ['accents in the query against plain text', 'Trístán', ['tristan']],
    ['by description', 'weather station', ['jan']],
    ['by description, shared', 'VOLCANIC', ['amsterdam', 'jan']],
    ['by region', 'atlantic', ['tristan']],
    ['by region label', 'arctic ocean', ['jan']],
    ['by region label of the Indian Ocean', 'indian ocean', ['amsterdam']],
    ['by country', 'norway', ['jan']],
    ['by a word of a country', 'kingdom', ['tristan']],
    ['by the start of a word', 'amst', ['amsterdam']],
    ['every word, from any field of one island', 'norway volcanic', ['jan']],
    ['trimming the query', '   jan mayen  ', ['jan']],
    ['forgiving a typo in a long word', 'atlantis', ['tristan']],
    ['nothing for an unknown word', 'zanzibar', []],
  ])('matches %s (%j)', (_label, query, expected) => {
    expect(ids(searchIslands(all, query))).toEqual(expected);
  });

  it('matches everything for an empty or blank query', () => {
    expect(ids(searchIslands(all, ''))).toEqual(ids(all));
    expect(ids(searchIslands(all, '   '))).toEqual(ids(all));
  });

  it('answers each query afresh when the same list is searched again', () => {
    expect(ids(searchIslands(all, 'norway'))).toEqual(['jan']);
    expect(ids(searchIslands(all, 'france'))).toEqual(['amsterdam']);
    expect(ids(queryIslands(all, { q: 'station', region: 'Arctic' }).items)).toEqual(['jan']);
    expect(ids(searchIslands(all, 'norway'))).toEqual(['jan']);
    expect(ids(searchIslands([tristan, jan], 'volcanic'))).toEqual(['jan']);
  });

  it('never takes the words of a query from two islands', () => {
    expect(searchIslands(all, 'norway île')).toEqual([]);
    expect(searchIslands(all, 'jan tristan')).toEqual([]);
  });

  it('does not search the category', () => {
    expect(ids(searchIslands([island({ id: 'x', category: 'Abandoned Airstrip' })], 'airstrip'))).toEqual([]);
  });

  it("matches 'military' by the militaryHistory flag even when the word is not in the text", () => {
    const base = island({ id: 'base', name: 'Kwajalein', description: 'A large atoll.', militaryHistory: true });
    const quiet = island({ id: 'quiet', name: 'Quiet', description: 'Nothing happened here.' });
    expect(ids(searchIslands([base, quiet], 'military'))).toEqual(['base']);
    expect(ids(searchIslands([base, quiet], 'Military'))).toEqual(['base']);
    expect(ids(searchIslands([base, quiet], 'mili'))).toEqual(['base']);
  });

  it("matches 'uninhabited' by isInhabited=false even when the word is not in the text", () => {
    const empty = island({ id: 'empty', name: 'Bare Rock', description: 'Just birds.', isInhabited: false });
    const lived = island({ id: 'lived', name: 'Town Island', description: 'A busy harbour.', isInhabited: true });
    expect(ids(searchIslands([empty, lived], 'uninhabited'))).toEqual(['empty']);
    expect(ids(searchIslands([empty, lived], 'UNINHABITED'))).toEqual(['empty']);
    expect(ids(searchIslands([empty, lived], 'uninh'))).toEqual(['empty']);
  });

  it('still finds the words military and uninhabited in the text of other islands', () => {
    const text = island({ id: 'text', description: 'An uninhabited former military outpost.', isInhabited: true });
    expect(ids(searchIslands([text], 'military'))).toEqual(['text']);
    expect(ids(searchIslands([text], 'uninhabited'))).toEqual(['text']);
  });
});

describe('queryIslands: the filters', () => {
  const a = island({ id: 'a', region: 'Pacific', category: 'Tropical', hasAirport: true, isInhabited: true });
  const b = island({
    id: 'b',
    region: 'Pacific',
    category: 'Military History',
    militaryHistory: true,
    hasAbandonedAirstrip: true,
    isInhabited: false,
  });
  const c = island({ id: 'c', region: 'Atlantic', category: 'Tropical', hasAirport: true, isInhabited: false });
  const d = island({ id: 'd', region: 'Arctic', category: 'Arctic', name: 'Jan Mayen', isInhabited: true });
  const all = [a, b, c, d];

  it.each([
    ['no filter', {}, ['a', 'b', 'c', 'd']],
    ['region', { region: 'Pacific' }, ['a', 'b']],
    ['category', { category: 'Tropical' }, ['a', 'c']],
    ['hasAirport true', { hasAirport: true }, ['a', 'c']],
    ['hasAirport false', { hasAirport: false }, ['b', 'd']],
    ['hasAbandonedAirstrip', { hasAbandonedAirstrip: true }, ['b']],
    ['militaryHistory true', { militaryHistory: true }, ['b']],
    ['militaryHistory false', { militaryHistory: false }, ['a', 'c', 'd']],
    ['uninhabited true', { uninhabited: true }, ['b', 'c']],
    ['uninhabited false', { uninhabited: false }, ['a', 'd']],
    ['region and category', { region: 'Pacific', category: 'Tropical' }, ['a']],
    ['category and a flag', { category: 'Tropical', uninhabited: true }, ['c']],
    ['region, flag and query', { region: 'Arctic', hasAirport: false, q: 'jan' }, ['d']],
    ['query alone', { q: 'JAN' }, ['d']],
    ['blank query', { q: '   ' }, ['a', 'b', 'c', 'd']],
    ['filters that exclude each other', { region: 'Atlantic', category: 'Arctic' }, []],
  ] as const)('by %s', (_label, filter, expected) => {
    expect(ids(queryIslands(all, filter).items)).toEqual(expected);
  });

  it('keeps the incoming order (the list is in name order) and does not change its input', () => {
    const input = [d, c, b, a];
    expect(ids(queryIslands(input, { hasAirport: true }).items)).toEqual(['c', 'a']);
    expect(ids(input)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('sortIslands', () => {
  it('sorts by name, ignoring case and accents, with numbers in numeric order', () => {
    const islands = [
      island({ id: 'z', name: 'Zavodovski' }),
      island({ id: 'ile', name: 'Île Amsterdam' }),
      island({ id: 'a', name: 'ascension' }),
      island({ id: 'i10', name: 'Islet 10' }),
      island({ id: 'i2', name: 'Islet 2' }),
      island({ id: 'b', name: 'Bouvet' }),
    ];
    expect(ids(sortIslands(islands, 'name'))).toEqual(['a', 'b', 'ile', 'i2', 'i10', 'z']);
  });

  it('sorts by region in the order of the enumeration, not the alphabet', () => {
    const islands = [...REGIONS].reverse().map((region) => island({ id: region, region }));
    expect(ids(sortIslands(islands, 'region'))).toEqual([...REGIONS]);
  });

  it('sorts by population, largest first', () => {
    const islands = [
      island({ id: 'p10', population: 10 }),
      island({ id: 'p0', population: 0 }),
      island({ id: 'p2000', population: 2000 }),
      island({ id: 'p238', population: 238 }),
    ];
    expect(ids(sortIslands(islands, 'population'))).toEqual(['p2000', 'p238', 'p10', 'p0']);
  });

  it('sorts by area, largest first, islands without an area last', () => {
    const islands = [
      island({ id: 'none1', area: undefined }),
      island({ id: 'small', area: 0.5 }),
      island({ id: 'big', area: 5000 }),
      island({ id: 'none2', area: undefined }),
      island({ id: 'mid', area: 98 }),
    ];
    expect(ids(sortIslands(islands, 'area'))).toEqual(['big', 'mid', 'small', 'none1', 'none2']);
  });

  it.each(['name', 'region', 'population', 'area'] as const)(
    'is stable for %s: equal keys keep input order',
    (sort) => {
      const islands = ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p', 'a', 's'].map((id) =>
        island({ id, name: 'Same Name', region: 'Atlantic', population: 7, area: 3 }),
      );
      expect(ids(sortIslands(islands, sort))).toEqual(ids(islands));
      const reversed = [...islands].reverse();
      expect(ids(sortIslands(reversed, sort))).toEqual(ids(reversed));
    },
  );

  it('treats names differing only in case or accents as equal keys', () => {
    const islands = [island({ id: 'second', name: 'ILE' }), island({ id: 'first', name: 'île' })];
    expect(ids(sortIslands(islands, 'name'))).toEqual(['second', 'first']);
  });

  it('keeps names as the tie-break when the input is sorted by name (as the service does)', () => {
    const byName = sortIslands(
      [
        island({ id: 'wake', name: 'Wake', region: 'Pacific' }),
        island({ id: 'ascension', name: 'Ascension', region: 'Atlantic' }),
        island({ id: 'howland', name: 'Howland', region: 'Pacific' }),
      ],
      'name',
    );
    expect(ids(sortIslands(byName, 'region'))).toEqual(['howland', 'wake', 'ascension']);
  });

  it('returns a new array and leaves the input untouched', () => {
    const islands = [island({ id: 'b', name: 'B' }), island({ id: 'a', name: 'A' })];
    const sorted = sortIslands(islands, 'name');
    expect(sorted).not.toBe(islands);
    expect(ids(islands)).toEqual(['b', 'a']);
  });
});

describe('computeStatistics', () => {
  it('counts islands, distinct countries, airports, uninhabited, regions and categories', () => {
    const stats = computeStatistics([
      island({ region: 'Pacific', category: 'Tropical', country: 'France', hasAirport: true, isInhabited: true }),
      island({ region: 'Pacific', category: 'Uninhabited', country: ' france ', isInhabited: false }),
      island({ region: 'Atlantic', category: 'Military History', country: 'FRANCE', isInhabited: false }),
      island({ region: 'Indian Ocean', category: 'Active Airport', country: 'Australia', hasAirport: true }),
      island({ region: 'Arctic', category: 'Arctic', country: undefined }),
      island({ region: 'Arctic', category: 'Arctic', country: '' }),
    ]);
    expect(stats).toEqual({
      totalIslands: 6,
      countries: 2,
      withAirports: 2,
      uninhabited: 2,
      byRegion: { Pacific: 2, Atlantic: 1, 'Indian Ocean': 1, Arctic: 2, Antarctic: 0 },
      byCategory: {
        Tropical: 1,
        'Abandoned Airstrip': 0,
        Uninhabited: 1,
        'Active Airport': 1,
        'Military History': 1,
        Arctic: 2,
      },
    });
  });

  it('lists every region and category with 0 for an empty catalogue', () => {
    const stats = computeStatistics([]);
    expect(stats.totalIslands).toBe(0);
    expect(stats.countries).toBe(0);
    expect(stats.withAirports).toBe(0);
    expect(stats.uninhabited).toBe(0);
    expect(Object.keys(stats.byRegion)).toEqual([...REGIONS]);
    expect(Object.keys(stats.byCategory)).toEqual([...CATEGORIES]);
    expect(Object.values(stats.byRegion).every((n) => n === 0)).toBe(true);
    expect(Object.values(stats.byCategory).every((n) => n === 0)).toBe(true);
  });
});
