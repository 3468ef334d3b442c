import { regionLabel } from '@core/contract/enums';
import type { Island } from '@core/contract/schemas';

/**
 * The island as schema.org describes a place, for search engines and link previews: its names,
 * coordinates and the country it belongs to (the catalogue's label, with its ISO code).
 */
export function islandPlace(island: Island): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: island.name,
    ...(island.alternateNames.length > 0 ? { alternateName: island.alternateNames } : {}),
    description: island.description,
    geo: { '@type': 'GeoCoordinates', latitude: island.latitude, longitude: island.longitude },
    ...(island.country
      ? {
          containedInPlace: {
            '@type': 'Country',
            name: island.country,
            ...(island.countryCode ? { identifier: island.countryCode } : {}),
          },
        }
      : {}),
  };
}

// A full stop after these ends no sentence: 'St. Helena', 'Mt. Erebus', 'J. Ross'.
const ABBREVIATION = /(?:^|\s)(?:St|Ste|Mt|Mr|Mrs|Dr|No|Is|ca|approx|[A-Z])\.$/;

/** The description's first sentence (all of it when it has no sentence end). */
export function firstSentence(text: string): string {
  for (const end of text.matchAll(/[.!?](?=\s+[A-Z0-9"“(])/g)) {
    const sentence = text.slice(0, end.index + 1);
    if (!ABBREVIATION.test(sentence)) return sentence;
  }
  return text;
}

/** What a shared link to the island says: where it is, then its first sentence. */
export function islandSummary(island: Island): string {
  const place = [island.country, regionLabel(island.region)].filter(Boolean).join(' · ');
  return `${place}. ${firstSentence(island.description)}`;
}
