import { describe, expect, it } from 'vitest';
import { MODIS_TERRA_DAILY } from '../../../../core/satellite/gibs';
import { dailyDay, gibsMapLayer, imageryOrigin, lastDailyDay } from './gibs-map';

const ORIGIN = 'http://127.0.0.1:4329';
const NOW = new Date('2024-03-01T00:30:00Z');

describe('GIBS on a tiled map', () => {
  it('asks the WMS endpoint for Landsat 2001 over Blue Marble when no day is chosen', () => {
    expect(gibsMapLayer(ORIGIN)).toEqual({
      kind: 'composite',
      url: `${ORIGIN}/wms/epsg3857/best/wms.cgi`,
      params: {
        layers: 'BlueMarble_ShadedRelief_Bathymetry,Landsat_WELD_CorrectedReflectance_TrueColor_Global_Annual',
        format: 'image/jpeg',
        version: '1.1.1',
        time: '2001-01-01',
      },
    });
  });

  it("asks the WMTS tiles for MODIS Terra's day, upscaled past level 9", () => {
    expect(gibsMapLayer(ORIGIN, '2012-07-09')).toEqual({
      kind: 'daily',
      day: '2012-07-09',
      url: `${ORIGIN}/wmts/epsg3857/best/MODIS_Terra_CorrectedReflectance_TrueColor/default/2012-07-09/GoogleMapsCompatible_Level9/{z}/{y}/{x}.jpg`,
      maxNativeZoom: 9,
    });
  });
});

describe('the days the daily layer offers', () => {
  it('ends yesterday in UTC, whatever the hour', () => {
    expect(lastDailyDay(NOW)).toBe('2024-02-29');
    expect(lastDailyDay(new Date('2024-03-01T23:59:59Z'))).toBe('2024-02-29');
    expect(lastDailyDay(new Date('2025-01-01T00:00:00Z'))).toBe('2024-12-31');
  });

  it('takes a real day from the first to yesterday', () => {
    expect(dailyDay(MODIS_TERRA_DAILY.firstDay, NOW)).toBe('2000-02-24');
    expect(dailyDay('2012-07-09', NOW)).toBe('2012-07-09');
    expect(dailyDay('2024-02-29', NOW)).toBe('2024-02-29');
  });

  it('refuses days out of range, days that do not exist and anything else', () => {
    for (const value of [
      '2000-02-23',
      '2024-03-01',
      '2031-01-01',
      '2023-02-29',
      '2012-02-30',
      '2012-13-01',
      '2012-7-9',
      '20121-07-09',
      '2012-07-09T00:00',
      '',
      'yesterday',
    ]) {
      expect(dailyDay(value, NOW), value).toBeUndefined();
    }
  });
});

describe('the imagery origin', () => {
  it("is the first picture's origin", () => {
    expect(
      imageryOrigin([
        {},
        { satellite: { url: `${ORIGIN}/wms/epsg3857/best/wms.cgi?SERVICE=WMS` } },
        { satellite: { url: 'https://gibs.earthdata.nasa.gov/wms/epsg3857/best/wms.cgi' } },
      ]),
    ).toBe(ORIGIN);
  });

  it('is missing when no island has a usable picture', () => {
    expect(imageryOrigin([])).toBeUndefined();
    expect(imageryOrigin([{}, { satellite: undefined }])).toBeUndefined();
    expect(imageryOrigin([{ satellite: { url: 'not a url' } }, { satellite: { url: 'data:image/png,' } }])).toBe(
      undefined,
    );
  });
});
