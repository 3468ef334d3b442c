import { foldText } from '../contract/slug';

/** Words as search sees them: folded (case, accents, ø → o), split at anything but letters and digits. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Abbreviations people type for words names spell out, and the reverse: a query word stands for
 * every word of its set ('st' finds Saint Helena, 'saint' finds St Kilda). One direction only
 * where the short form is also a common word ('is' may mean Island, 'island' never means 'is').
 */
const EQUIVALENTS: Readonly<Record<string, readonly string[]>> = {
  st: ['st', 'saint', 'sainte', 'ste'],
  ste: ['ste', 'sainte'],
  saint: ['saint', 'st'],
  sainte: ['sainte', 'ste'],
  is: ['is', 'island'],
  isl: ['isl', 'island'],
  mt: ['mt', 'mount'],
  mount: ['mount', 'mt'],
};

/** The words a query word matches exactly: itself, and what its abbreviation stands for. */
export function equivalentWords(word: string): readonly string[] {
  return EQUIVALENTS[word] ?? [word];
}

/** The spelled-out form used to compare names as a whole: 'St Helena' reads as 'saint helena'. */
const CANONICAL: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte', mt: 'mount', isl: 'island' };

export function canonicalWords(words: readonly string[]): string[] {
  return words.map((word) => CANONICAL[word] ?? word);
}

/**
 * How many typing mistakes a query word forgives: none below 5 letters, one from 5, two from 8
 * (Meilisearch's and Typesense's defaults). Numbers are never corrected.
 */
export function typoBudget(word: string): number {
  if (/\d/.test(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without re-edits), stopping early once
 * it is sure to exceed `max`: a swapped pair of letters ('Cuhna' for 'Cunha') is one mistake.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
