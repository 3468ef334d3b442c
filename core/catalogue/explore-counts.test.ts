import { describe, expect, it } from 'vitest';
import catalog from '../../data/catalog.json';
import type { Island } from '../contract/schemas';
import { countryLabel, exploreCounts } from './explore-counts';

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
    const { countries } = exploreCounts(islands, {});
    const codes = new Set(islands.map((island) => island.countryCode).filter(Boolean));
    expect(countries.map((country) => country.code).sort()).toEqual([...codes].sort());
    const labels = countries.map((country) => country.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const norway = countries.find((country) => country.code === 'NO')!;
    expect(norway.count).toBe(islands.filter((island) => island.countryCode === 'NO').length);
  });

  it('counts each choice with every other filter on and that one off', () => {
    const filter = { region: 'Arctic' as const, hasAirport: true, militaryHistory: true };
    const counts = exploreCounts(islands, filter);
    const count = (keep: (island: Island) => boolean) => islands.filter(keep).length;
    // Region off: every region's airports with military history.
    expect(counts.region.Pacific).toBe(count((i) => i.region === 'Pacific' && i.hasAirport && i.militaryHistory));
    // A flag already on counts the results as they are; another flag adds itself to them.
    const results = count((i) => i.region === 'Arctic' && i.hasAirport && i.militaryHistory);
    expect(counts.flags.hasAirport).toBe(results);
    expect(counts.flags.uninhabited).toBe(
      count((i) => i.region === 'Arctic' && i.hasAirport && i.militaryHistory && !i.isInhabited),
    );
    expect(Object.values(counts.category).reduce((a, b) => a + b, 0)).toBe(results);
    expect(counts.region.Arctic).toBe(results);
  });

  it('keeps a chosen state in the list when nothing matches it', () => {
    const { countries } = exploreCounts(islands, { q: 'tristan', country: 'NO' });
    expect(countries.find((country) => country.code === 'NO')).toMatchObject({ label: 'Norway', count: 0 });
    expect(countries.find((country) => country.code === 'GB')?.count).toBeGreaterThan(0);
  });
});
