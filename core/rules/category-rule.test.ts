import { describe, expect, it } from 'vitest';
import { checkCatalogue, checkIsland } from './catalogue-rules';
import { MILITARY_WORDS, categoriesThatApply, ruleCategory } from './category-rule';
import type { Island } from '../contract/schemas';
import { anIsland } from '../../tests/support/builders';

const base: Island = anIsland({
  id: 'test-island',
  name: 'Test Island',
  description: 'A small island far out at sea that only a supply ship visits, a few times a year.',
  category: 'Tropical',
  country: 'Kiribati',
  countryCode: 'KI',
  latitude: -4.5,
  longitude: -172.2,
  population: 40,
  populationYear: 2020,
  isInhabited: true,
});
const uninhabited = { isInhabited: false, population: 0, populationYear: undefined };

describe('the category when several apply', () => {
  it('takes the first that applies: abandoned strip, Arctic, uninhabited, military, airport, tropics', () => {
    expect(ruleCategory(base)).toBe('Tropical');
    expect(ruleCategory({ ...base, hasAirport: true })).toBe('Active Airport');
    expect(ruleCategory({ ...base, hasAirport: true, militaryHistory: true })).toBe('Military History');
    expect(ruleCategory({ ...base, ...uninhabited, militaryHistory: true })).toBe('Uninhabited');
    expect(ruleCategory({ ...base, ...uninhabited, region: 'Arctic', latitude: 75 })).toBe('Arctic');
    expect(ruleCategory({ ...base, ...uninhabited, region: 'Arctic', latitude: 75, hasAbandonedAirstrip: true })).toBe(
      'Abandoned Airstrip',
    );
    expect(categoriesThatApply({ ...base, ...uninhabited, hasAirport: true, militaryHistory: true })).toEqual([
      'Uninhabited',
      'Military History',
      'Active Airport',
      'Tropical',
    ]);
  });

  it('never calls a strip still in use abandoned, and keeps Tropical between the tropics', () => {
    expect(ruleCategory({ ...base, hasAirport: true, hasAbandonedAirstrip: true })).toBe('Active Airport');
    expect(ruleCategory({ ...base, latitude: 25.07 })).toBeUndefined();
    expect(ruleCategory({ ...base, latitude: -23.44 })).toBe('Tropical');
  });

  it('refuses a category the rule does not give, saying which it gives', () => {
    const problems = checkIsland({ ...base, category: 'Active Airport', militaryHistory: true, hasAirport: true });
    expect(problems.map((p) => p.message)).toContain(
      'category is Active Airport but the precedence rule gives Military History (of Military History, Active Airport, Tropical)',
    );
  });

  it('asks for an explained exception when none applies, and holds the island to it', () => {
    const pitcairn = { ...base, id: 'pitcairn', latitude: -25.07, longitude: -130.1 };
    expect(checkIsland(pitcairn).map((p) => p.rule)).toContain('category-rule');
    const explained = {
      category: {
        pitcairn: { category: 'Tropical' as const, reason: 'humid and tropical climate, just south of the tropic' },
      },
      military: {},
      groups: {},
      untraced: {},
      coarsePoints: {},
      airWordsNotWaysIn: {},
      airAccessUnsourced: {},
    };
    expect(checkIsland(pitcairn, explained).map((p) => p.rule)).not.toContain('category-rule');
    expect(
      checkIsland({ ...pitcairn, category: 'Active Airport', hasAirport: true }, explained).map((p) => p.message),
    ).toContain('category is Active Airport but rule-exceptions.json explains Tropical');
  });
});

describe('military words', () => {
  it('names a garrison, a base, a battle or weapons tests, and not a mere visit', () => {
    for (const text of [
      'A small garrison keeps watch.',
      'The Royal Navy won a battle here.',
      'a US naval base',
      'British nuclear tests',
      'French soldiers and a weather station',
    ])
      expect(MILITARY_WORDS.test(text), text).toBe(true);
    for (const text of [
      'A raider hid in the anchorage in 1940.',
      'A research base of the antarctic programme.',
      'Basalt cliffs.',
    ])
      expect(MILITARY_WORDS.test(text), text).toBe(false);
  });

  it('wants militaryHistory when the texts name one, unless explained', () => {
    const garrisoned = { ...base, description: `${base.description} A small garrison keeps watch over it.` };
    expect(checkIsland(garrisoned).map((p) => p.rule)).toContain('military-words');
    expect(checkIsland({ ...garrisoned, militaryHistory: true, category: 'Military History' })).toEqual([]);
    const explained = {
      category: {},
      military: { 'test-island': 'the garrison was only ever planned, never built' },
      groups: {},
      untraced: {},
      coarsePoints: {},
      airWordsNotWaysIn: {},
      airAccessUnsourced: {},
    };
    expect(checkIsland(garrisoned, explained).map((p) => p.rule)).not.toContain('military-words');
  });
});

describe('other names and retired ids', () => {
  const other = { ...base, id: 'other-island', name: 'Other Island', latitude: 10, longitude: 170 };
  it('gives one other name to one island, and never another island’s own name', () => {
    const shared = checkCatalogue({
      islands: [
        { ...base, alternateNames: ['Bird Island'] },
        { ...other, alternateNames: ['Bird Island'] },
      ],
    });
    expect(shared.map((p) => `${p.id} ${p.rule}`)).toEqual(['other-island other-name']);
    const named = checkCatalogue({ islands: [{ ...base, alternateNames: ['Other Island'] }, other] });
    expect(named.map((p) => p.message)).toEqual(["other name 'Other Island' is the name of other-island"]);
  });

  it('keeps a retired id pointing at a live island, and never also an island', () => {
    const catalogue = (retired: unknown[]) => checkCatalogue({ islands: [base, other], retired });
    expect(catalogue([{ id: 'old-member', into: 'test-island', reason: 'folded into its group' }])).toEqual([]);
    expect(catalogue([{ id: 'old-member', into: 'gone', reason: 'folded into its group' }]).map((p) => p.rule)).toEqual(
      ['retired-id'],
    );
    expect(
      catalogue([{ id: 'other-island', into: 'test-island', reason: 'folded into its group' }]).map((p) => p.rule),
    ).toEqual(['retired-id']);
  });
});
