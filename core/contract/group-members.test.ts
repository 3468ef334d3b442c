import { describe, expect, it } from 'vitest';
import { islandMembersSchema, MAX_GROUP_MEMBERS } from './group-members';

const source = { url: 'https://example.org/list', title: 'The islands', publisher: 'Example', read: '2026-12-04' };

describe('a group entry’s members', () => {
  it('lists islands by name, with an area where the page gives one, and the pages', () => {
    const members = islandMembersSchema.parse({
      islands: [{ name: ' George Land ', area: 2741 }, { name: 'Alexandra Land' }],
      sources: [source],
    });
    expect(members.islands).toEqual([{ name: 'George Land', area: 2741 }, { name: 'Alexandra Land' }]);
  });

  it('refuses a list without a page, of one island, too long, or with a bad area or stray field', () => {
    const two = [{ name: 'A island' }, { name: 'B island' }];
    const problem = (value: unknown) => islandMembersSchema.safeParse(value).error?.issues[0]?.message;
    expect(problem({ islands: two, sources: [] })).toBe('members needs at least one source');
    expect(problem({ islands: two.slice(1), sources: [source] })).toBe('members lists at least two islands');
    const many = Array.from({ length: MAX_GROUP_MEMBERS + 1 }, (_, i) => ({ name: `Island ${i}` }));
    expect(problem({ islands: many, sources: [source] })).toBe(`members lists at most ${MAX_GROUP_MEMBERS} islands`);
    expect(problem({ islands: [{ name: 'A island', area: -1 }, two[1]], sources: [source] })).toBe(
      'A member area must be positive',
    );
    expect(islandMembersSchema.safeParse({ islands: [{ name: 'A', km2: 1 }, two[1]], sources: [source] }).success).toBe(
      false,
    );
  });
});
