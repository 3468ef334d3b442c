import { regionLabel } from '../contract/enums';
import type { Island } from '../contract/schemas';
import { canonicalWords, equivalentWords, searchWords, typoBudget } from './search-terms';
import type { TermIndex, TermRange } from './term-index';
import {
  buildTermIndex,
  fuzzyRanges,
  hasTermIn,
  postingsIn,
  prefixRange,
  termMatchesFuzzily,
  fuzzyPrefixDistance,
} from './term-index';

/** The longest search text taken, in UTF-16 units: by the API (a 400 past it) and Explore (cut to it). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * Relevance, best first. A result that needs a typo forgiven always comes after every exact one.
 * 0 the name is the query · 1 the name starts with it · 2 an alternate name is or starts with it ·
 * 3 every word is in the name, alternate names or a group's member names · 4 the words are found elsewhere (country,
 * region, description, the flags 'military' and 'uninhabited') · 5 with a typo, in the names ·
 * 6 with a typo, elsewhere.
 */
export type Tier = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface SearchHit {
  /** The island's position in the list the index was built from. */
  index: number;
  tier: Tier;
  /** Typing mistakes forgiven in the names, fewest first within a tier (0 for exact words). */
  typos: number;
  /** Query words found in the name or alternate names, to order within a tier. */
  inName: number;
}

interface IslandSearchIndex {
  /** Names and alternate names only, to tell where a word was found. */
  names: TermIndex;
  /** Every searched field. */
  all: TermIndex;
  canonicalNames: string[];
  canonicalAlternates: string[][];
}

/** Flag words the API docs promise: 'military' finds military history, 'uninhabited' the empty islands. */
function flagWords(island: Island): string[] {
  return [...(island.militaryHistory ? ['military'] : []), ...(island.isInhabited ? [] : ['uninhabited'])];
}

const indexes = new WeakMap<readonly Island[], IslandSearchIndex>();

/** The search index of a list of islands, built once per list (per catalogue version). */
export function islandSearchIndex(islands: readonly Island[]): IslandSearchIndex {
  let index = indexes.get(islands);
  if (!index) {
    // A group's islands count as its names: "Alexandra Land" finds Franz Josef Land.
    const nameWords = islands.map((island) =>
      [island.name, ...island.alternateNames, ...(island.members?.islands.map((member) => member.name) ?? [])].flatMap(
        searchWords,
      ),
    );
    index = {
      names: buildTermIndex(nameWords),
      all: buildTermIndex(
        islands.map((island, i) => [
          ...nameWords[i]!,
          ...searchWords(
            [island.country ?? '', island.region, regionLabel(island.region), island.description].join(' '),
          ),
          ...flagWords(island),
        ]),
      ),
      canonicalNames: islands.map((island) => canonicalWords(searchWords(island.name)).join(' ')),
      canonicalAlternates: islands.map((island) =>
        island.alternateNames.map((name) => canonicalWords(searchWords(name)).join(' ')),
      ),
    };
    indexes.set(islands, index);
  }
  return index;
}

/** Up to this many terms to compare, a word's typos are tried island by island; beyond, looked up once. */
const PER_DOCUMENT_FUZZY_LIMIT = 20_000;
/** A typo lookup in the vocabulary, in postings read: what makes a typo-forgiving word a dearer start. */
const FUZZY_LOOKUP_COST = 3_000;

/**
 * How a query word is matched against one index: its exact runs (prefixes, with abbreviations)
 * at once; its typo runs only when needed, either looked up once in the vocabulary (many islands
 * to check) or tried term by term on each island (few), whichever costs less.
 */
class WordMatcher {
  readonly exact: TermRange[];
  readonly budget: number;
  private fuzzy: TermRange[] | undefined;

  constructor(
    private readonly index: TermIndex,
    readonly word: string,
  ) {
    this.exact = equivalentWords(word).map((form) => prefixRange(index, form));
    this.budget = typoBudget(word);
  }

  exactCost(): number {
    return postingsIn(this.index, this.exact);
  }

  /** The typo runs of the vocabulary, looked up on first use. */
  fuzzyRanges(): TermRange[] {
    this.fuzzy ??= this.budget > 0 ? fuzzyRanges(this.index, this.word, this.budget) : [];
    return this.fuzzy;
  }

  matchesExactly(doc: number): boolean {
    return hasTermIn(this.index, doc, this.exact);
  }

  /** The fewest typos between the word and the beginning of one of the island's terms. */
  typosIn(doc: number): number {
    const { terms, termOffsets, vocabulary } = this.index;
    let fewest = this.budget + 1;
    for (let t = termOffsets[doc]!; t < termOffsets[doc + 1]! && fewest > 0; t++) {
      fewest = Math.min(fewest, fuzzyPrefixDistance(vocabulary[terms[t]!]!, this.word, this.budget));
    }
    return fewest;
  }

