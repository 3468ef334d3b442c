import { describe, expect, it } from 'vitest';
import { longitudeWindow, nearestCopy, pointBounds, viewBox, wrapLongitude } from './longitude';

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

describe('viewBox', () => {
  it('folds the view into a search box, across the antimeridian when the view crosses it', () => {
    expect(viewBox({ west: -20, south: -60, east: 20, north: -30 })).toEqual({
      west: -20,
      south: -60,
      east: 20,
      north: -30,
    });
    expect(viewBox({ west: 170, south: -50, east: 190, north: -30 })).toEqual({
      west: 170,
      south: -50,
      east: -170,
      north: -30,
    });
    expect(viewBox({ west: -200, south: -10, east: -160, north: 10 })).toEqual({
      west: 160,
      south: -10,
      east: -160,
      north: 10,
    });
    expect(viewBox({ west: -300, south: -95, east: 200, north: 95 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
    expect(viewBox({ west: 100, south: 0, east: 180, north: 10 })).toEqual({
      west: 100,
      south: 0,
      east: 180,
      north: 10,
    });
  });
});
