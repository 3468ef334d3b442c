/** Lowercase, hyphenated, accent-free: 'Île Amsterdam' → 'ile-amsterdam'. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lowercase with diacritics removed, for accent-insensitive comparison. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
