import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zones';

describe("an island's time zone, from timezone-boundary-builder's boundaries", () => {
  it.each([
    ['the Chatham Islands', -43.95, -176.56, 'Pacific/Chatham'],
    ['Lord Howe Island', -31.55, 159.08, 'Australia/Lord_Howe'],
    ['Nuku Hiva, in the Marquesas', -8.86, -140.14, 'Pacific/Marquesas'],
    ['Kiritimati', 1.87, -157.4, 'Pacific/Kiritimati'],
    ['Norfolk Island', -29.03, 167.95, 'Pacific/Norfolk'],
  ])('finds %s in its own zone', (_name, latitude, longitude, zone) => {
    expect(timeZoneAt(latitude, longitude)).toBe(zone);
  });

  it('reaches the territorial sea: a point just off the coast is in the country’s zone', () => {
    // About 10 km off Tristan da Cunha's coast, inside its 12-nautical-mile sea.
    expect(timeZoneAt(-37.2, -12.45)).toBe('Atlantic/St_Helena');
  });

  it('gives the nautical zone of the longitude out at sea, where no country’s zone reaches', () => {
    expect(timeZoneAt(0, -140)).toBe('Etc/GMT+9');
    expect(timeZoneAt(-50, 100)).toBe('Etc/GMT-7');
  });

  it('answers either side of the antimeridian and at the poles', () => {
    expect(timeZoneAt(0, 179.99)).toMatch(/^Etc\/GMT-12$/);
    expect(timeZoneAt(0, -179.99)).toMatch(/^Etc\/GMT\+12$/);
    expect(timeZoneAt(89.99, 0)).toBeTruthy();
    expect(timeZoneAt(-89.99, 0)).toBeTruthy();
  });
});
