import { describe, expect, it } from 'vitest';
import { ELL as ell, ring, square } from '../../tests/support/geometry';
import { holesInside } from './stray-holes';

describe('holes and their shell', () => {
  it('keeps the lakes inside the shell and drops the ones only its box holds', () => {
    const lake = square(0.2, 0.2, 0.5);
    const upper = square(0.2, 3, 0.5);
    const stray = square(2.5, 2.5, 0.5);
    const far = square(10, 10, 1);
    expect(holesInside(ell, [lake, stray, upper, far])).toEqual([lake, upper]);
  });

  it('keeps a hole that touches its shell at its first vertex', () => {
    const touching = [
      [2, 0],
      [2.5, 0.5],
      [3, 0.2],
      [2, 0],
    ];
    expect(holesInside(ell, [touching])).toEqual([touching]);
  });

  it('tests against a shell of many vertices by band, as a direct scan would', () => {
    // A circle of 20,000 vertices, lakes on a grid across its box: inside exactly when within the radius.
    const circle = ring(0, 0, 10, 20_000);
    const lakes = [];
    for (let x = -9.5; x < 10; x += 1) for (let y = -9.5; y < 10; y += 1) lakes.push(square(x, y, 0.01));
    const kept = holesInside(circle, lakes);
    const expected = lakes.filter((lake) => {
      const [x, y] = lake[0]!;
      return Math.hypot(x!, y!) < 10 && Math.hypot(x! + 0.01, y! + 0.01) < 10;
    });
    expect(kept.length).toBe(expected.length);
    expect(kept).toEqual(expect.arrayContaining(expected));
  });
});
