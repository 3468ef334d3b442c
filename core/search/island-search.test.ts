import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import catalogFile from '../../data/catalog.json';
import { sortIslands } from '../catalogue/catalogue-queries';
import { regionLabel } from '../contract/enums';
import { searchIslandHits, searchIslandsByRelevance } from './island-search';
import type { Island } from '../contract/schemas';
import { catalogSchema } from '../contract/schemas';
import { equivalentWords, searchWords, typoBudget, typoDistance } from './search-terms';
import { fuzzyPrefixDistance, termMatchesFuzzily } from './term-index';
import { anIsland } from '../../tests/support/builders';

const catalogue = sortIslands(catalogSchema.parse(catalogFile).islands, 'name');
const names = (query: string) => searchIslandsByRelevance(catalogue, query).map((island) => island.name);

describe('search as a visitor types it, on the real catalogue', () => {
  it('puts the island named by the query first, before the islands that only mention it', () => {
    expect(names('Pitcairn')[0]).toBe('Pitcairn Island');
    expect(names('Pitcairn')).toEqual(expect.arrayContaining(['Ducie Island', 'Henderson Island']));
    expect(names('Easter')[0]).toBe('Easter Island');
    expect(names('tristan da cunha')[0]).toBe('Tristan da Cunha');
  });

  it('forgives typos: Kergulen, Pitcarin, Tristan da Cuhna', () => {
    expect(names('Kergulen')[0]).toBe('Kerguelen Islands');
    expect(names('Pitcarin')[0]).toBe('Pitcairn Island');
    expect(names('Tristan da Cuhna')[0]).toBe('Tristan da Cunha');
  });

  it("finds Kiritimati by its other name, after the island that bears it: 'Christmas Island'", () => {
    const found = names('Christmas Island');
    expect(found[0]).toBe('Christmas Island');
    expect(found).toContain('Kiritimati');
    expect(names('christmas atoll')[0]).toBe('Kiritimati');
  });

  it('puts the nearer misspelling first: "tristian" is Tristan (one mistake) before King Christian (two)', () => {
    const found = names('tristian');
    expect(found[0]).toBe('Tristan da Cunha');
    expect(found).toContain('King Christian Island');
  });

  it('knows other names, local spellings and abbreviations: Rapa Nui, Bouvetøya, St Helena', () => {
    expect(names('Rapa Nui')[0]).toBe('Easter Island');
    expect(names('Bouvetøya')[0]).toBe('Bouvet Island');
    expect(names('bouvetoya')[0]).toBe('Bouvet Island');
    expect(names('St Helena')[0]).toBe('Saint Helena');
    expect(names('Saint Kilda')[0]).toBe('St Kilda');
  });

  it('takes every word from anywhere: svalbard norway', () => {
    const found = searchIslandsByRelevance(catalogue, 'svalbard norway');
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((island) => island.countryCode === 'NO')).toBe(true);
    expect(found.map((island) => island.name)).toEqual(expect.arrayContaining(['Bear Island', 'Hopen']));
  });

  it('matches the start of a word: kerg finds Kerguelen', () => {
    expect(names('kerg')[0]).toBe('Kerguelen Islands');
  });
});

const base = (overrides: Partial<Island> & Pick<Island, 'id' | 'name'>): Island =>
  anIsland({ sources: [], ...overrides });

