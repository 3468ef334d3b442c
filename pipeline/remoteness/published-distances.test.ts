import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { remotenessFileSchema, type Remoteness } from '@core/remoteness/remoteness';

/**
 * The committed remoteness figures against distances published for well-known remote islands.
 * Each row names its source (listed in data/SOURCES.md, "Published distances"); the figures agree
 * within 5%, or the row says why they differ and holds the difference it explains.
 */
const file = remotenessFileSchema.parse(JSON.parse(readFileSync('data/remoteness.json', 'utf8')));

interface Row {
  island: string;
  measure: 'continent' | 'inhabited';
  /** The continent or the inhabited place the source names. */
  to: string;
  publishedKm: number;
  source: string;
  /** Only where the difference is explained: the band the figure must fall in, and why. */
  explained?: { minKm: number; maxKm: number; why: string };
}

const ROWS: Row[] = [
  {
    island: 'tristan-da-cunha',
    measure: 'continent',
    to: 'Africa',
    publishedKm: 2810,
    source: 'Government of Tristan da Cunha, map page (2,810 km to Cape Town)',
  },
  {
    island: 'tristan-da-cunha',
    measure: 'inhabited',
    to: 'Saint Helena',
    publishedKm: 2437,
    source: 'UK Overseas Territories Association (1,510 miles to St Helena)',
  },
  {
    island: 'bouvet-island',
    measure: 'continent',
    to: 'Antarctica',
    publishedKm: 1639,
    source: 'List of isolated islands and archipelagos (encyclopedia)',
  },
  {
    island: 'easter-island',
    measure: 'continent',
    to: 'South America',
    publishedKm: 3512,
    source: 'Easter Island (encyclopedia): the nearest point in Chile',
  },
  {
    island: 'easter-island',
    measure: 'inhabited',
    to: 'Pitcairn Island',
    publishedKm: 2075,
    source: 'Easter Island (encyclopedia): Pitcairn, the nearest inhabited land',
  },
  {
    island: 'saint-helena',
    measure: 'continent',
    to: 'Africa',
    publishedKm: 1874,
    source: 'Saint Helena (encyclopedia): west of mainland Africa',
  },
  {
    island: 'saint-helena',
    measure: 'inhabited',
    to: 'Ascension Island',
    publishedKm: 1287,
    source: 'Ascension Island (encyclopedia): Saint Helena to the south-east',
  },
  {
    island: 'ascension-island',
    measure: 'continent',
    to: 'Africa',
    publishedKm: 1600,
    source: 'Ascension Island (encyclopedia): from the coast of Africa',
  },
  {
    island: 'heard-island',
    measure: 'continent',
    to: 'Antarctica',
    publishedKm: 1630,
    source: 'Heard Island (encyclopedia): north of Antarctica',
  },
  {
    island: 'lord-howe-island',
    measure: 'continent',
    to: 'Australia',
    publishedKm: 600,
    source: 'Lord Howe Island (encyclopedia): east of mainland Port Macquarie',
  },
  {
    island: 'norfolk-island',
    measure: 'continent',
    to: 'Australia',
    publishedKm: 1412,
    source: "Norfolk Island (encyclopedia): east of mainland Australia's Evans Head",
  },
  {
    island: 'socotra',
    measure: 'continent',
    to: 'Africa',
    publishedKm: 240,
    source: 'Socotra (encyclopedia): east of Somalia',
  },
  {
    island: 'wrangel-island',
    measure: 'continent',
    to: 'Eurasia',
    publishedKm: 140,
    source: 'Wrangel Island (encyclopedia): the closest point on the mainland',
  },
  {
    island: 'clipperton-island',
    measure: 'continent',
    to: 'North America',
    publishedKm: 1080,
    source: 'Atoll Clipperton, location and geography: the Mexican mainland',
  },
  {
    island: 'diego-garcia',
    measure: 'continent',
    to: 'Eurasia',
    publishedKm: 1790,
    source: 'Diego Garcia (encyclopedia): south-south-west of Kanyakumari, India',
  },
  {
    island: 'rockall',
    measure: 'inhabited',
    to: 'Isle of North Uist',
    publishedKm: 370,
    source: 'Rockall (encyclopedia): the nearest permanently inhabited place, North Uist',
  },
  {
    island: 'pitcairn-island',
    measure: 'inhabited',
    to: 'Gambier Islands',
    publishedKm: 540,
    source: 'Pitcairn Islands facts: Mangareva, the nearest inhabited land',
  },
  {
    island: 'macquarie-island',
    measure: 'continent',
    to: 'Antarctica',
    publishedKm: 1294,
    source: 'Australian Antarctic Division, Macquarie Island station: north of the Antarctic continent',
    explained: {
      minKm: 1400,
      maxKm: 1600,
      why: "1,294 km is shorter than the 13° of latitude (about 1,450 km) between Macquarie (54.6°S) and the nearest Antarctic coast, George V Land (about 67.5°S); the land source's coast is 1,525 km away",
    },
  },
  {
    island: 'peter-i-island',
    measure: 'continent',
    to: 'Antarctica',
    publishedKm: 450,
    source: 'SCAR Composite Gazetteer of Antarctica, Peter I Øy (Norway): off the west coast of the continent',
    explained: {
      minKm: 350,
      maxKm: 450,
      why: 'the gazetteer measures to the rock coast; Antarctica here includes its ice shelves, whose fronts in the Bellingshausen Sea lie nearer Peter I',
    },
  },
];

const figure = (remoteness: Remoteness, measure: Row['measure']) =>
  measure === 'continent'
    ? { km: remoteness.nearestContinent.km, to: remoteness.nearestContinent.name }
    : { km: remoteness.nearestInhabited.km, to: remoteness.nearestInhabited.name };

describe('remoteness against published distances', () => {
  it('checks at least ten islands against named sources', () => {
    expect(new Set(ROWS.map((row) => row.island)).size).toBeGreaterThanOrEqual(10);
    const sources = readFileSync('data/SOURCES.md', 'utf8');
    for (const row of ROWS) expect(sources, row.source).toContain(row.source);
  });

  it.each(ROWS)('$island: $measure $to, published $publishedKm km', (row) => {
    const remoteness = file.islands[row.island];
    expect(remoteness, row.island).toBeDefined();
    const { km, to } = figure(remoteness!, row.measure);
    expect(to).toBe(row.to);
    if (row.explained) {
      expect(km).toBeGreaterThanOrEqual(row.explained.minKm);
      expect(km).toBeLessThanOrEqual(row.explained.maxKm);
    } else {
      expect(Math.abs(km - row.publishedKm) / row.publishedKm).toBeLessThanOrEqual(0.05);
    }
  });
});
