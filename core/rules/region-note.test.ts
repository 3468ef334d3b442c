import { describe, expect, it } from 'vitest';
import { regionNote, unexplainedOceans } from './region-note';
import { regionOf } from './region-rule';

describe('regionNote', () => {
  it('explains Kerguelen (49°S) filed as Antarctic, and nothing for an island south of 60°S', () => {
    expect(regionOf(-49.35, 70.2)).toBe('Antarctic');
    expect(regionNote({ region: 'Antarctic', latitude: -49.35 })).toMatch(/Antarctic Convergence/);
    expect(regionNote({ region: 'Antarctic', latitude: -62.9 })).toBeUndefined();
  });

  it('explains an Arctic island south of the Arctic Circle, and nothing for the others', () => {
    expect(regionOf(63.5, -170)).toBe('Arctic');
    expect(regionNote({ region: 'Arctic', latitude: 63.5 })).toMatch(/south of the Arctic Circle/);
    expect(regionNote({ region: 'Arctic', latitude: 78 })).toBeUndefined();
    expect(regionNote({ region: 'Pacific', latitude: -49 })).toBeUndefined();
  });

  it('explains an island north of the CCAMLR line whose text calls its waters the Southern Ocean', () => {
    // Macquarie, 54.6°S 158.9°E: the CCAMLR line is 60°S in that sector, so the rule gives Pacific.
    expect(regionOf(-54.62, 158.86)).toBe('Pacific');
    const macquarie = {
      region: 'Pacific' as const,
      latitude: -54.62,
      description: 'A long island in the Southern Ocean.',
    };
    expect(regionNote(macquarie)).toBe(
      'Pacific Ocean by our rule: north of the CCAMLR line, where our Antarctic begins, though these waters are often called the Southern Ocean.',
    );
    expect(unexplainedOceans(macquarie)).toEqual([]);
    expect(unexplainedOceans({ ...macquarie, description: 'A long island in the South Atlantic.' })).toEqual([
      'Atlantic',
    ]);
  });
});
