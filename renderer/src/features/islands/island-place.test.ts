import { describe, expect, it } from 'vitest';
import catalog from '../../../../data/catalog.json';
import type { Island } from '@core/contract/schemas';
import { firstSentence, islandPlace, islandSummary } from './island-place';

const tristan = (catalog.islands as Island[]).find((island) => island.id === 'tristan-da-cunha')!;

describe('island place', () => {
  it('describes the island as a schema.org Place with coordinates, names and country', () => {
    expect(islandPlace(tristan)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Tristan da Cunha',
      ...(tristan.alternateNames.length ? { alternateName: tristan.alternateNames } : {}),
      description: tristan.description,
      geo: { '@type': 'GeoCoordinates', latitude: tristan.latitude, longitude: tristan.longitude },
      containedInPlace: { '@type': 'Country', name: tristan.country, identifier: 'GB' },
    });
  });

  it('summarises where the island is and its first sentence', () => {
    expect(firstSentence('A volcanic island. The nearest land is 2,400 km away.')).toBe('A volcanic island.');
    expect(firstSentence('About 2.5 km wide, St. Kilda is far. Then more.')).toBe(
      'About 2.5 km wide, St. Kilda is far.',
    );
    expect(firstSentence('No end')).toBe('No end');
    expect(islandSummary(tristan)).toBe(`${tristan.country} · Atlantic Ocean. ${firstSentence(tristan.description)}`);
  });
});
