import { describe, expect, it } from 'vitest';
import { airWaysNamed, checkAirAccess, type AirAccessExceptions } from './air-access-rule';
import type { Island, IslandAirWay } from '../contract/schemas';
import { anIsland } from '../../tests/support/builders';

const page = {
  url: 'https://www.adn.com/diomede',
  title: 'Diomede flights',
  publisher: 'Anchorage Daily News',
  read: '2026-12-03',
};
const helicopter: IslandAirWay = { by: 'helicopter', from: 'Nome', sources: [page] };
const none: AirAccessExceptions = { airWordsNotWaysIn: {}, airAccessUnsourced: {} };

const island = (overrides: Partial<Island> = {}): Island =>
  anIsland({
    id: 'little-diomede-island',
    accessMethod: 'Boat',
    accessNote: 'A scheduled helicopter service from Nome carries mail and passengers.',
    ...overrides,
  });
const rules = (candidate: Island, exceptions = none) => checkAirAccess(candidate, exceptions).map((p) => p.message);

describe('the ways in by air an access note names', () => {
  it('reads each clause for the ways it says are used', () => {
    expect(airWaysNamed('A scheduled helicopter service from Nome carries mail and passengers.')).toEqual([
      'scheduled-flights',
      'helicopter',
    ]);
    expect(airWaysNamed('Researchers fly in on chartered ski- or tundra-tyred Twin Otters from Resolute.')).toEqual([
      'charter-flights',
      'ski-plane',
    ]);
    expect(airWaysNamed('Seaplane excursions from Key West land off Garden Key.')).toEqual(['seaplane']);
    expect(airWaysNamed('Scientific parties fly in on ski-equipped aircraft.')).toEqual(['ski-plane']);
  });

  it('names nothing for a clause that denies it, or a charter or schedule of no aircraft', () => {
    expect(airWaysNamed('There are no scheduled flights; no aircraft fly there from land.')).toEqual([]);
    expect(airWaysNamed('There is no airstrip or helicopter landing place.')).toEqual([]);
    expect(airWaysNamed('Visitors come on a chartered boat, and the daily ferry calls in summer.')).toEqual([]);
    // A second claim after "but" is read on its own: the denial before it does not cover it.
    expect(airWaysNamed('There is no airstrip, but the station is reached by helicopter.')).toEqual(['helicopter']);
  });
});

describe('the ways in by air a record holds', () => {
  it('asks for each way its note names, with a source', () => {
    expect(rules(island())).toEqual([
      'its access note names scheduled flights and helicopter, which airAccess does not record',
    ]);
    expect(rules(island({ airAccess: [helicopter] }))).toEqual([
      'its access note names scheduled flights, which airAccess does not record',
    ]);
    expect(rules(island({ airAccess: [helicopter, { ...helicopter, by: 'scheduled-flights' }] }))).toEqual([]);
  });

  it('lets a reviewed exception or the worklist stand, and fails either once it is no longer needed', () => {
    const explained = {
      ...none,
      airWordsNotWaysIn: { 'little-diomede-island': 'the helicopter named flew once in 1987' },
    };
    expect(rules(island(), explained)).toEqual([]);
    expect(rules(island({ accessNote: 'Boats call in summer.' }), explained)).toEqual([
      'it is listed under airWordsNotWaysIn, but its access note names no way in by air',
    ]);
    const worklist = { ...none, airAccessUnsourced: { 'little-diomede-island': 'no page found in 3 searches' } };
    expect(rules(island(), worklist)).toEqual([]);
    expect(rules(island({ accessNote: 'A helicopter flies from Nome.', airAccess: [helicopter] }), worklist)).toEqual([
      'every way its access note names is recorded, but it is still on the airAccessUnsourced worklist',
    ]);
  });

  it('refuses "Boat Only" for an island aircraft reach', () => {
    const reached = island({
      accessMethod: 'Boat Only',
      accessNote: 'A helicopter flies from Nome.',
      airAccess: [helicopter],
    });
    expect(rules(reached)).toEqual(['accessMethod is Boat Only but airAccess records helicopter']);
  });
});
