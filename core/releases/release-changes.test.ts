import { describe, expect, it } from 'vitest';
import { releaseChanges } from './release-changes';

const island = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id.toUpperCase(),
  area: 10,
  ...extra,
});

describe('what a release changed, computed from the release before', () => {
  it('lists islands added, removed and changed field by field, each sorted by id', () => {
    const before = [island('b'), island('a'), island('gone')];
    const after = [island('a', { area: 11, alternateNames: ['x'] }), island('new'), island('b'), island('c')];
    expect(releaseChanges(before, after)).toEqual({
      added: [
        { id: 'c', name: 'C' },
        { id: 'new', name: 'NEW' },
      ],
      removed: [{ id: 'gone', name: 'GONE' }],
      changed: [{ id: 'a', name: 'A', fields: ['alternateNames', 'area'] }],
    });
  });

  it('does not count key order or a field that stays absent as a change', () => {
    const before = [{ id: 'a', name: 'A', travel: { departure: 'x', asOf: 2020 } }];
    const after = [{ name: 'A', id: 'a', travel: { asOf: 2020, departure: 'x' } }];
    expect(releaseChanges(before, after).changed).toEqual([]);
  });

  it('counts a field that appears or goes as a change', () => {
    const changes = releaseChanges([island('a')], [{ id: 'a', name: 'A' }]);
    expect(changes.changed).toEqual([{ id: 'a', name: 'A', fields: ['area'] }]);
  });
});
