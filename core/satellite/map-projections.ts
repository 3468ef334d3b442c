/**
 * The three map projections NASA's imagery service (GIBS) serves a picture in that keep an island's
 * shape: all are conformal, so a small island is drawn true whatever its latitude (a plain
 * latitude/longitude grid would stretch one at 79°N five times along its parallels). Parameters are
 * GIBS's own (gibs-api-docs, map-library-usage.md's PROJ strings; EPSG:3857 is spherical by definition).
 */

export type SatelliteCrs = 'EPSG:3857' | 'EPSG:3413' | 'EPSG:3031';

const RAD = Math.PI / 180;
/** WGS84, the ellipsoid of both polar grids. */
const WGS84_A = 6378137;
const WGS84_E = Math.sqrt(0.00669437999014);
/** Web Mercator's sphere radius and its square world's half width. */
export const MERCATOR_HALF_WORLD = Math.PI * WGS84_A;
/** The square grid both polar projections serve: ±4,194,304 m on each axis. */
export const POLAR_GRID_HALF = 4194304;
/** Web Mercator's last latitude: the square world's edge. */
export const MERCATOR_MAX_LATITUDE = 85.0511287798;

export type Projected = [x: number, y: number];

function webMercator(longitude: number, latitude: number): Projected {
  const lat = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  return [WGS84_A * longitude * RAD, WGS84_A * Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2))];
}

/** Snyder's t (Map Projections: A Working Manual, eq. 15-9) for the north-polar aspect. */
function snyderT(latitude: number): number {
  const phi = latitude * RAD;
  const sin = WGS84_E * Math.sin(phi);
  return Math.tan(Math.PI / 4 - phi / 2) / ((1 - sin) / (1 + sin)) ** (WGS84_E / 2);
}

/**
 * Ellipsoidal polar stereographic with a true-scale latitude (Snyder eqs. 21-33, 21-34); the
 * south aspect is the north one with latitude, longitude and both axes negated.
 */
function polarStereographic(trueScaleLatitude: number, centralMeridian: number, south: boolean) {
  const latTs = south ? -trueScaleLatitude : trueScaleLatitude;
  const sinTs = Math.sin(latTs * RAD);
  const mc = Math.cos(latTs * RAD) / Math.sqrt(1 - WGS84_E ** 2 * sinTs ** 2);
  const scale = (WGS84_A * mc) / snyderT(latTs);
  return (longitude: number, latitude: number): Projected => {
    const lat = south ? -latitude : latitude;
    const lambda = ((south ? -longitude : longitude) - (south ? -centralMeridian : centralMeridian)) * RAD;
    const rho = scale * snyderT(lat);
    const x = rho * Math.sin(lambda);
    const y = -rho * Math.cos(lambda);
    return south ? [-x, -y] : [x, y];
  };
}

const PROJECTIONS: Record<SatelliteCrs, (longitude: number, latitude: number) => Projected> = {
  'EPSG:3857': webMercator,
  // NSIDC Sea Ice Polar Stereographic North: +lat_ts=70 +lon_0=-45.
  'EPSG:3413': polarStereographic(70, -45, false),
  // Antarctic Polar Stereographic: +lat_ts=-71 +lon_0=0.
  'EPSG:3031': polarStereographic(-71, 0, true),
};

/** A point (degrees) in a projection's metres. */
export function project(crs: SatelliteCrs, longitude: number, latitude: number): Projected {
  return PROJECTIONS[crs](longitude, latitude);
}

/** How many projected metres one metre on the ground is at a latitude, in Web Mercator. */
export function mercatorScale(latitude: number): number {
  return 1 / Math.cos(Math.min(Math.abs(latitude), MERCATOR_MAX_LATITUDE) * RAD);
}
