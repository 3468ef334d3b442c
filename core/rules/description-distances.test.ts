import { describe, expect, it } from 'vitest';
import { checkDescriptionDistances } from './description-distances';
import type { Island } from '../contract/schemas';
import { anIsland } from '../../tests/support/builders';

const island = (id: string, name: string, latitude: number, longitude: number, description: string): Island =>
  anIsland({
    id,
    name,
    alternateNames: id === 'tristan' ? ['Tristan'] : [],
    description,
    region: 'Atlantic',
    latitude,
    longitude,
    sources: [],
  });

// Gough is about 390 km south-south-east of Tristan da Cunha (centre to centre).
const tristan = island('tristan', 'Tristan da Cunha', -37.1052, -12.2777, 'The most remote inhabited island.');
const gough = (text: string) => island('gough', 'Gough Island', -40.3167, -9.9333, text);

describe('distances named in descriptions', () => {
  it('accept a distance within 10% of the one between the two points', () => {
    expect(checkDescriptionDistances([tristan, gough('It lies about 400 km from Tristan da Cunha.')])).toEqual([]);
  });

  it('catch a distance that is off, naming the island, the figure and the true distance', () => {
    const problems = checkDescriptionDistances([tristan, gough('It lies about 2,400 km from Tristan da Cunha.')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ id: 'gough', rule: 'distance' });
    expect(problems[0]!.message).toMatch(/says 2400 km to Tristan da Cunha, but the points are 4\d\d km apart/);
  });

  it('find the other island by an alternate name, and check both ends of a range', () => {
    expect(checkDescriptionDistances([tristan, gough('Tristan is 380-420 km away.')])).toEqual([]);
    expect(checkDescriptionDistances([tristan, gough('Tristan is 380-800 km away.')])).toHaveLength(1);
  });

  it('read an area in km² as an area, not as a distance to the island named beside it', () => {
    expect(checkDescriptionDistances([tristan, gough('An island of 65 km² south of Tristan da Cunha.')])).toEqual([]);
    expect(checkDescriptionDistances([tristan, gough('About 65 km south of Tristan da Cunha.')])).toHaveLength(1);
  });

  it('leave alone sentences that name no catalogue island, or no distance', () => {
    expect(
      checkDescriptionDistances([tristan, gough('Cape Town is 2,700 km away. Tristan lies to the north.')]),
    ).toEqual([]);
  });
});
