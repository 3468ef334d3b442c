import { describe, expect, it } from 'vitest';
import catalog from '../../../data/catalog.json';
import { formatNumber } from './format-number';

const intl = new Intl.NumberFormat('en');

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat("en") writes for every figure in the catalogue', () => {
    const figures = (catalog.islands as Record<string, unknown>[]).flatMap((island) =>
      Object.values(island).filter((value): value is number => typeof value === 'number'),
    );
    expect(figures.length).toBeGreaterThan(1000);
    for (const value of figures) expect(formatNumber(value)).toBe(intl.format(value));
  });

  it('agrees with Intl on edges: signs, rounding, grouping, zero and non-finite values', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      999,
      1000,
      -1000,
      12345.6789,
      0.0005,
      0.0004,
      1.0005,
      2.5,
      999999.9999,
      1e15,
      123456789.123,
      -0.0001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it('agrees with Intl on ten thousand random values of every size', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 10_000; i++) {
      const value = (random() - 0.3) * 10 ** Math.floor(random() * 12);
      const rounded = i % 2 === 0 ? Math.round(value) : value;
      expect(formatNumber(rounded), String(rounded)).toBe(intl.format(rounded));
    }
  });
});
