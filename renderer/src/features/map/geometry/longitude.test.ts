import { describe, expect, it } from 'vitest';
import { longitudeWindow, nearestCopy, pointBounds, wrapLongitude } from './longitude';

describe('longitudes on a wrapping map', () => {
  it('wraps into [-180, 180)', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(540)).toBe(-180);
    expect(wrapLongitude(12.5)).toBe(12.5);
  });

  it('picks the copy closest to the view', () => {
    expect(nearestCopy(-170, 175)).toBe(190);
    expect(nearestCopy(170, -175)).toBe(-190);
    expect(nearestCopy(10, 0)).toBe(10);
  });

  it('finds the narrowest window, across the antimeridian when that is shorter', () => {
    // Pacific islands: 130°E to 80°W is 150° wide across 180, not 210° across 0.
    expect(longitudeWindow([130, 166, -155, -130, -109, -80])).toEqual({ west: 130, east: 280 });
    expect(longitudeWindow([-60, -10, 20])).toEqual({ west: -60, east: 20 });
    expect(longitudeWindow([5])).toEqual({ west: 5, east: 5 });
    expect(longitudeWindow([])).toBeUndefined();
  });

  it('pads the bounds of points and keeps them off the poles', () => {
    expect(
      pointBounds(
        [
          { latitude: 84, longitude: 179 },
          { latitude: -10, longitude: -179 },
        ],
        2,
      ),
    ).toEqual({
      south: -12,
      north: 85,
      west: 177,
      east: 183,
    });
  });
});
