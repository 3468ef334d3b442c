/** A run of the sorted vocabulary, [from, to): every term with one prefix, or one fuzzy subtree. */
export type TermRange = readonly [from: number, to: number];

/**
 * An inverted index over a sorted vocabulary. Because the terms are sorted, every term starting
 * with a prefix is one contiguous range of term ids, and the vocabulary doubles as a trie without
 * building one: a node is the range of terms sharing its path.
 */
export interface TermIndex {
  readonly vocabulary: readonly string[];
  /** Postings of term t: docs.subarray(offsets[t], offsets[t + 1]), ascending. */
  readonly offsets: Int32Array;
  readonly docs: Int32Array;
  /** Terms of document d: terms.subarray(termOffsets[d], termOffsets[d + 1]), ascending. */
  readonly termOffsets: Int32Array;
  readonly terms: Int32Array;
}

/** Builds the index from each document's terms (any order, repeats allowed); all in flat typed arrays. */
export function buildTermIndex(documents: readonly (readonly string[])[]): TermIndex {
  const idOf = new Map<string, number>();
  for (const words of documents) for (const word of words) if (!idOf.has(word)) idOf.set(word, idOf.size);
  // Ids in sorted order, so that a prefix is a contiguous run of ids.
  const vocabulary = [...idOf.keys()].sort();
  vocabulary.forEach((term, id) => idOf.set(term, id));
  const termOffsets = new Int32Array(documents.length + 1);
  const perDoc = documents.map((words) => Int32Array.from(new Set(words.map((word) => idOf.get(word)!))).sort());
  perDoc.forEach((ids, doc) => (termOffsets[doc + 1] = termOffsets[doc]! + ids.length));
  const terms = new Int32Array(termOffsets[documents.length]!);
  const offsets = new Int32Array(vocabulary.length + 1);
  perDoc.forEach((ids, doc) => {
    terms.set(ids, termOffsets[doc]!);
    for (const id of ids) offsets[id + 1]! += 1;
  });
  for (let t = 0; t < vocabulary.length; t++) offsets[t + 1]! += offsets[t]!;
  const docs = new Int32Array(offsets[vocabulary.length]!);
  const next = offsets.slice(0, vocabulary.length);
  perDoc.forEach((ids, doc) => {
    for (const id of ids) docs[next[id]!++] = doc;
  });
  return { vocabulary, offsets, docs, termOffsets, terms };
}

/** The first term id whose term is ≥ text. */
function lowerBound(vocabulary: readonly string[], text: string, from = 0, to = vocabulary.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (vocabulary[mid]! < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Every term that starts with the prefix (the term itself included). */
export function prefixRange(index: TermIndex, prefix: string): TermRange {
  const from = lowerBound(index.vocabulary, prefix);
  let to = from;
  // The run ends at the first term not starting with the prefix; found by a galloping search.
  let step = 1;
  while (to + step <= index.vocabulary.length && index.vocabulary[to + step - 1]!.startsWith(prefix)) {
    to += step;
    step *= 2;
  }
  while (step > 1) {
    step >>= 1;
    if (to + step <= index.vocabulary.length && index.vocabulary[to + step - 1]!.startsWith(prefix)) to += step;
  }
  return [from, to];
}

/** How many postings the ranges hold together: what a search starting from them would read. */
export function postingsIn(index: TermIndex, ranges: readonly TermRange[]): number {
  let total = 0;
  for (const [from, to] of ranges) total += index.offsets[to]! - index.offsets[from]!;
  return total;
}

/**
 * The terms that begin with something within `budget` typing mistakes of the word (optimal
 * string alignment: a swapped pair counts once), as ranges of the vocabulary. A depth-first walk
 * of the vocabulary's implicit trie carries one row of the edit-distance table per level and
 * leaves a branch as soon as no cell of its row is within budget, so a lookup visits only the
 * few branches that could still match.
 */
export function fuzzyRanges(index: TermIndex, word: string, budget: number): TermRange[] {
  const { vocabulary } = index;
  const m = word.length;
  const found: TermRange[] = [];
  const first = Array.from({ length: m + 1 }, (_, j) => j);

  function visit(from: number, to: number, depth: number, before: number[] | undefined, row: number[], last: string) {
    // Terms ending at this depth sort first; the children follow, one run per next character.
    let at = from;
    while (at < to && vocabulary[at]!.length === depth) at += 1;
    while (at < to) {
      const char = vocabulary[at]![depth]!;
      const end = lowerBound(
        vocabulary,
        vocabulary[at]!.slice(0, depth) + String.fromCharCode(char.charCodeAt(0) + 1),
        at,
        to,
      );
      const next = new Array<number>(m + 1);
      next[0] = depth + 1;
      let best = next[0];
      for (let j = 1; j <= m; j++) {
        const cost = word[j - 1] === char ? 0 : 1;
        let value = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost);
        if (before && j > 1 && word[j - 1] === last && word[j - 2] === char)
          value = Math.min(value, before[j - 2]! + 1);
        next[j] = value;
        if (value < best) best = value;
      }
      if (next[m]! <= budget) found.push([at, end]);
      else if (best <= budget) visit(at, end, depth + 1, row, next, char);
      at = end;
    }
  }

  if (m <= budget) return [[0, vocabulary.length]];
  visit(0, vocabulary.length, 0, undefined, first, '');
  return found;
}

/** True when one of the document's terms lies in one of the ranges. */
export function hasTermIn(index: TermIndex, doc: number, ranges: readonly TermRange[]): boolean {
  const start = index.termOffsets[doc]!;
  const end = index.termOffsets[doc + 1]!;
  for (const [from, to] of ranges) {
    let low = start;
    let high = end;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (index.terms[mid]! < from) low = mid + 1;
      else high = mid;
    }
    if (low < end && index.terms[low]! < to) return true;
  }
  return false;
}

// Rows of the edit-distance table, reused from call to call (words are short).
let before = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * The fewest typing mistakes (optimal string alignment) between the word and a beginning of the
 * term, or budget + 1 when none is within the budget: one pass of the edit-distance table down the
 * term, reading the word's column at each prefix length. `first` stops at the first beginning
 * within the budget, which is all a yes-or-no question needs.
 */
function prefixTypos(term: string, word: string, budget: number, first: boolean): number {
  const m = word.length;
  if (m + 1 > previous.length) {
    before = new Int32Array(m + 1);
    previous = new Int32Array(m + 1);
    current = new Int32Array(m + 1);
  }
  for (let j = 0; j <= m; j++) previous[j] = j;
  if (m <= budget) return m;
  let closest = budget + 1;
  const rows = Math.min(term.length, m + budget);
  for (let i = 1; i <= rows; i++) {
    const char = term.charCodeAt(i - 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= m; j++) {
      const cost = word.charCodeAt(j - 1) === char ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && word.charCodeAt(j - 1) === term.charCodeAt(i - 2) && word.charCodeAt(j - 2) === char)
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    closest = Math.min(closest, current[m]!);
    if (closest === 0 || (first && closest <= budget) || best > budget) break;
    [before, previous, current] = [previous, current, before];
  }
  return closest;
}

/** True when the term begins with something within `budget` typing mistakes of the word. */
export function termMatchesFuzzily(term: string, word: string, budget: number): boolean {
  return prefixTypos(term, word, budget, true) <= budget;
}

/**
 * How many typing mistakes the closest beginning of the term is from the word (budget + 1 when
 * none is within the budget): to put "tristian"'s Tristan (one) before King Christian (two).
 */
export function fuzzyPrefixDistance(term: string, word: string, budget: number): number {
  return prefixTypos(term, word, budget, false);
}
