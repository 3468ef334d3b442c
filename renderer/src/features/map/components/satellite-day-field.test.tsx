import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageryNotice } from '../hooks/use-map-imagery';
import { SatelliteDayField } from './satellite-day-field';

describe('the day under a satellite map', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-03-01T00:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (day: string | undefined, status: 'loading' | 'shown' | 'failed' = 'shown', online = true) =>
    renderToStaticMarkup(<SatelliteDayField day={day} notice={imageryNotice(status, online)} onDay={() => {}} />);

  it('offers the documented first day to yesterday in UTC, empty for the composite, and says so', () => {
    const html = render(undefined);
    expect(html).toMatch(/<label for="([^"]+)" class="field__label">Day \(daily MODIS imagery\)<\/label>/);
    expect(html).toContain('type="date"');
    expect(html).toContain('min="2000-02-24" max="2024-02-29" value=""');
    expect(html).toContain('Cloud-free composite: Landsat 2001 over Blue Marble 2004');
    expect(html).not.toContain('Show the cloud-free composite');
  });

  it("names the day's picture and offers the way back to the composite", () => {
    const html = render('2012-07-09');
    expect(html).toContain('value="2012-07-09"');
    expect(html).toContain('MODIS Terra, 2012-07-09: clouds as they were');
    expect(html).toContain('Show the cloud-free composite');
  });

  it('says so when the imagery could not be loaded', () => {
    expect(render(undefined, 'loading')).not.toContain('could not be loaded');
    expect(render(undefined, 'failed')).toContain(
      '<p class="map-satellite-day__status" role="status">The satellite imagery could not be loaded.',
    );
  });

  it('says at once, offline, that the view needs a connection', () => {
    expect(render(undefined, 'loading', false)).toContain(
      'role="status">The Satellite view needs a connection. The Map view works offline.',
    );
  });
});
