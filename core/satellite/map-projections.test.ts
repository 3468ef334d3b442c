import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { project, type SatelliteCrs } from './map-projections';

// The PROJ definitions GIBS publishes (gibs-api-docs map-library-usage.md) and EPSG:3857's own.
const DEFINITIONS: Record<SatelliteCrs, string> = {
  'EPSG:3857':
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs',
  'EPSG:3413':
    '+proj=stere +lat_0=90 +lat_ts=70 +lon_0=-45 +k=1 +x_0=0 +y_0=0 +ellps=WGS84 +datum=WGS84 +units=m +no_defs',
  'EPSG:3031':
    '+proj=stere +lat_0=-90 +lat_ts=-71 +lon_0=0 +k=1 +x_0=0 +y_0=0 +ellps=WGS84 +datum=WGS84 +units=m +no_defs',
};

const POINTS: Record<SatelliteCrs, Array<[number, number]>> = {
  'EPSG:3857': [
    [0, 0],
    [-5.7, -15.95],
    [179.9, 71.2],
    [-179.4, 79],
    [12.5, -79.5],
  ],
  'EPSG:3413': [
    [-179.4, 71.23],
    [178.6, 70.9],
    [15.6, 78.2],
    [-45, 90],
    [100, 60],
  ],
  'EPSG:3031': [
    [-179.9, -67.4],
    [0, -90],
    [166.7, -77.5],
    [-60, -62],
    [120, -55],
  ],
};

describe('the projections GIBS serves', () => {
  for (const crs of Object.keys(DEFINITIONS) as SatelliteCrs[]) {
    it(`agrees with PROJ's ${crs} to a centimetre`, () => {
      for (const [lng, lat] of POINTS[crs]) {
        const [x, y] = proj4('WGS84', DEFINITIONS[crs], [lng, lat]) as [number, number];
        const [ox, oy] = project(crs, lng, lat);
        expect(Math.abs(ox - x)).toBeLessThan(0.01);
        expect(Math.abs(oy - y)).toBeLessThan(0.01);
      }
    });
  }
});
