import { describe, expect, it } from 'vitest';
import type { Island } from '@core/contract/schemas';
import { GUIDES, readTime } from './guides';
import { guidesFor } from './guides-for-island';

const island = (overrides: Partial<Island>): Island =>
  ({
    id: 'x',
    name: 'X',
    description: 'A small island far from anywhere.',
    region: 'Atlantic',
    isInhabited: true,
    militaryHistory: false,
    ...overrides,
  }) as Island;

const ids = (record: Island) => guidesFor(record).map((guide) => guide.id);

describe('the guides an island page links to', () => {
  it('gives every island the getting-there guide, and only that when nothing else applies', () => {
    expect(ids(island({}))).toEqual(['transportation']);
  });

  it('adds Arctic safety in the Arctic, and fragile ecosystems where nobody lives', () => {
    expect(ids(island({ region: 'Arctic', isInhabited: false }))).toEqual([
      'arctic-safety',
      'conservation',
      'transportation',
    ]);
  });

  it('adds the Pacific war guide only where the record speaks of that war', () => {
    const tested = island({ region: 'Pacific', militaryHistory: true, historicalSignificance: 'Nuclear tests 1958.' });
    expect(ids(tested)).not.toContain('wwii-history');
    const battle = island({ ...tested, historicalSignificance: 'Japanese forces held it from 1942 to 1945.' });
    expect(ids(battle)).toContain('wwii-history');
    expect(ids({ ...battle, region: 'Atlantic' })).not.toContain('wwii-history');
  });
});

describe('read times', () => {
  it('are the minutes the shown text takes at 200 words a minute, never the old 8 to 15', () => {
    for (const guide of GUIDES) {
      const words = [guide.title, guide.summary, ...guide.topics, ...guide.outline].join(' ').split(/\s+/).length;
      expect(readTime(guide)).toBe(`${Math.ceil(words / 200)} min read`);
    }
    expect(readTime({ ...GUIDES[0]!, outline: Array(80).fill('five words in a row') })).toBe('3 min read');
  });
});