describe('relevance tiers', () => {
  const islands = [
    base({ id: 'mentions', name: 'Albatross Rock', description: 'Within sight of Petrel Island on a clear day.' }),
    base({ id: 'typo-name', name: 'Petrol Cay' }),
    base({ id: 'words', name: 'North Petrel Reef' }),
    base({ id: 'alternate', name: 'Ilha Grande', alternateNames: ['Petrel Island Lighthouse'] }),
    base({ id: 'prefix', name: 'Petrel Island' }),
    base({ id: 'exact', name: 'Petrel' }),
    base({ id: 'typo-text', name: 'Gannet Rock', description: 'Home of a petral colony on its cliffs.' }),
  ];

  it('orders exact name, name prefix, alternate name, name words, other fields, then typos', () => {
    const hits = searchIslandHits(islands, 'petrel')!;
    expect(hits.map((hit) => islands[hit.index]!.id)).toEqual([
      'exact',
      'prefix',
      'alternate',
      'words',
      'mentions',
      'typo-name',
      'typo-text',
    ]);
    expect(hits.map((hit) => hit.tier)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('ranks an island with a typo below every exact one, whatever the field', () => {
    const hits = searchIslandHits(islands, 'petrel island')!;
    const tiers = hits.map((hit) => hit.tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(islands[hits[0]!.index]!.id).toBe('prefix');
  });
});

describe("a group's member islands", () => {
  const group = base({
    id: 'franz-josef-land',
    name: 'Franz Josef Land',
    members: { islands: [{ name: 'Alexandra Land', area: 1051 }, { name: 'George Land' }], sources: [] },
  });
  const islands = [
    base({ id: 'alexandra-bay', name: 'Alexandra Bay Rock' }),
    group,
    base({ id: 'other', name: 'Land Rock' }),
  ];

  it('find the group by a member name, after islands named so', () => {
    const hits = searchIslandHits(islands, 'alexandra land')!;
    expect(hits.map((hit) => `${islands[hit.index]!.id} ${hit.tier}`)).toEqual(['franz-josef-land 3']);
    expect(searchIslandHits(islands, 'george')!.map((hit) => islands[hit.index]!.id)).toEqual(['franz-josef-land']);
    expect(searchIslandHits(islands, 'alexandra')!.map((hit) => islands[hit.index]!.id)).toEqual([
      'alexandra-bay',
      'franz-josef-land',
    ]);
  });
});

describe('typo budget', () => {
  it('forgives nothing below 5 letters, one mistake from 5, two from 8, and never in numbers', () => {
    expect([typoBudget('reef'), typoBudget('coral'), typoBudget('lagoons'), typoBudget('atlantic')]).toEqual([
      0, 1, 1, 2,
    ]);
    expect(typoBudget('12345')).toBe(0);
    const islands = [base({ id: 'a', name: 'Reef 12345', description: 'A coral atlantic reef.' })];
    expect(searchIslandsByRelevance(islands, 'raef')).toEqual([]);
    expect(searchIslandsByRelevance(islands, 'corel')).toHaveLength(1);
    expect(searchIslandsByRelevance(islands, 'corrrl')).toEqual([]);
    expect(searchIslandsByRelevance(islands, 'atlentuc')).toHaveLength(1);
    expect(searchIslandsByRelevance(islands, '12346')).toEqual([]);
  });

  it('measures the closest beginning of a term, and says budget + 1 past the budget', () => {
    expect(fuzzyPrefixDistance('tristan', 'tristian', 2)).toBe(1);
    expect(fuzzyPrefixDistance('christian', 'tristian', 2)).toBe(2);
    expect(fuzzyPrefixDistance('kerguelen', 'kerg', 1)).toBe(0);
    expect(fuzzyPrefixDistance('bouvet', 'tristian', 2)).toBe(3);
    for (const [term, word] of [
      ['tristan', 'tristian'],
      ['christian', 'tristian'],
      ['bouvet', 'tristian'],
      ['kerguelen', 'kergulen'],
    ] as const)
      expect(fuzzyPrefixDistance(term, word, 2) <= 2).toBe(termMatchesFuzzily(term, word, 2));
  });

  it('counts a swapped pair of letters as one mistake', () => {
    expect(typoDistance('cuhna', 'cunha', 1)).toBe(1);
    expect(typoDistance('pitcarin', 'pitcairn', 2)).toBe(1);
    expect(typoDistance('abc', 'xyz', 1)).toBe(2);
  });
});

// Brute force: what the index must answer, word by word, term by term.
function bruteForce(islands: readonly Island[], query: string): Set<string> {
  const words = searchWords(query);
  const found = new Set<string>();
  for (const island of islands) {
    const terms = [
      ...[island.name, ...island.alternateNames, ...(island.members?.islands.map((m) => m.name) ?? [])].flatMap(
        searchWords,
      ),
      ...searchWords([island.country ?? '', island.region, regionLabel(island.region), island.description].join(' ')),
      ...(island.militaryHistory ? ['military'] : []),
      ...(island.isInhabited ? [] : ['uninhabited']),
    ];
    const every = words.every((word) =>
      terms.some(
        (term) =>
          equivalentWords(word).some((form) => term.startsWith(form)) ||
          (typoBudget(word) > 0 && termMatchesFuzzily(term, word, typoBudget(word))),
      ),
    );
    if (every) found.add(island.id);
  }
  return found;
}

describe('the index answers what a scan of every word of every island would', () => {
  const pool = [
    'coral',
    'corals',
    'carol',
    'reef',
    'reefs',
    'lagoon',
    'lagon',
    'saint',
    'st',
    'mount',
    'mt',
    'cunha',
    'cuhna',
  ];
  const pool2 = [...pool, 'harbour', 'harbor', 'kerguelen', 'kergulen', 'atoll', '123', '1234', 'is', 'island'];
  const islandArbitrary = fc.record({
    name: fc.array(fc.constantFrom(...pool2), { minLength: 1, maxLength: 3 }),
    alternate: fc.array(fc.constantFrom(...pool2), { maxLength: 2 }),
    description: fc.array(fc.constantFrom(...pool2), { minLength: 1, maxLength: 6 }),
    military: fc.boolean(),
    inhabited: fc.boolean(),
  });

  it('finds exactly the islands the brute force finds, for random islands and queries', () => {
    fc.assert(
      fc.property(
        fc.array(islandArbitrary, { minLength: 1, maxLength: 25 }),
        fc.array(fc.constantFrom(...pool2, 'cor', 'lag', 'kerg', 'harb', 'milit', 'uninhab'), {
          minLength: 1,
          maxLength: 3,
        }),
        (specs, words) => {
          const islands = specs.map((spec, i) =>
            base({
              id: `i${i}`,
              name: spec.name.join(' '),
              alternateNames: spec.alternate.length > 0 ? [spec.alternate.join(' ')] : [],
              description: spec.description.join(' '),
              militaryHistory: spec.military,
              isInhabited: spec.inhabited,
            }),
          );
          const query = words.join(' ');
          const found = new Set(searchIslandsByRelevance(islands, query).map((island) => island.id));
          expect(found).toEqual(bruteForce(islands, query));
        },
      ),
      { numRuns: 300 },
    );
  });
});
