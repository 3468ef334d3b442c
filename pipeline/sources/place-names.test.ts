import { describe, expect, it } from 'vitest';
import type { Place } from './gazetteer';
import { parsePlaceNames, renamePlaces, type PlaceNames } from './place-names';

const place = (name: string, country: string): Place => ({
  name,
  country,
  population: 1000,
  featureCode: 'PPLA2',
  latitude: 71,
  longitude: 24.7,
});
const source = { url: 'https://example.org/havoysund', title: 'Havøysund', publisher: 'Example', read: '2026-12-04' };
const rename: PlaceNames = [{ gazetteerName: 'Ávanuorri', country: 'NO', name: 'Havøysund', sources: [source] }];

describe('places by the name a reader knows', () => {
  it('renames the one place the entry matches and keeps everything else of it', () => {
    const places = [place('Ávanuorri', 'NO'), place('Ávanuorri', 'SE'), place('Honningsvåg', 'NO')];
    const renamed = renamePlaces(places, rename);
    expect(renamed.map((p) => p.name)).toEqual(['Havøysund', 'Ávanuorri', 'Honningsvåg']);
    expect(renamed[0]).toEqual({ ...places[0], name: 'Havøysund' });
    expect(places[0]!.name).toBe('Ávanuorri');
  });

  it('refuses an entry that matches no place or several', () => {
    expect(() => renamePlaces([place('Honningsvåg', 'NO')], rename)).toThrow(/matches 0 places/);
    expect(() => renamePlaces([place('Ávanuorri', 'NO'), place('Ávanuorri', 'NO')], rename)).toThrow(/matches 2/);
  });

  it('reads the file, none when there is none, and refuses an entry without its page', () => {
    expect(parsePlaceNames('')).toEqual([]);
    expect(parsePlaceNames(JSON.stringify(rename))).toEqual(rename);
    expect(() => parsePlaceNames(JSON.stringify([{ ...rename[0], sources: [] }]))).toThrow();
  });
});
