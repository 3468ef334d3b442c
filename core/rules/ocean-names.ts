import type { Region } from '../contract/enums';

// "the Southern Ocean", "South Atlantic", "southern Indian Ocean": a named ocean, not a word that
// only shares its name (Arctic fox, sub-Antarctic, Indian troops).
const NAMED =
  /\b(?:(?:north|south|southern|northern|western|eastern|central|equatorial|tropical|south-western|south-eastern|north-western|north-eastern)[ -]+(Pacific|Atlantic|Indian Ocean)|(Pacific|Atlantic|Indian|Arctic|Southern|Antarctic) Ocean)\b/gi;

const REGION_OF_WORD: Record<string, Region> = {
  pacific: 'Pacific',
  atlantic: 'Atlantic',
  indian: 'Indian Ocean',
  arctic: 'Arctic',
  southern: 'Antarctic',
  antarctic: 'Antarctic',
};

/** The oceans a text names, as the catalogue's regions (the Southern Ocean is the Antarctic region). */
export function oceansNamed(text: string): Set<Region> {
  const named = new Set<Region>();
  for (const match of text.matchAll(NAMED)) {
    const word = (match[1] ?? match[2])!.split(' ')[0]!.toLowerCase();
    named.add(REGION_OF_WORD[word]!);
  }
  return named;
}
