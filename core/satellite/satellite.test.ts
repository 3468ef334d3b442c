import fc from 'fast-check';
import geographiclib from 'geographiclib-geodesic';
import { describe, expect, it } from 'vitest';
import outlinesFile from '../../data/outlines.topo.json';
import { BLUE_MARBLE, GIBS_CREDIT, LANDSAT_ANNUAL, MODIS_TERRA_DAILY } from './gibs';
import { project } from './map-projections';
import { islandOutline, outlineBbox, parseOutlineTopology } from '../outlines/outline';
import {
  SATELLITE_ASPECT,
  satelliteCaption,
  satelliteFor,
  satelliteFrame,
  satelliteImageUrl,
  satelliteSrcSet,
  SATELLITE_WIDTHS,
  type LonLatBox,
} from './satellite';

const ORIGIN = 'https://gibs.earthdata.nasa.gov';
const geodesic = geographiclib.Geodesic.WGS84;
const topology = parseOutlineTopology(outlinesFile);

function outlinePoints(id: string): Array<[number, number]> {
  const outline = islandOutline(topology, id);
  if (!outline) throw new Error(`no outline for ${id}`);
  const polygons = outline.geometry.type === 'Polygon' ? [outline.geometry.coordinates] : outline.geometry.coordinates;
  return polygons.flatMap((polygon) => polygon[0]!.map(([lng, lat]) => [lng!, lat!] as [number, number]));
}

function boxOf(id: string): LonLatBox {
  return outlineBbox(islandOutline(topology, id)!.geometry);
}

/** Every outline point inside the frame, with at least `margin` of the frame's span to spare. */
function expectInside(id: string) {
  const { crs, bbox } = satelliteFrame(boxOf(id));
  const [minX, minY, maxX, maxY] = bbox;
  const spare = 0.05 * Math.min(maxX - minX, maxY - minY);
  for (const [lng, lat] of outlinePoints(id)) {
    const [x, y] = project(crs, lng, lat);
    expect(x).toBeGreaterThan(minX + spare);
    expect(x).toBeLessThan(maxX - spare);
    expect(y).toBeGreaterThan(minY + spare);
    expect(y).toBeLessThan(maxY - spare);
  }
  return { crs, bbox };
}

describe('an island framed from space', () => {
  it('holds the whole outline with room round it, at a tropical island', () => {
    expect(expectInside('saint-helena').crs).toBe('EPSG:3857');
  });

  it('holds an island at 79°N whole, in a projection that keeps its shape', () => {
    const { crs } = expectInside('kvitoya');
    expect(crs).toBe('EPSG:3857');
    // The frame's shape in projected metres is its shape on the ground: a 0.05° by 0.25° box at
    // 79°N measured on the ellipsoid and in the frame's projection agree within 1%.
    const [lng, lat] = [32.5, 79.0];
    const ew = geodesic.Inverse(lat, lng, lat, lng + 0.25).s12!;
    const ns = geodesic.Inverse(lat, lng, lat + 0.05, lng).s12!;
    const a = project(crs, lng, lat);
    const b = project(crs, lng + 0.25, lat + 0.05);
    expect((b[0] - a[0]) / (b[1] - a[1]) / (ew / ns)).toBeCloseTo(1, 2);
  });

  it('frames an island across the antimeridian in a polar grid, with no seam', () => {
    const box = boxOf('wrangel-island');
    expect(box[0]).toBeGreaterThan(box[2]);
    expect(expectInside('wrangel-island').crs).toBe('EPSG:3413');
  });

  it('keeps a small island just short of 180° inside the one world Web Mercator draws', () => {
    const satellite = satelliteFor({ latitude: -67.4, longitude: -179.9167, area: 0.4 }, undefined, ORIGIN);
    expect(satellite.crs).toBe('EPSG:3857');
    const [x, y] = project('EPSG:3857', -179.9167, -67.4);
    const [minX, minY, maxX, maxY] = satellite.bbox as [number, number, number, number];
    expect(minX).toBeGreaterThanOrEqual(-20037509);
    expect(maxX).toBeLessThanOrEqual(20037509);
    expect(x).toBeGreaterThan(minX);
    expect(x).toBeLessThan(maxX);
    expect(y).toBeGreaterThan(minY);
    expect(y).toBeLessThan(maxY);
  });

  it('asks for pixels in the frame’s own shape, so nothing is stretched', () => {
    for (const id of ['saint-helena', 'kvitoya', 'wrangel-island']) {
      const satellite = satelliteFor({ latitude: 0, longitude: 0 }, boxOf(id), ORIGIN);
      const [minX, minY, maxX, maxY] = satellite.bbox;
      expect(satellite.width / satellite.height).toBeCloseTo((maxX! - minX!) / (maxY! - minY!), 2);
      expect(satellite.width / satellite.height).toBeCloseTo(SATELLITE_ASPECT, 2);
    }
  });

  it('gives the same bytes for the same island', () => {
    const one = satelliteFor({ latitude: 0, longitude: 0 }, boxOf('saint-helena'), ORIGIN);
    const two = satelliteFor({ latitude: 0, longitude: 0 }, boxOf('saint-helena'), ORIGIN);
    expect(JSON.stringify(one)).toBe(JSON.stringify(two));
    expect(one.bbox.every(Number.isInteger)).toBe(true);
  });
});

