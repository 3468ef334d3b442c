import { describe, expect, it } from 'vitest';
import { parseCoordinate } from './coordinate-input';

describe('a coordinate as typed', () => {
  it('reads decimal degrees, with a sign or a hemisphere', () => {
    expect(parseCoordinate('-37.1052', 'latitude')).toBe(-37.1052);
    expect(parseCoordinate('37.1052', 'latitude')).toBe(37.1052);
    expect(parseCoordinate('−12.2777', 'longitude')).toBe(-12.2777);
    expect(parseCoordinate('45.5 S', 'latitude')).toBe(-45.5);
    expect(parseCoordinate('S 45.5', 'latitude')).toBe(-45.5);
    expect(parseCoordinate('12.5w', 'longitude')).toBe(-12.5);
    expect(parseCoordinate('12,5 E', 'longitude')).toBe(12.5);
  });

  it('reads degrees, minutes and seconds in the ways pages print them', () => {
    expect(parseCoordinate("45°30'S", 'latitude')).toBe(-45.5);
    expect(parseCoordinate('45° 30′ S', 'latitude')).toBe(-45.5);
    expect(parseCoordinate('37°06′19″S', 'latitude')).toBeCloseTo(-(37 + 6 / 60 + 19 / 3600), 10);
    expect(parseCoordinate('12 16 40 W', 'longitude')).toBeCloseTo(-(12 + 16 / 60 + 40 / 3600), 10);
    expect(parseCoordinate("75°42'N", 'latitude')).toBe(75.7);
    expect(parseCoordinate('152°30′E', 'longitude')).toBe(152.5);
    expect(parseCoordinate("45°30.5'S", 'latitude')).toBeCloseTo(-(45 + 30.5 / 60), 10);
  });

  it('refuses what is no coordinate of that axis', () => {
    for (const text of ['', 'abc', "45°60'S", '45°30\'70"S', '-45 S', 'N 45 S', '12.5.3', "45.5°30'"])
      expect(parseCoordinate(text, 'latitude'), text).toBeUndefined();
    expect(parseCoordinate('45 E', 'latitude')).toBeUndefined();
    expect(parseCoordinate('45 N', 'longitude')).toBeUndefined();
  });
});
