import { stationsById, type Station as DatabaseStation } from '@neaps/tide-database';
import { useStation, type Station } from '@neaps/tide-predictor';
import { describe, expect, it } from 'vitest';
import { storedStation } from './tide-stations';
import { tidesOn } from '@core/place-facts/tides';
import { zonedInstant } from '@core/place-facts/zone-clock';

// A reference station of each source the catalogue uses, and a NOAA subordinate one (offsets).
const STATIONS = [
  ['ticon/tristan_da_cunha-722a-gbr-uhslc_rq', 'Atlantic/St_Helena'],
  ['noaa/TPT2737', 'Etc/GMT+12'],
  ['kartverket/NYA', 'Arctic/Longyearbyen'],
  ['ticon/chatham-079-nzl-uhslc_fd', 'Pacific/Chatham'],
] as const;

describe("today's tides at an island's station", () => {
  it.each(STATIONS)('at %s match the package’s own prediction from its full data', (id, zone) => {
    const original = stationsById.get(id) as DatabaseStation;
    expect(original, id).toBeDefined();
    const date = '2026-12-01';
    const ours = tidesOn(storedStation(original), zone, date);
    const [start, end] = [zonedInstant(zone, date), zonedInstant(zone, '2026-12-02')];
    // The package's own prediction from its full-precision data, over a wider span, cut to the same day.
    const theirs = useStation(original as unknown as Station)
      .getExtremesPrediction({
        start: new Date(start.getTime() - 12 * 3_600_000),
        end: new Date(end.getTime() + 12 * 3_600_000),
      })
      .extremes.filter((extreme) => extreme.time >= start && extreme.time < end);
    expect(ours.extremes.length).toBeGreaterThanOrEqual(2);
    expect(ours.extremes.length).toBe(theirs.length);
    ours.extremes.forEach((extreme, i) => {
      expect(extreme.type).toBe(theirs[i]!.high ? 'high' : 'low');
      expect(Math.abs(extreme.time.getTime() - theirs[i]!.time.getTime())).toBeLessThan(60_000);
      expect(extreme.heightM).toBeCloseTo(theirs[i]!.level, 1);
    });
  });

  it('keeps the local day: every extreme falls between its midnights, highs and lows alternating', () => {
    const station = storedStation(stationsById.get('ticon/chatham-079-nzl-uhslc_fd') as DatabaseStation);
    for (const date of ['2026-04-05', '2026-09-27', '2026-12-31']) {
      const { extremes } = tidesOn(station, 'Pacific/Chatham', date);
      for (const extreme of extremes) {
        expect(extreme.time >= zonedInstant('Pacific/Chatham', date)).toBe(true);
      }
      extremes.slice(1).forEach((extreme, i) => expect(extreme.type).not.toBe(extremes[i]!.type));
    }
  });

  it('gives heights above the chart datum where the station has one', () => {
    const station = storedStation(stationsById.get('ticon/tristan_da_cunha-722a-gbr-uhslc_rq') as DatabaseStation);
    const { datum, extremes } = tidesOn(station, 'Atlantic/St_Helena', '2026-12-01');
    expect(datum).toBe('LAT');
    // Heights above the lowest astronomical tide are never below it.
    for (const extreme of extremes) expect(extreme.heightM).toBeGreaterThanOrEqual(0);
  });
});
