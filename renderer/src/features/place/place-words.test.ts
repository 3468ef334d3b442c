import { describe, expect, it } from 'vitest';
import { declinationWords, driftWords, durationWords, offsetWords, runWords } from './place-words';

describe('the words of the time and light card', () => {
  it('writes offsets as people read them', () => {
    expect(offsetWords('+12:45')).toBe('UTC+12:45');
    expect(offsetWords('-09:30')).toBe('UTC−9:30');
    expect(offsetWords('+14:00')).toBe('UTC+14');
    expect(offsetWords('+00:00')).toBe('UTC');
  });

  it('writes a run within the year without the year, and one across New Year with both', () => {
    expect(runWords({ from: '2026-04-19', to: '2026-08-24' }, 2026)).toBe('19 April to 24 August');
    expect(runWords({ from: '2026-10-27', to: '2027-02-15' }, 2026)).toBe('27 October 2026 to 15 February 2027');
  });

  it('writes daylight, the compass and its drift', () => {
    expect(durationWords(871)).toBe('14 h 31 min');
    expect(durationWords(1440)).toBe('24 h');
    expect(durationWords(0)).toBe('none');
    expect(declinationWords(-21.83)).toBe('21.8° W');
    expect(declinationWords(12.9)).toBe('12.9° E');
    expect(declinationWords(0.02)).toBe('0°');
    expect(driftWords(0.228)).toBe('moving 0.23° east a year');
    expect(driftWords(-0.001)).toBe('steady from year to year');
  });
});