  /** True when one of the island's terms begins within the typo budget of the word. */
  matchesWithTypo(doc: number, perDocument: boolean): boolean {
    if (this.budget === 0) return false;
    if (!perDocument) return hasTermIn(this.index, doc, this.fuzzyRanges());
    const { terms, termOffsets, vocabulary } = this.index;
    for (let t = termOffsets[doc]!; t < termOffsets[doc + 1]!; t++) {
      if (termMatchesFuzzily(vocabulary[terms[t]!]!, this.word, this.budget)) return true;
    }
    return false;
  }
}

/**
 * The islands matching every word of the query, each with its relevance tier, best first (ties
 * by how many words are in the name, then in list order). Every word must match somewhere: as a
 * word or the start of one, case- and accent-free, or within its typo budget. An island holding
 * every word exactly is never missed. Undefined for an empty query (everything matches).
 */
export function searchIslandHits(islands: readonly Island[], query: string): SearchHit[] | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  const index = islandSearchIndex(islands);
  const all = words.map((word) => new WordMatcher(index.all, word));
  const names = words.map((word) => new WordMatcher(index.names, word));

  // Start from the word with the fewest postings. A word that forgives typos also needs its typo
  // runs looked up in the vocabulary (so no misspelt island is left out), which costs about as
  // much as reading a few thousand postings: a word without that lookup is preferred.
  let seed = 0;
  let fewest = Number.POSITIVE_INFINITY;
  const byEstimate = all
    .map((matcher, w) => ({ w, estimate: matcher.exactCost() + (matcher.budget > 0 ? FUZZY_LOOKUP_COST : 0) }))
    .sort((a, b) => a.estimate - b.estimate);
  for (const { w, estimate } of byEstimate) {
    if (estimate >= fewest) break;
    const matcher = all[w]!;
    // The real cost of a typo-forgiving word is known once its typo runs are looked up.
    const cost = matcher.budget > 0 ? postingsIn(index.all, [...matcher.exact, ...matcher.fuzzyRanges()]) : estimate;
    if (cost < fewest) [seed, fewest] = [w, cost];
  }
  const seedRanges = [...all[seed]!.exact, ...all[seed]!.fuzzyRanges()];
  const seen = new Uint8Array(islands.length);
  const candidates: number[] = [];
  for (const [from, to] of seedRanges) {
    for (let p = index.all.offsets[from]!; p < index.all.offsets[to]!; p++) {
      const doc = index.all.docs[p]!;
      if (seen[doc] === 0) {
        seen[doc] = 1;
        candidates.push(doc);
      }
    }
  }
  const averageTerms = index.all.terms.length / Math.max(1, islands.length);
  const perDocument = candidates.length * averageTerms <= PER_DOCUMENT_FUZZY_LIMIT;

  const canonicalQuery = canonicalWords(words).join(' ');
  const hits: SearchHit[] = [];
  for (const doc of candidates) {
    let exact = true;
    let inName = 0;
    let typos = 0;
    let matched = true;
    for (let w = 0; w < words.length && matched; w++) {
      if (all[w]!.matchesExactly(doc)) {
        if (names[w]!.matchesExactly(doc)) inName += 1;
      } else if (w === seed || all[w]!.matchesWithTypo(doc, perDocument)) {
        exact = false;
        if (names[w]!.matchesWithTypo(doc, true)) {
          inName += 1;
          typos += names[w]!.typosIn(doc);
        } else typos += all[w]!.budget;
      } else matched = false;
    }
    if (!matched) continue;
    hits.push({ index: doc, tier: tierOf(index, doc, canonicalQuery, exact, inName === words.length), inName, typos });
  }
  return hits.sort((a, b) => a.tier - b.tier || b.inName - a.inName || a.typos - b.typos || a.index - b.index);
}

function tierOf(index: IslandSearchIndex, doc: number, query: string, exact: boolean, allInName: boolean): Tier {
  if (!exact) return allInName ? 5 : 6;
  const name = index.canonicalNames[doc]!;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (index.canonicalAlternates[doc]!.some((alternate) => alternate.startsWith(query))) return 2;
  return allInName ? 3 : 4;
}

/**
 * The islands matching the query, most relevant first; all of them, in list order, for an empty
 * query; none for text with no word to search by ('!', a zero-width space), as the list's q= answers.
 */
export function searchIslandsByRelevance(islands: readonly Island[], query: string): Island[] {
  if (query.trim() === '') return [...islands];
  return searchIslandHits(islands, query)?.map((hit) => islands[hit.index]!) ?? [];
}
