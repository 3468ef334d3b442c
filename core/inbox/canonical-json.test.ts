import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprintOf } from './canonical-json';

/** The straightforward recursive definition the iterative one must match. */
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${reference((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

describe('canonicalJson', () => {
  it('matches the recursive definition on any JSON value (300 runs)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 300 },
    );
  });

  it('sorts keys at every level and parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 200 },
    );
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: '\u2028' })).toBe('{"a":"\u2028","b":[2,{"c":null,"d":1}]}');
  });

  it('does not overflow the stack on a body nested 100,000 levels deep (regression: was a 500)', () => {
    const depth = 100_000;
    let deep: unknown = 'x';
    for (let i = 0; i < depth; i++) deep = i % 2 ? { k: deep } : [deep];
    const text = canonicalJson({ name: 'Ada', extra: deep });
    expect(text.length).toBeGreaterThan(depth * 2);
    expect(fingerprintOf({ extra: deep })).toMatch(/^[0-9a-z]+\.[0-9a-z]+$/);
  });
});
