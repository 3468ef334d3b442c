import type { RuleProblem } from './rule-problem';
import { distanceKm } from '../place/geo';
import type { Island } from '../contract/schemas';

/** A distance in a sentence may differ from the great-circle one by this share (centre points, rounding). */
export const DISTANCE_TOLERANCE = 0.1;

// "km" and not "km²": an area beside an island's name is not a distance to it.
const DISTANCE = /(\d{1,3}(?:,\d{3})+|\d+)(?:\s*(?:to|-|–)\s*(\d{1,3}(?:,\d{3})+|\d+))?\s*km(?![²\w])/g;
const SENTENCE_END = /(?<=[.;])\s+/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Sentences of a description that name another catalogue island (by name or alternate name) and a
 * distance in km must agree with the distance between the two islands' points, within 10%.
 */
export function checkDescriptionDistances(islands: readonly Island[]): RuleProblem[] {
  const byName = new Map<string, Island[]>();
  for (const island of islands) {
    for (const name of [island.name, ...island.alternateNames]) byName.set(name, [...(byName.get(name) ?? []), island]);
  }
  const patterns = [...byName.keys()].map((name) => ({
    name,
    pattern: new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`),
  }));
  const problems: RuleProblem[] = [];
  for (const island of islands) {
    for (const text of [island.description, island.historicalSignificance ?? '']) {
      for (const sentence of text.split(SENTENCE_END)) {
        const figures = [...sentence.matchAll(DISTANCE)].flatMap((match) =>
          [match[1], match[2]]
            .filter((figure): figure is string => figure !== undefined)
            .map((f) => Number(f.replace(/,/g, ''))),
        );
        if (figures.length === 0) continue;
        // Each other island once, under the longest of its names the sentence uses.
        const named = new Map<string, { name: string; km: number }>();
        for (const { name, pattern } of patterns) {
          if (!pattern.test(sentence)) continue;
          for (const other of byName.get(name)!) {
            if (other.id === island.id) continue;
            const seen = named.get(other.id);
            if (!seen || name.length > seen.name.length) named.set(other.id, { name, km: distanceKm(island, other) });
          }
        }
        if (named.size === 0) continue;
        const actual = [...named.values()];
        for (const figure of figures) {
          if (actual.some(({ km }) => Math.abs(figure - km) <= DISTANCE_TOLERANCE * km)) continue;
          problems.push({
            id: island.id,
            rule: 'distance',
            message: `says ${figure} km to ${actual.map(({ name }) => name).join(' or ')}, but the points are ${actual.map(({ km }) => Math.round(km)).join(' or ')} km apart: "${sentence.trim()}"`,
            fix: 'correct the figure or the coordinates (centre to centre, within 10%)',
          });
        }
      }
    }
  }
  return problems;
}
