import { describe, expect, it } from 'vitest';
import type { IslandRemoteness } from '../../../core/remoteness/remoteness';
import { kmWords, ordinal, rankWords, remotenessLines } from './remoteness-words';

const tristan: IslandRemoteness = {
  nearestContinent: { name: 'Africa', km: 2770.9, from: [-37.1, -12.2], to: [-33, 17.9] },
  nearestLand: { km: 31.5, islandId: 'nightingale-island', name: 'Nightingale Island' },
  nearestLargerIsland: { km: 2417.8, islandId: 'saint-helena', name: 'Saint Helena' },
  nearestInhabited: { km: 2417.8, islandId: 'saint-helena', name: 'Saint Helena', from: [-37, -12.3], to: [-16, -5.7] },
  nearestGroup: null,
  isolationIndex: 150.9,
  rank: { inhabited: { position: 3, of: 250 }, continent: { position: 40, of: 515 } },
};

describe('remoteness in words', () => {
  it('says ordinals and distances as a reader does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    expect(kmWords(2417.8)).toBe('2,418 km');
    expect(kmWords(0.44)).toBe('0.4 km');
    expect(kmWords(12_345.6)).toBe('12,346 km');
  });

  it("gives Tristan da Cunha's lines, nearest inhabited land first, linked where catalogued", () => {
    expect(remotenessLines(tristan)).toEqual([
      { km: 2417.8, to: 'Saint Helena', islandId: 'saint-helena', what: 'the nearest inhabited land' },
      { km: 2770.9, to: 'Africa', what: 'the nearest continent' },
      { km: 31.5, to: 'Nightingale Island', islandId: 'nightingale-island', what: 'the nearest land' },
      { km: 2417.8, to: 'Saint Helena', islandId: 'saint-helena', what: 'the nearest island at least as large' },
    ]);
    expect(rankWords(tristan)).toBe('The 3rd remotest inhabited island in the catalogue (of 250)');
  });

  it('names a gazetteer town with its country, unnamed land by its size, and ranks the uninhabited by continent', () => {
    const empty: IslandRemoteness = {
      ...tristan,
      nearestInhabited: { ...tristan.nearestInhabited, islandId: undefined, name: 'Bluff', country: 'NZ' },
      nearestLand: { km: 452.4, land: { areaKm2: 6, latitude: 70.7, longitude: -21.4 } },
      nearestLargerIsland: null,
      rank: { continent: { position: 1, of: 515 } },
    };
    const lines = remotenessLines(empty);
    expect(lines[0]).toMatchObject({ to: 'Bluff (NZ)' });
    expect(lines[0]).not.toHaveProperty('islandId');
    expect(lines[2]).toMatchObject({ to: 'unnamed land of 6 km²' });
    expect(lines).toHaveLength(3);
    expect(rankWords(empty)).toBe('The island farthest from any continent in the catalogue (of 515)');
  });

  it('names a large island outside the catalogue by its name, with its size', () => {
    const europa: IslandRemoteness = {
      ...tristan,
      nearestLargerIsland: {
        km: 292.9,
        land: { name: 'Madagascar', areaKm2: 586639, latitude: -22.2511, longitude: 43.2202 },
      },
    };
    expect(remotenessLines(europa).find((line) => line.what === 'the nearest island at least as large')).toEqual({
      km: 292.9,
      to: 'Madagascar (586,639 km²)',
      what: 'the nearest island at least as large',
    });
  });
});
