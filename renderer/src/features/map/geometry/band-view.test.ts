import { describe, expect, it } from 'vitest';
import catalogue from '../../../../../data/catalog.json';
import { bandView } from './band-view';
import { pointBounds } from './longitude';

const arctic = catalogue.islands.filter((island) => island.region === 'Arctic');
const phone = { width: 358, height: 420 };
const desktop = { width: 880, height: 560 };
const TILE = 256;
const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

describe('the view of a set that circles the globe', () => {
  it('zooms the Arctic until its band fills two thirds of a phone map, where fitting gave a strip', () => {
    const bounds = pointBounds(arctic, 3)!;
    expect(bounds.east - bounds.west).toBeGreaterThan(300);
    const view = bandView(arctic, bounds, phone)!;
    const fitZoom = Math.log2(((phone.width - 48) * 360) / (TILE * (bounds.east - bounds.west)));
    expect(view.zoom).toBeGreaterThan(fitZoom + 1);
    const bandPixels = ((y(bounds.north) - y(bounds.south)) / (2 * Math.PI)) * TILE * 2 ** view.zoom;
    expect(bandPixels).toBeGreaterThanOrEqual(((phone.height - 48) * 2) / 3 - 1);
    expect(bandPixels).toBeLessThanOrEqual(phone.height);
    // Centred in the band, on the stretch of longitude with the most islands.
    expect(view.center[0]).toBeGreaterThan(bounds.south);
    expect(view.center[0]).toBeLessThan(bounds.north);
    const visible = ((phone.width - 48) * 360) / (TILE * 2 ** view.zoom);
    const inView = arctic.filter((island) => {
      const offset = ((((island.longitude - view.center[1] + 540) % 360) + 360) % 360) - 180;
      return Math.abs(offset) <= visible / 2;
    });
    // Anywhere else along the circle holds no more.
    for (let start = -180; start < 180; start += 5) {
      const other = arctic.filter((island) => (island.longitude - start + 360) % 360 <= visible);
      expect(other.length).toBeLessThanOrEqual(inView.length);
    }
  });

  it('zooms less on a wide desktop map, which already shows more of the band', () => {
    const bounds = pointBounds(arctic, 3)!;
    const onPhone = bandView(arctic, bounds, phone)!;
    const onDesktop = bandView(arctic, bounds, desktop);
    // Undefined: the ordinary fit, which shows every longitude.
    const visibleDesktop = onDesktop ? ((desktop.width - 48) * 360) / (TILE * 2 ** onDesktop.zoom) : 360;
    const visiblePhone = ((phone.width - 48) * 360) / (TILE * 2 ** onPhone.zoom);
    expect(visibleDesktop).toBeGreaterThan(visiblePhone * 1.5);
  });

  it('leaves a set that does not circle the globe to the ordinary fit', () => {
    const pacific = catalogue.islands.filter((island) => island.region === 'Pacific').slice(0, 5);
    const aleutians = [
      { latitude: 52.9, longitude: 172.9 },
      { latitude: 51.9, longitude: -176.6 },
      { latitude: 53.9, longitude: -166.5 },
    ];
    expect(bandView(aleutians, pointBounds(aleutians, 3)!, phone)).toBeUndefined();
    const bounds = pointBounds(pacific, 3)!;
    if (bounds.east - bounds.west < 180) expect(bandView(pacific, bounds, phone)).toBeUndefined();
    expect(bandView([], { south: 0, north: 1, west: 0, east: 1 }, phone)).toBeUndefined();
  });
});
