import { describe, expect, it } from 'vitest';
import { regionOf } from './region-rule';

describe('the region rule', () => {
  it('puts the islands inside the CCAMLR line in the Antarctic, and those outside it in their ocean', () => {
    expect(regionOf(-49.25, 69.58)).toBe('Antarctic'); // Kerguelen: south of 45°S between 30°E and 80°E
    expect(regionOf(-46.4, 51.77)).toBe('Antarctic'); // Île de la Possession (Crozet)
    expect(regionOf(-54.42, 3.41)).toBe('Antarctic'); // Bouvet
    expect(regionOf(-54.25, -36.75)).toBe('Antarctic'); // South Georgia
    expect(regionOf(-54.62, 158.86)).toBe('Pacific'); // Macquarie: north of 60°S east of 150°E
    expect(regionOf(-48.02, 166.6)).toBe('Pacific'); // Snares
    expect(regionOf(-51.8, -59.52)).toBe('Atlantic'); // Falklands: north of 60°S west of 50°W
    expect(regionOf(-37.83, 77.55)).toBe('Indian Ocean'); // Amsterdam Island
    expect(regionOf(-40.32, -9.93)).toBe('Atlantic'); // Gough
  });

  it('takes the Arctic Circle everywhere, and 60°N in the Bering Sea and Canadian waters', () => {
    expect(regionOf(71.03, -8.29)).toBe('Arctic'); // Jan Mayen
    expect(regionOf(60.41, -172.72)).toBe('Arctic'); // St. Matthew
    expect(regionOf(64.0, -84.0)).toBe('Arctic'); // Southampton Island
    expect(regionOf(63.3, -20.6)).toBe('Atlantic'); // Surtsey: south of the circle, east of 60°W
    expect(regionOf(57.15, -170.25)).toBe('Pacific'); // St. Paul, Pribilofs: south of 60°N
  });

  it('splits the oceans by longitude, so a flipped sign changes the answer', () => {
    expect(regionOf(-15.96, -5.71)).toBe('Atlantic'); // Saint Helena
    expect(regionOf(-27.12, -109.37)).toBe('Pacific'); // Easter Island
    expect(regionOf(-27.12, 109.37)).toBe('Indian Ocean'); // …with its longitude's sign flipped
    expect(regionOf(-10.49, 105.63)).toBe('Indian Ocean'); // Christmas Island
    expect(regionOf(19.29, 166.62)).toBe('Pacific'); // Wake
    expect(regionOf(19.29, -166.62)).toBe('Pacific'); // the Pacific spans the antimeridian
    expect(regionOf(12.5, 53.9)).toBe('Indian Ocean'); // Socotra
    expect(regionOf(24.63, -82.87)).toBe('Atlantic'); // Dry Tortugas, in the Gulf of Mexico
    expect(regionOf(10.3, -109.22)).toBe('Pacific'); // Clipperton
    expect(regionOf(-56.5, -68.7)).toBe('Pacific'); // Diego Ramírez: west of 67°W south of Cape Horn
    expect(regionOf(-48.48, -74.68)).toBe('Pacific'); // Little Wellington, in the fjords west of the divide
    expect(regionOf(-50.3, -72.8)).toBe('Atlantic'); // Lago Argentino, on the Atlantic side of the divide
    expect(regionOf(35.5, 24.0)).toBe('Atlantic'); // Crete: the Mediterranean is the Atlantic's
    expect(regionOf(52.27, -127.66)).toBe('Pacific'); // King Island, BC: the coast lies west of the divide
    expect(regionOf(56.8, -133.2)).toBe('Pacific'); // Kupreanof, in Alaska's panhandle
    expect(regionOf(52.0, -79.5)).toBe('Atlantic'); // James Bay drains to Hudson Bay
  });
});
