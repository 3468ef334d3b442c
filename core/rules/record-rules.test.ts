import { describe, expect, it } from 'vitest';
import { checkRecordFacts } from './record-rules';
import type { Island } from '../contract/schemas';
import { anIsland } from '../../tests/support/builders';

const island = (overrides: Partial<Island> = {}): Island =>
  anIsland({
    id: 'ward-hunt-island',
    name: 'Ward Hunt Island',
    description: 'A small ice-capped island off the north coast of Ellesmere Island, the start of many polar treks.',
    region: 'Arctic',
    category: 'Arctic',
    country: 'Canada (Nunavut)',
    countryCode: 'CA',
    latitude: 83.1,
    longitude: -74.17,
    sources: [
      {
        url: 'https://parks.canada.ca/pn-np/nu/quttinirpaaq',
        title: 'Quttinirpaaq National Park',
        publisher: 'Parks Canada',
        read: '2026-11-20',
      },
    ],
    ...overrides,
  });

const rules = (candidate: Island) => checkRecordFacts(candidate).map((problem) => problem.rule);

describe('the facts of a record', () => {
  it('finds nothing wrong with a consistent record', () => {
    expect(rules(island())).toEqual([]);
  });

  it('catches a Boat Only island whose own text says aircraft land there, unless a note explains it', () => {
    const flown = island({ description: 'Expeditions arrive by Twin Otter on a gravel airstrip near the huts.' });
    expect(rules(flown)).toEqual(['boat-only-air-words']);
    expect(checkRecordFacts(flown)[0]!.message).toMatch(/'airstrip'/);
    expect(rules({ ...flown, accessNote: 'The strip is for expedition charters only.' })).toEqual([]);
    expect(rules({ ...flown, accessMethod: 'Boat' })).toEqual([]);
    // The historical text counts too; whole words only ('flightless' is not a flight).
    expect(rules(island({ historicalSignificance: 'A wartime runway was built here in 1943.' }))).toEqual([
      'boat-only-air-words',
    ]);
    expect(rules(island({ description: 'Home of a flightless rail found nowhere else, far out at sea.' }))).toEqual([]);
  });

  it('refuses a runway in use on a Boat Only island', () => {
    expect(rules(island({ hasAirport: true }))).toEqual(['boat-only-airport']);
  });

  it('asks for the year of a population, and says who staffs an island that has staff', () => {
    expect(rules(island({ population: 35, isInhabited: true }))).toEqual(['population-year']);
    expect(rules(island({ population: 35, isInhabited: true, populationYear: 2021 }))).toEqual([]);
    expect(rules(island({ staffPresence: 'year-round' }))).toEqual(['staff-note']);
    expect(rules(island({ staffPresence: 'year-round', staffNote: 'weather station' }))).toEqual([]);
    expect(rules(island({ staffNote: 'weather station' }))).toEqual(['staff-note']);
  });

  it('asks for the state the island belongs to and at least one source', () => {
    expect(rules(island({ countryCode: undefined }))).toEqual(['country-code']);
    expect(rules(island({ sources: [] }))).toEqual(['sources']);
  });
});
