import { describe, expect, it } from 'vitest';
import { regionNote } from './region-note';
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
});
