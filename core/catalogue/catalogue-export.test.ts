import { describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { toCsv } from './catalogue-export';

describe('toCsv', () => {
  it('neutralises every cell OWASP lists as a formula start, and leaves numbers and flags alone', () => {
    const rows = [
      { text: '=1+1', n: -3.5, flag: true },
      { text: '+SUM(A1)', n: 0, flag: false },
      { text: '-A1', n: 12, flag: true },
      { text: '@cmd', n: 1, flag: true },
      { text: '\tTAB', n: 1, flag: true },
      { text: '\rCR', n: 1, flag: true },
      { text: 'plain = text', n: 1, flag: true },
    ];
    const parsed = parseCsv(toCsv(rows, ['text', 'n', 'flag'])) as string[][];
    expect(parsed.slice(1).map((cells) => cells[0])).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-A1",
      "'@cmd",
      "'\tTAB",
      "'\rCR",
      'plain = text',
    ]);
    expect(parsed.slice(1).map((cells) => cells[1])).toEqual(['-3.5', '0', '12', '1', '1', '1', '1']);
    expect(parsed[1]![2]).toBe('true');
  });
});
