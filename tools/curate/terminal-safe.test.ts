import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-safe';

describe('terminalSafe', () => {
  it('writes C0, DEL, C1 and lone carriage returns as \\uXXXX, and keeps tabs and line ends', () => {
    expect(terminalSafe('a\u001b[2Jb')).toBe('a\\u001b[2Jb');
    expect(terminalSafe('CSI\u009b31m red')).toBe('CSI\\u009b31m red');
    expect(terminalSafe('x\u007fy\u0085z')).toBe('x\\u007fy\\u0085z');
    expect(terminalSafe('hidden\rshown')).toBe('hidden\\u000dshown');
    expect(terminalSafe('line\r\nnext\n\tindented')).toBe('line\r\nnext\n\tindented');
    expect(terminalSafe('Île Amsterdam — Ø')).toBe('Île Amsterdam — Ø');
  });

  it('keeps JSON valid: the escapes parse back to the characters', () => {
    const value = { message: 'a\u009bb\rc' };
    expect(JSON.parse(terminalSafe(JSON.stringify(value)))).toEqual(value);
  });
});
