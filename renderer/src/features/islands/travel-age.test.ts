import { describe, expect, it } from 'vitest';
import { travelAge } from './travel-age';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('travelAge', () => {
  it('says a schedule has ended once its last month has passed, not during it', () => {
    // Pitcairn's schedule ran from May 2023 to April 2024.
    expect(travelAge({ asOf: 2023, until: '2024-04' }, day('2024-04-30'))).toEqual({ stale: false });
    expect(travelAge({ asOf: 2023, until: '2024-04' }, day('2024-05-01'))).toEqual({
      ended: 'April 2024',
      stale: false,
    });
  });

  it('says facts of a year three or more years back may have changed', () => {
    expect(travelAge({ asOf: 2024 }, day('2026-12-03'))).toEqual({ stale: false });
    expect(travelAge({ asOf: 2023 }, day('2026-01-01'))).toEqual({ stale: true });
    expect(travelAge({ asOf: 2010, until: '2010-12' }, day('2026-12-03'))).toEqual({
      ended: 'December 2010',
      stale: true,
    });
    expect(travelAge({}, day('2026-12-03'))).toEqual({ stale: false });
  });
});
