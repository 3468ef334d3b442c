import { foldText } from '../contract/slug';

/** How alike two island names are: normalised names, character bigrams and edits. */

const GENERIC_WORDS = new Set([
  'island',
  'islands',
  'isle',
  'isles',
  'isla',
  'islas',
  'ile',
  'iles',
  'ilha',
  'ilhas',
  'atoll',
]);

/** 'Île Amsterdam' and 'Amsterdam Island' both → 'amsterdam': accents, case, spacing and island words go. */
export function normaliseIslandName(name: string): string {
  const words = foldText(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const specific = words.filter((word) => !GENERIC_WORDS.has(word));
  return (specific.length > 0 ? specific : words).join('');
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Sørensen–Dice similarity of character bigrams, 0 to 1. */
export function diceSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

/** Levenshtein distance, for typos the bigrams miss in short names ('Nauru' / 'Naura'). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
