/**
 * The id an address spells when it is typed as a name would be (Tristan-da-Cunha, tristan_da_cunha,
 * "Tristan da Cunha"): ids are lower-case slugs, so that spelling is the island's own address.
 */
export const idSpelledAs = (id: string): string =>
  id
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
