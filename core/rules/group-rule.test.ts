import { describe, expect, it } from 'vitest';
import { groupMemberProblems, groupReachKm, memberListProblems } from './group-rule';
import type { Island } from '../contract/schemas';

const at = (id: string, latitude: number, longitude: number, area?: number) =>
  ({ id, name: id, latitude, longitude, ...(area === undefined ? {} : { area }) }) as Island;

describe('a group and its members', () => {
  it("reaches as far as its radius, or from its area as the outlines' group way does", () => {
    expect(groupReachKm(100, 40)).toBe(40);
    expect(groupReachKm(undefined)).toBe(15);
    expect(groupReachKm(10_000)).toBeCloseTo(1.5 * Math.sqrt(10_000 / Math.PI) + 5, 6);
  });

  it('refuses an island catalogued within a group record’s reach, unless explained', () => {
    // The Falklands' record reaches 160 km: Beauchêne, 125 km from its point, is one of its islands.
    const islands = [at('falklands', -51.8, -59.5, 12_173), at('beauchene', -52.9, -59.2), at('far-away', -40, -10)];
    const groups = { falklands: { radiusKm: 160 } };
    expect(groupMemberProblems(islands, groups, {}).map((p) => `${p.id} ${p.rule}`)).toEqual([
      'beauchene group-member',
    ]);
    expect(groupMemberProblems(islands, groups, { beauchene: 'catalogued apart on purpose, for a reason' })).toEqual(
      [],
    );
    expect(groupMemberProblems(islands, { falklands: { radiusKm: 100 } }, {})).toEqual([]);
  });
});

describe('a record that lists its islands', () => {
  const withMembers = (id: string) =>
    ({
      ...at(id, 81, 55),
      members: { islands: [{ name: 'Alexandra Land' }, { name: 'George Land' }], sources: [] },
    }) as unknown as Island;

  it('is a group in the outline overrides, or a problem naming the fix', () => {
    const islands = [withMembers('franz-josef-land'), at('alone', 10, 10)];
    expect(memberListProblems(islands, { 'franz-josef-land': { radiusKm: 230 } })).toEqual([]);
    const problems = memberListProblems(islands, {});
    expect(problems.map((p) => `${p.id} ${p.rule}`)).toEqual(['franz-josef-land members-not-group']);
    expect(problems[0]!.message).toContain('lists 2 member islands');
  });
});
