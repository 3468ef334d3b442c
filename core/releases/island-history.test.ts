import { describe, expect, it } from 'vitest';
import { islandHistories, removedIds } from './island-history';
import type { Release } from './release-schema';

const release = (version: string, date: string, changes: Partial<Release['changes']>): Release => ({
  version,
  date,
  counts: { islands: 0, inhabited: 0, withSources: 0 },
  coverage: { south: 0, west: 0, north: 0, east: 0 },
  changes: { added: [], removed: [], changed: [], ...changes },
  downloads: {} as Release['downloads'],
  sha256: {} as Release['sha256'],
});

// Newest first, as data/releases.json lists them.
const RELEASES = [
  release('2026.12.1', '2026-12-20', { removed: [{ id: 'b', name: 'B' }], added: [{ id: 'c', name: 'C' }] }),
  release('2026.12.0', '2026-12-02', { changed: [{ id: 'a', name: 'A', fields: ['sources'] }] }),
  release('2026.11.0', '2026-11-25', {
    added: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
  }),
];

describe("an island's history across releases", () => {
  it('names the release it entered in and every later change, oldest first', () => {
    const histories = islandHistories(RELEASES);
    expect(histories.get('a')).toEqual({
      added: { version: '2026.11.0', date: '2026-11-25' },
      changes: [{ version: '2026.12.0', date: '2026-12-02', fields: ['sources'] }],
    });
    expect(histories.get('c')).toEqual({ added: { version: '2026.12.1', date: '2026-12-20' }, changes: [] });
    expect(histories.has('b')).toBe(false);
  });

  it('knows the release that removed an id, and forgets it if the id comes back', () => {
    expect(removedIds(RELEASES).get('b')?.version).toBe('2026.12.1');
    const back = [release('2027.1.0', '2027-01-05', { added: [{ id: 'b', name: 'B' }] }), ...RELEASES];
    expect(removedIds(back).has('b')).toBe(false);
  });
});
