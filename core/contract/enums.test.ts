import { describe, expect, it } from 'vitest';
import {
  ACCESS_METHODS,
  ACCESS_METHOD_DESCRIPTIONS,
  CATEGORIES,
  REGIONS,
  SORTS,
  categorySlug,
  parseCategory,
  parseRegion,
  regionLabel,
  regionSlug,
} from './enums';

describe('enumerations', () => {
  it('lists the five regions, six categories, three access methods, and the sorts: the spec four, relevance, distance, remoteness, utcOffset', () => {
    expect(REGIONS).toEqual(['Pacific', 'Atlantic', 'Indian Ocean', 'Arctic', 'Antarctic']);
    expect(CATEGORIES).toEqual([
      'Tropical',
      'Abandoned Airstrip',
      'Uninhabited',
      'Active Airport',
      'Military History',
      'Arctic',
    ]);
    expect(ACCESS_METHODS).toEqual(['Plane', 'Boat', 'Boat Only']);
    expect(SORTS).toEqual(['relevance', 'distance', 'name', 'region', 'population', 'area', 'remoteness', 'utcOffset']);
  });

  it('describes each access method as the spec does', () => {
    expect(ACCESS_METHOD_DESCRIPTIONS).toEqual({
      Plane: 'Commercial flights available',
      Boat: 'Boat access available',
      'Boat Only': 'Boat access only, no airport',
    });
  });
});

describe('regionLabel', () => {
  it("adds ' Ocean' except to Indian Ocean, which already carries the word", () => {
    expect(REGIONS.map(regionLabel)).toEqual([
      'Pacific Ocean',
      'Atlantic Ocean',
      'Indian Ocean',
      'Arctic Ocean',
      'Antarctic Ocean',
    ]);
  });
});

describe('slugs', () => {
  it('turns regions and categories into lowercase hyphenated slugs', () => {
    expect(REGIONS.map(regionSlug)).toEqual(['pacific', 'atlantic', 'indian-ocean', 'arctic', 'antarctic']);
    expect(CATEGORIES.map(categorySlug)).toEqual([
      'tropical',
      'abandoned-airstrip',
      'uninhabited',
      'active-airport',
      'military-history',
      'arctic',
    ]);
  });
});

describe('parseRegion', () => {
  it.each([
    ['Pacific', 'Pacific'],
    ['pacific', 'Pacific'],
    ['PACIFIC', 'Pacific'],
    ['Pacific Ocean', 'Pacific'],
    ['pacific-ocean', 'Pacific'],
    ['Indian Ocean', 'Indian Ocean'],
    ['indian ocean', 'Indian Ocean'],
    ['indian-ocean', 'Indian Ocean'],
    ['INDIAN-OCEAN', 'Indian Ocean'],
    ['Antarctic Ocean', 'Antarctic'],
    ['antarctic', 'Antarctic'],
    ['  Arctic  ', 'Arctic'],
  ])('reads %j as %s', (input, region) => {
    expect(parseRegion(input)).toBe(region);
  });

  it.each(['', 'Indian', 'Southern Ocean', 'atlantis', 'pacific ocean ocean', 'indian_ocean', 'all', '__proto__'])(
    'rejects %j',
    (input) => {
      expect(parseRegion(input)).toBeUndefined();
    },
  );
});

describe('parseCategory', () => {
  it.each([
    ['Active Airport', 'Active Airport'],
    ['active airport', 'Active Airport'],
    ['active-airport', 'Active Airport'],
    ['ACTIVE-AIRPORT', 'Active Airport'],
    ['military-history', 'Military History'],
    ['Abandoned Airstrip', 'Abandoned Airstrip'],
    ['tropical', 'Tropical'],
    [' Uninhabited ', 'Uninhabited'],
    ['arctic', 'Arctic'],
  ])('reads %j as %s', (input, category) => {
    expect(parseCategory(input)).toBe(category);
  });

  it.each(['', 'Airport', 'volcanic', 'Pacific', 'indian-ocean', 'active_airport', 'constructor', 'toString'])(
    'rejects %j',
    (input) => {
      expect(parseCategory(input)).toBeUndefined();
    },
  );
});
