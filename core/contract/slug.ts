/** Lowercase, hyphenated, accent-free: 'Île Amsterdam' → 'ile-amsterdam'. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Letters that carry no separable accent in Unicode, spelled as an English reader would type them. */
const LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lowercase with diacritics removed, for accent-insensitive comparison: 'Bjørnøya' → 'bjornoya'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => LETTERS[letter]!);
}
