import { describe, expect, it } from 'vitest';
import catalog from '../../../../data/catalog.json';
import type { Island } from '@core/schemas';
import { countryLabel, exploreCounts } from './explore-counts';
import { CLEARED_PARAMS } from './explore-params';

const islands = catalog.islands as Island[];

describe('explore counts', () => {
  it('names each state as the catalogue writes it, the most common form where islands differ', () => {
    expect(countryLabel(islands, 'NO')).toBe('Norway');
    expect(countryLabel(islands, 'GB')).toBe('United Kingdom');
    // Hans Island reads "Canada and Denmark (Greenland)"; every other Canadian island "Canada (…)".
    expect(countryLabel(islands, 'CA')).toBe('Canada');
    expect(countryLabel(islands, 'ZZ')).toBe('ZZ');
  });

  it('lists every state once, alphabetically ignoring accents, with its island count', () => {
    const { countries } = exploreCounts(islands, { ...CLEARED_PARAMS, q: '' });
    const codes = new Set(islands.map((island) => island.countryCode).filter(Boolean));
    expect(countries.map((country) => country.code).sort()).toEqual([...codes].sort());
    const labels = countries.map((country) => country.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const norway = countries.find((country) => country.code === 'NO')!;
    expect(norway.count).toBe(islands.filter((island) => island.countryCode === 'NO').length);
  });
});
