import { describe, expect, it } from 'vitest';
import catalogFile from '../../data/catalog.json';
import ruleExceptionsFile from '../../data/rule-exceptions.json';
import { ruleExceptionsSchema } from './rule-exceptions';
import {
  CATALOGUE_FLOORS,
  MIN_CATALOGUE_DESCRIPTION,
  checkCatalogue,
  checkIsland,
  insideRegion,
} from './catalogue-rules';
import type { Island, IslandImage } from '../contract/schemas';
import { anIsland } from '../../tests/support/builders';

const DESCRIPTION = 'A low coral island far from any shipping lane, visited only by seabirds and researchers.';

const island = (overrides: Partial<Island> = {}): Island =>
  anIsland({
    id: 'good-island',
    name: 'Good Island',
    description: DESCRIPTION,
    category: 'Tropical',
    country: 'Kiribati',
    countryCode: 'KI',
    populationYear: 2020,
    latitude: -4.5,
    longitude: -172.2,
    population: 40,
    area: 4,
    isInhabited: true,
    ...overrides,
  });

function image(overrides: Partial<IslandImage> = {}): IslandImage {
  return {
    id: 'img-1',
    islandId: 'good-island',
    imageUrl: 'https://images-assets.nasa.gov/good.jpg',
    isPrimary: true,
    sortOrder: 0,
    addedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const rules = (problems: { rule: string }[]) => problems.map((p) => p.rule);
// These tests pin the other rules one by one; which category wins is pinned in category-rule.test.ts.
const besidePrecedence = <T extends { rule: string }>(problems: T[]) =>
  problems.filter((p) => p.rule !== 'category-rule');

describe('checkIsland', () => {
  it('finds nothing wrong with a consistent island', () => {
    expect(checkIsland(island())).toEqual([]);
  });

  it('flags a text that names another ocean than the region, unless a region note says why', () => {
    const atlantic = `${DESCRIPTION} It lies far out in the South Atlantic.`;
    const flagged = checkIsland(island({ description: atlantic }));
    expect(flagged).toEqual([
      expect.objectContaining({
        rule: 'ocean-name',
        message: 'its text names the Atlantic Ocean but its region is Pacific Ocean, and no region note says why',
      }),
    ]);
    // Kerguelen's "southern Indian Ocean" beside its Antarctic region: the note explains it.
    const kerguelen = {
      region: 'Antarctic' as const,
      latitude: -49.35,
      longitude: 70.2,
      category: 'Uninhabited' as const,
    };
    const indian = `${DESCRIPTION} It lies in the southern Indian Ocean.`;
    expect(
      rules(checkIsland(island({ ...kerguelen, description: indian, isInhabited: false, population: 0 }))),
    ).not.toContain('ocean-name');
    // An Arctic fox or a sub-Antarctic climate names no ocean.
    const words = `${DESCRIPTION} Arctic foxes visit; the climate is sub-Antarctic.`;
    expect(rules(checkIsland(island({ description: words })))).not.toContain('ocean-name');
  });

  it.each([
    ['uninhabited-category', { category: 'Uninhabited', isInhabited: true, population: 5 }],
    ['airport-category', { category: 'Active Airport', hasAirport: false }],
    ['airstrip-category', { category: 'Abandoned Airstrip', hasAbandonedAirstrip: false }],
    ['military-category', { category: 'Military History', militaryHistory: false }],
    ['arctic-category', { category: 'Arctic', region: 'Antarctic', latitude: -60, longitude: 0 }],
    ['uninhabited-population', { isInhabited: false, population: 12 }],
    ['plane-needs-airport', { accessMethod: 'Plane', hasAirport: false }],
    ['region-rule', { region: 'Pacific', latitude: -4.5, longitude: 40 }],
    ['image-host', { imageUrl: 'https://example.com/good.jpg' }],
    ['image-host', { imageUrl: 'http://images-assets.nasa.gov/good.jpg' }],
  ] as [string, Partial<Island>][])('fires %s on %j', (rule, overrides) => {
    const problems = besidePrecedence(checkIsland(island(overrides)));
    expect(rules(problems)).toEqual([rule]);
    expect(problems[0]).toMatchObject({ id: 'good-island' });
    expect(problems[0]!.message.length).toBeGreaterThan(0);
    expect(problems[0]!.fix.length).toBeGreaterThan(0);
  });

  it.each([
    ['an inhabited Uninhabited island', { category: 'Uninhabited', isInhabited: false, population: 0 }],
    ['an Active Airport with an airport', { category: 'Active Airport', hasAirport: true, accessMethod: 'Boat' }],
    ['an Abandoned Airstrip with an airstrip', { category: 'Abandoned Airstrip', hasAbandonedAirstrip: true }],
    ['a Military History island with history', { category: 'Military History', militaryHistory: true }],
    ['an Arctic island in the Arctic', { category: 'Arctic', region: 'Arctic', latitude: 71, longitude: -8 }],
    ['an inhabited island with people', { isInhabited: true, population: 300 }],
    ['a Plane island with an airport', { accessMethod: 'Plane', hasAirport: true }],
    ['a NASA image', { imageUrl: 'https://earthobservatory.nasa.gov/good.jpg' }],
  ] as [string, Partial<Island>][])('stays quiet for %s', (_label, overrides) => {
    expect(besidePrecedence(checkIsland(island(overrides)))).toEqual([]);
  });

  it('reports several problems of one island together', () => {
    expect(
      rules(
        besidePrecedence(
          checkIsland(
            island({
              category: 'Active Airport',
              accessMethod: 'Plane',
              isInhabited: false,
              population: 3,
              latitude: 80,
            }),
          ),
        ),
      ),
    ).toEqual(['airport-category', 'uninhabited-population', 'plane-needs-airport', 'region-rule']);
  });
});

describe('insideRegion', () => {
  it.each([
    ['Pacific', -4.5, -172.2, true],
    ['Pacific', 19.28, 166.65, true],
    ['Pacific', -4.5, 40, false],
    ['Atlantic', -37.1, -12.3, true],
    ['Atlantic', -37.1, 12.3, true],
    ['Atlantic', -37.1, 120, false],
    ['Indian Ocean', -12.1, 96.8, true],
    ['Indian Ocean', -12.1, -60, false],
    ['Arctic', 71, -8.3, true],
    ['Arctic', 40, -8.3, false],
    ['Antarctic', -54.4, 3.4, true],
    ['Antarctic', 54.4, 3.4, false],
  ] as const)('%s at %s, %s → %s', (region, latitude, longitude, inside) => {
    expect(insideRegion({ region, latitude, longitude })).toBe(inside);
  });
});

describe('checkCatalogue', () => {
  it('finds nothing wrong with a good catalogue', () => {
    expect(
      checkCatalogue({ islands: [island(), island({ id: 'other', name: 'Other', latitude: -5 })], images: [image()] }),
    ).toEqual([]);
  });

  it('reports schema errors with the id of the island and the field', () => {
    const problems = checkCatalogue({
      islands: [island(), { ...island({ id: 'broken' }), latitude: 120, region: 'Southern Ocean' }],
    });
    expect(problems).toEqual([
      expect.objectContaining({ id: 'broken', rule: 'schema', message: 'region: Please select a valid region' }),
      expect.objectContaining({
        id: 'broken',
        rule: 'schema',
        message: 'latitude: Latitude must be between -90 and 90',
      }),
    ]);
  });

  it('names a record without an id by its position', () => {
    const { id: _id, ...noId } = island();
    const problems = checkCatalogue({ islands: [noId] });
    expect(problems).toEqual([expect.objectContaining({ id: 'islands[0]', rule: 'schema' })]);
  });

  it('reports a file that is not a catalogue at all', () => {
    expect(checkCatalogue(null)).toEqual([expect.objectContaining({ id: 'catalogue', rule: 'schema' })]);
    expect(checkCatalogue({ islands: 'none' })).toEqual([expect.objectContaining({ id: 'catalogue', rule: 'schema' })]);
  });

  it('reports a schema error in an image with the id of the image', () => {
    const problems = checkCatalogue({ islands: [island()], images: [image({ imageUrl: 'https://evil.com/x.jpg' })] });
    expect(problems).toEqual([
      expect.objectContaining({
        id: 'img-1',
        rule: 'schema',
        message: 'imageUrl: Must be a valid NASA image URL from accepted domains',
      }),
    ]);
  });

  it('reports duplicate ids and names (ignoring case and spaces)', () => {
    const problems = checkCatalogue({
      islands: [
        island(),
        island({ name: 'Twin', latitude: -6 }),
        island({ id: 'copy', name: ' good island ', latitude: -7 }),
      ],
    });
    expect(problems).toEqual([
      expect.objectContaining({ id: 'good-island', rule: 'unique-id' }),
      expect.objectContaining({
        id: 'copy',
        rule: 'unique-name',
        message: "name 'good island' is also used by good-island",
      }),
    ]);
  });

  it('reports descriptions shorter than the catalogue minimum', () => {
    const short = 'x'.repeat(MIN_CATALOGUE_DESCRIPTION - 1);
    const problems = checkCatalogue({
      islands: [
        island({ description: short }),
        island({ id: 'ok', name: 'Ok', latitude: -6, description: `${short}y` }),
      ],
    });
    expect(problems).toEqual([
      expect.objectContaining({
        id: 'good-island',
        rule: 'description-length',
        message: `description has ${MIN_CATALOGUE_DESCRIPTION - 1} characters`,
      }),
    ]);
  });

  it('reports two islands at the same point, and not two a few kilometres apart', () => {
    const problems = checkCatalogue({
      islands: [
        island(),
        island({ id: 'twin', name: 'Twin', latitude: -4.5001, longitude: -172.2001 }),
        island({ id: 'near', name: 'Near', latitude: -4.53, longitude: -172.2 }),
      ],
    });
    expect(problems).toEqual([
      expect.objectContaining({ id: 'twin', rule: 'same-point', message: 'sits at the same point as good-island' }),
    ]);
  });

  // Regression: points were bucketed by toFixed(3) and compared only within a bucket.
  it('reports two islands metres apart that round to different thousandths', () => {
    const problems = checkCatalogue({
      islands: [island({ latitude: -4.5004 }), island({ id: 'twin', name: 'Twin', latitude: -4.5006 })],
    });
    expect(rules(problems)).toEqual(['same-point']);
  });

  it('reports images of unknown islands and duplicate image ids', () => {
    const problems = checkCatalogue({
      islands: [island()],
      images: [image(), image({ id: 'img-2', islandId: 'atlantis' }), image({ isPrimary: false })],
    });
    expect(problems).toEqual([
      expect.objectContaining({
        id: 'img-2',
        rule: 'image-island',
        message: "image refers to unknown island 'atlantis'",
      }),
      expect.objectContaining({ id: 'img-1', rule: 'unique-image-id' }),
    ]);
  });

  it('includes the per-island rules', () => {
    expect(
      checkCatalogue({ islands: [island({ category: 'Uninhabited', isInhabited: false, population: 9 })] }),
    ).toEqual([expect.objectContaining({ id: 'good-island', rule: 'uninhabited-population' })]);
  });

  it('checks coverage only when asked', () => {
    const small = { islands: [island()] };
    expect(checkCatalogue(small)).toEqual([]);
    const problems = checkCatalogue(small, { coverage: true });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.rule === 'coverage' && p.id === 'catalogue')).toBe(true);
    expect(problems.map((p) => p.message)).toContain(`1 islands, fewer than ${CATALOGUE_FLOORS.total}`);
    expect(problems.map((p) => p.message)).toContain('Atlantic has 0 islands, fewer than 25');
    expect(problems.map((p) => p.message)).toContain('Arctic has 0 islands, fewer than 10');
    expect(problems.map((p) => p.message)).toContain('0 islands are featured, not 6 to 9');
  });

  it('passes coverage for a catalogue that keeps every promise', () => {
    const place = {
      Pacific: [-10, -150],
      Atlantic: [-15, -20],
      'Indian Ocean': [-20, 70],
      Arctic: [75, 10],
      Antarctic: [-60, 0],
    } as const;
    const islands: Island[] = [];
    const push = (region: keyof typeof place, count: number, extra: Partial<Island> = {}) => {
      for (let i = 0; i < count; i += 1) {
        const n = islands.length;
        const [latitude, longitude] = place[region];
        islands.push(
          island({ id: `i-${n}`, name: `Island ${n}`, region, latitude: latitude + n * 0.01, longitude, ...extra }),
        );
      }
    };
    push('Pacific', 10, { category: 'Abandoned Airstrip', hasAbandonedAirstrip: true });
    push('Pacific', 10, { category: 'Uninhabited', isInhabited: false, population: 0 });
    push('Pacific', 10, { category: 'Active Airport', hasAirport: true, accessMethod: 'Boat' });
    push('Pacific', 10, { category: 'Military History', militaryHistory: true });
    push('Atlantic', 110);
    push('Indian Ocean', 110);
    push('Arctic', 16, { category: 'Arctic' });
    push('Antarctic', 24, { category: 'Uninhabited', isInhabited: false, population: 0 });
    for (const index of [0, 50, 60, 100, 150, 170]) islands[index]!.featured = true;
    expect(islands).toHaveLength(CATALOGUE_FLOORS.total);
    expect(checkCatalogue({ islands }, { coverage: true })).toEqual([]);

    islands.pop();
    expect(checkCatalogue({ islands }, { coverage: true })).toEqual([
      expect.objectContaining({
        rule: 'coverage',
        message: `${CATALOGUE_FLOORS.total - 1} islands, fewer than ${CATALOGUE_FLOORS.total}`,
      }),
    ]);
  });

  it('finds no problems in the shipped catalogue (coverage off), given its explained exceptions', () => {
    expect(checkCatalogue(catalogFile, { exceptions: ruleExceptionsSchema.parse(ruleExceptionsFile) })).toEqual([]);
  });
});
