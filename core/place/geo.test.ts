import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('distanceKm', () => {
  it('is 0 between a point and itself', () => {
    expect(distanceKm(at(-37.1052, -12.2777), at(-37.1052, -12.2777))).toBe(0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(distanceKm(at(0, 0), at(1, 0))).toBeCloseTo(111.195, 2);
    expect(distanceKm(at(45, 30), at(46, 30))).toBeCloseTo(111.195, 2);
  });

  it('measures one degree of longitude as about 111.2 km at the equator and half that at 60°', () => {
    expect(distanceKm(at(0, 10), at(0, 11))).toBeCloseTo(111.195, 2);
    expect(distanceKm(at(60, 10), at(60, 11))).toBeCloseTo(55.6, 1);
  });

  it('takes the short way across the antimeridian', () => {
    expect(distanceKm(at(0, 179.5), at(0, -179.5))).toBeCloseTo(111.195, 2);
  });

  it('measures half the circumference between antipodes and pole to pole', () => {
    expect(distanceKm(at(0, 0), at(0, 180))).toBeCloseTo(20015.1, 0);
    expect(distanceKm(at(90, 0), at(-90, 0))).toBeCloseTo(20015.1, 0);
    expect(distanceKm(at(10, 20), at(-10, -160))).toBeCloseTo(20015.1, 0);
  });

  it('is symmetric', () => {
    const tristan = at(-37.1052, -12.2777);
    const helena = at(-15.965, -5.7089);
    expect(distanceKm(tristan, helena)).toBe(distanceKm(helena, tristan));
  });

  it('gives a known distance: Tristan da Cunha to Saint Helena, about 2,430 km', () => {
    expect(distanceKm(at(-37.1052, -12.2777), at(-15.965, -5.7089))).toBeGreaterThan(2400);
    expect(distanceKm(at(-37.1052, -12.2777), at(-15.965, -5.7089))).toBeLessThan(2450);
  });
});
