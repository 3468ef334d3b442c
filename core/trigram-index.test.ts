import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTrigramIndex } from './trigram-index';

/** The search buffer's layout: each record's text followed by NUL, with its start offset. */
function buffer(records: string[]) {
  const starts = new Int32Array(records.length + 1);
  let text = '';
  records.forEach((record, i) => {
    starts[i] = text.length;
    text += `${record}\u0000`;
  });
  starts[records.length] = text.length;
  return { text, starts };
}

const holding = (records: string[], needle: string) =>
  records.flatMap((record, i) => (record.includes(needle) ? [i] : []));

describe('trigram index', () => {
  it('never misses a record that holds the needle, and lists candidates in order', () => {
    // A small alphabet makes shared trigrams (and hash collisions) common.
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', ' ', 'é'), maxLength: 40 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 300 }), word, (records, needle) => {
        const { text, starts } = buffer(records);
        const candidates = buildTrigramIndex(text, starts, records.length).candidates(needle);
        if (!candidates) return;
        const list = [...candidates];
        expect(list).toEqual([...list].sort((a, b) => a - b));
        expect(new Set(list).size).toBe(list.length);
        for (const i of holding(records, needle)) expect(list).toContain(i);
      }),
      { numRuns: 400 },
    );
  });

  it('narrows a rare needle to a handful of records', () => {
    const records = Array.from({ length: 5000 }, (_, i) => `island number ${i} in the remote ocean`);
    const { text, starts } = buffer(records);
    const index = buildTrigramIndex(text, starts, records.length);
    const candidates = index.candidates('number 4321 ')!;
    expect(candidates).toBeDefined();
    expect(candidates.length).toBeLessThan(50);
    expect([...candidates]).toContain(4321);
    // Too short, or in every record: the caller scans instead.
    expect(index.candidates('nu')).toBeUndefined();
    expect(index.candidates('remote')).toBeUndefined();
  });
});