describe('which NASA layers a picture draws', () => {
  it('lays Landsat over Blue Marble for a small island, so Blue Marble shows where Landsat has no data', () => {
    const satellite = satelliteFor({ latitude: -15.95, longitude: -5.7, area: 122 }, undefined, ORIGIN);
    expect(satellite.layers.map((layer) => layer.id)).toEqual([BLUE_MARBLE.id, LANDSAT_ANNUAL.id]);
    expect(satellite.url).toContain(`LAYERS=${BLUE_MARBLE.id},${LANDSAT_ANNUAL.id}&`);
    expect(satellite.url).toContain('TIME=2001-01-01');
  });

  it('draws only Blue Marble where its 500 m are finer than the frame needs', () => {
    const satellite = satelliteFor({ latitude: 78.5, longitude: 16, area: 61_000 }, undefined, ORIGIN);
    expect(satellite.layers.map((layer) => layer.id)).toEqual([BLUE_MARBLE.id]);
    expect(satellite.url).not.toContain('TIME=');
  });

  it('uses the daily MODIS layer documented in the polar grids, on a summer day', () => {
    const satellite = satelliteFor({ latitude: 0, longitude: 0 }, boxOf('wrangel-island'), ORIGIN);
    expect(satellite.layers).toEqual([expect.objectContaining({ id: MODIS_TERRA_DAILY.id, cloudFree: false })]);
    expect(satellite.url).toMatch(/^https:\/\/gibs\.earthdata\.nasa\.gov\/wms\/epsg3413\/best\/wms\.cgi\?/);
    expect(satellite.url).toContain('SRS=EPSG:3413');
    expect(satellite.url).toContain('TIME=2013-08-01');
  });

  it('writes the documented WMS 1.1.1 GetMap shape and the credit GIBS asks for', () => {
    const satellite = satelliteFor({ latitude: -15.95, longitude: -5.7, area: 122 }, undefined, ORIGIN);
    const url = new URL(satellite.url);
    expect(url.pathname).toBe('/wms/epsg3857/best/wms.cgi');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      SERVICE: 'WMS',
      REQUEST: 'GetMap',
      VERSION: '1.1.1',
      STYLES: '',
      FORMAT: 'image/jpeg',
      SRS: 'EPSG:3857',
      WIDTH: '1024',
      HEIGHT: '640',
      BBOX: satellite.bbox.join(','),
    });
    expect(satellite.credit).toBe(GIBS_CREDIT);
    expect(satelliteCaption(satellite)).toBe('Landsat, 2001 · NASA GIBS');
  });
});

describe('the same picture at other sizes', () => {
  const satellite = satelliteFor({ latitude: -15.95, longitude: -5.7, area: 122 }, undefined, ORIGIN);

  it('keeps the frame and its shape at each srcset width', () => {
    const entries = satelliteSrcSet(satellite).split(', ');
    expect(entries).toHaveLength(SATELLITE_WIDTHS.length);
    for (const entry of entries) {
      const [href, w] = entry.split(' ');
      const url = new URL(href!);
      expect(url.searchParams.get('BBOX')).toBe(satellite.bbox.join(','));
      expect(Number(url.searchParams.get('WIDTH')) / Number(url.searchParams.get('HEIGHT'))).toBeCloseTo(1.6, 1);
      expect(`${url.searchParams.get('WIDTH')}w`).toBe(w);
    }
  });

  it('widens the frame about its centre for a wide hero, never cutting the island', () => {
    const url = new URL(satelliteImageUrl(satellite, 1600, 2.5));
    const [minX, minY, maxX, maxY] = url.searchParams.get('BBOX')!.split(',').map(Number);
    expect(minX).toBeLessThanOrEqual(satellite.bbox[0]!);
    expect(maxX).toBeGreaterThanOrEqual(satellite.bbox[2]!);
    expect([minY, maxY]).toEqual([satellite.bbox[1], satellite.bbox[3]]);
    expect(Number(url.searchParams.get('WIDTH')) / Number(url.searchParams.get('HEIGHT'))).toBeCloseTo(2.5, 1);
  });
});

describe('a frame for any record', () => {
  it('is finite for every point and area, however large (a stored 1e308 km² among them)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 1e308, noNaN: true }), { nil: undefined }),
        (latitude, longitude, area) => {
          const picture = satelliteFor({ latitude, longitude, area }, undefined, 'https://gibs.example');
          expect(picture.bbox.every(Number.isFinite)).toBe(true);
          expect(new URL(picture.url).searchParams.get('BBOX')).not.toMatch(/NaN|Infinity/);
        },
      ),
      { numRuns: 500 },
    );
    expect(
      satelliteFor({ latitude: -20, longitude: 170, area: 1e308 }, undefined, 'https://gibs.example').bbox.every(
        Number.isFinite,
      ),
    ).toBe(true);
  });
});
