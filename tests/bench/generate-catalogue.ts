import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemotenessFile } from '@core/remoteness/remoteness';
import type { Catalog, Island } from '@core/contract/schemas';
import { ACCESS_METHODS, CATEGORIES, REGIONS } from '@core/contract/enums';

/**
 * A generated catalogue for benchmarks only: realistic field sizes (names, 2-4 sentence
 * descriptions, history on a third of the islands), deterministic, and clearly not real data.
 */
export function generateCatalogue(count: number, seed = 1): Catalog {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const syllables = ['ka', 'lo', 'ma', 'nui', 'ta', 'ro', 'va', 'ki', 'su', 'ne', 'hol', 'sker', 'vik', 'ey', 'ar'];
  const words = ['remote', 'volcanic', 'coral', 'windswept', 'ice', 'reef', 'lagoon', 'seabird', 'station', 'harbour'];
  const islands: Island[] = [];
  for (let i = 0; i < count; i++) {
    const region = pick(REGIONS);
    const name = `${pick(syllables)}${pick(syllables)}${pick(syllables)} ${i}`.replace(/^./, (c) => c.toUpperCase());
    const inhabited = random() < 0.4;
    const hasAirport = random() < 0.2;
    const sentence = () =>
      `A ${pick(words)} ${pick(words)} island ${Math.round(random() * 3000)} km from the nearest ${pick(words)} port.`;
    const lat =
      region === 'Arctic' ? 60 + random() * 25 : region === 'Antarctic' ? -45 - random() * 25 : -40 + random() * 70;
    const lon =
      region === 'Indian Ocean'
        ? 40 + random() * 100
        : region === 'Atlantic'
          ? -60 + random() * 60
          : 140 + random() * 39;
    islands.push({
      id: `generated-${i}`,
      name,
      alternateNames: [],
      staffPresence: 'none',
      sources: [{ publisher: 'Isolario benchmark', title: 'Generated island for speed tests' }],
      description: [sentence(), sentence(), sentence()].join(' '),
      region,
      category: pick(CATEGORIES),
      country: `Country ${i % 97}`,
      latitude: Number(lat.toFixed(4)),
      longitude: Number(lon.toFixed(4)),
      population: inhabited ? Math.floor(random() * 5000) : 0,
      area: random() < 0.8 ? Number((0.1 + random() * 500).toFixed(1)) : undefined,
      hasAirport,
      hasAbandonedAirstrip: random() < 0.1,
      accessMethod: hasAirport ? 'Plane' : pick(ACCESS_METHODS.filter((m) => m !== 'Plane')),
      isInhabited: inhabited,
      historicalSignificance: random() < 0.33 ? `${sentence()} ${sentence()}` : undefined,
      militaryHistory: random() < 0.15,
      featured: i < 6,
    });
  }
  return { islands, images: [] };
}

export function writeGeneratedCatalogue(dir: string, count: number): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `catalog-${count}.json`);
  writeFileSync(file, JSON.stringify(generateCatalogue(count)));
  return file;
}

/**
 * A remoteness file for a generated catalogue, in data/remoteness.json's shape: figures drawn
 * from the same seeded generator, so the remoteness sort and filters have real work to do.
 */
export function generateRemoteness(catalog: Catalog, seed = 7): RemotenessFile {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4294967296;
  };
  const km = (max: number) => Math.round(random() * max * 10) / 10;
  const islands: RemotenessFile['islands'] = {};
  for (const island of catalog.islands) {
    const at: [number, number] = [island.latitude, island.longitude];
    const inhabited = km(3000);
    islands[island.id] = {
      nearestContinent: { name: 'Eurasia', km: km(6000), from: at, to: at },
      nearestLand: { km: Math.min(inhabited, km(500)) },
      nearestLargerIsland: { km: inhabited },
      nearestInhabited: { km: inhabited, name: 'Somewhere', country: 'XX', from: at, to: at },
      nearestGroup: null,
      isolationIndex: Math.round(random() * 2000) / 10,
    };
  }
  const metadata = {
    sources: [],
    licence: 'generated',
    attribution: 'generated',
    catalogueVersion: 'bench',
    definitions: {},
  };
  return { metadata, islands };
}

/** The generated catalogue and its remoteness file, side by side as the server looks for them. */
export function writeGeneratedCatalogueWithRemoteness(dir: string, count: number): string {
  const file = writeGeneratedCatalogue(dir, count);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  writeFileSync(path.join(dir, 'remoteness.json'), JSON.stringify(generateRemoteness(catalog)));
  return file;
}
