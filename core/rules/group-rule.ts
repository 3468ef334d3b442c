import { distanceKm } from '../place/geo';
import type { RuleProblem } from './rule-problem';
import type { Island } from '../contract/schemas';

/**
 * A group record (an archipelago, an atoll) reaches every land within a radius of its point: the
 * radius data/outline-overrides.json gives, or one from its area (an atoll round its lagoon).
 * The outlines take a group's land this far; a member catalogued beside its group would be counted
 * twice, so an island whose point lies within another's reach is a problem unless explained.
 */
export const GROUP_REACH = { floorKm: 15, areaFactor: 1.5, marginKm: 5 } as const;

export function groupReachKm(area: number | undefined, radiusKm?: number): number {
  if (radiusKm !== undefined) return radiusKm;
  const fromArea = area ? GROUP_REACH.areaFactor * Math.sqrt(area / Math.PI) + GROUP_REACH.marginKm : 0;
  return Math.max(GROUP_REACH.floorKm, fromArea);
}

export function groupMemberProblems(
  islands: readonly Island[],
  groups: Readonly<Record<string, { radiusKm?: number }>>,
  explained: Readonly<Record<string, string>>,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const byId = new Map(islands.map((island) => [island.id, island]));
  for (const [groupId, group] of Object.entries(groups)) {
    const record = byId.get(groupId);
    if (!record) continue;
    const reach = groupReachKm(record.area, group.radiusKm);
    for (const island of islands) {
      if (island.id === groupId || explained[island.id]) continue;
      const km = distanceKm(record, island);
      if (km <= reach)
        problems.push({
          id: island.id,
          rule: 'group-member',
          message: `lies ${Math.round(km)} km from ${record.name}, within the group's reach of ${Math.round(reach)} km: a group and its member are never both records`,
          fix: `fold it into ${groupId} (retire its id), or shorten the group's radiusKm, or explain in data/rule-exceptions.json`,
        });
    }
  }
  return problems;
}

/** A record that lists its islands is a group: without the group way its outline holds one island of them. */
export function memberListProblems(
  islands: readonly Island[],
  groups: Readonly<Record<string, { radiusKm?: number }>>,
): RuleProblem[] {
  return islands
    .filter((island) => island.members && !groups[island.id])
    .map((island) => ({
      id: island.id,
      rule: 'members-not-group',
      message: `lists ${island.members!.islands.length} member islands but is no group in data/outline-overrides.json`,
      fix: `add "${island.id}": { "mode": "group", "radiusKm": …, "reason": "…" } to data/outline-overrides.json, or drop members`,
    }));
}
