import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeFactsFileSchema, TIDE_STATION_MAX_KM } from '@core/place-facts/place-facts-file';
import { knownZone } from '@core/place-facts/zone-clock';
import { buildPlaceFacts } from './build-place-facts';

const islands = [
  { id: 'tristan-da-cunha', latitude: -37.1052, longitude: -12.2777 },
  { id: 'open-pacific', latitude: 0, longitude: -140 },
  { id: 'inaccessible-island', latitude: -37.3, longitude: -12.68 },
];

describe('the place facts product', () => {
  const built = buildPlaceFacts({ islands, outlinesText: '', catalogueVersion: 'test' });

  it('gives every island a zone and a declination, and a tide station only where one is near', () => {
    const file = placeFactsFileSchema.parse(JSON.parse(built.text));
    expect(Object.keys(file.islands)).toEqual(islands.map((island) => island.id));
    expect(file.islands['tristan-da-cunha']).toMatchObject({
      timeZone: 'Atlantic/St_Helena',
      tide: { station: expect.stringMatching(/^ticon\/tristan_da_cunha/) },
    });
    expect(file.islands['open-pacific']!.tide).toBeUndefined();
    expect(file.islands['open-pacific']!.timeZone).toBe('Etc/GMT+9');
    for (const facts of Object.values(file.islands)) {
      if (facts.tide) expect(facts.tide.km).toBeLessThanOrEqual(TIDE_STATION_MAX_KM);
    }
  });

  it('holds each station once, however many islands share it, with its licence and credit', () => {
    const file = built.file;
    expect(file.islands['inaccessible-island']!.tide?.station).toBe(file.islands['tristan-da-cunha']!.tide?.station);
    expect(Object.keys(file.stations)).toHaveLength(1);
    const station = Object.values(file.stations)[0]!;
    expect(station.licence.name).toBe('cc-by-4.0');
    expect(station.attribution).toMatch(/TICON-4/);
    expect(station.constituents.length).toBeGreaterThan(10);
  });

  it('writes the same bytes from the same inputs', () => {
    expect(buildPlaceFacts({ islands, outlinesText: '', catalogueVersion: 'test' }).text).toBe(built.text);
  });
});

describe('data/place-facts.json as built from the catalogue', () => {
  const catalogue = JSON.parse(readFileSync('data/catalog.json', 'utf8')) as { islands: Array<{ id: string }> };
  const file = placeFactsFileSchema.parse(JSON.parse(readFileSync('data/place-facts.json', 'utf8')));

  it('has a time zone this runtime knows and a declination for every island', () => {
    for (const { id } of catalogue.islands) {
      const facts = file.islands[id];
      expect(facts, id).toBeDefined();
      expect(knownZone(facts!.timeZone), `${id}: ${facts!.timeZone}`).toBe(true);
      expect(Number.isFinite(facts!.declination.degrees)).toBe(true);
    }
  });

  it.each([
    ['chatham-islands', 'Pacific/Chatham'],
    ['lord-howe-island', 'Australia/Lord_Howe'],
    ['nuku-hiva', 'Pacific/Marquesas'],
    ['kiritimati', 'Pacific/Kiritimati'],
    ['norfolk-island', 'Pacific/Norfolk'],
    ['spitsbergen', 'Arctic/Longyearbyen'],
  ])('puts %s in %s', (id, zone) => {
    expect(file.islands[id]?.timeZone).toBe(zone);
  });

  it('only holds stations whose licence allows any use', () => {
    for (const station of Object.values(file.stations)) expect(station.licence.name).not.toMatch(/nc/i);
  });
});
