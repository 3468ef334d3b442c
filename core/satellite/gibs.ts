import type { SatelliteCrs } from './map-projections';

/**
 * NASA's Global Imagery Browse Services as its documentation states them (gibs-api-docs:
 * access-basics.md, access-advanced-topics.md, map-library-usage.md; Worldview's layer metadata for
 * periods). Read and cited in docs/research/nasa-gibs.md; nothing here is from memory.
 */
export const GIBS_ORIGIN = 'https://gibs.earthdata.nasa.gov';
export const GIBS_HOST = 'gibs.earthdata.nasa.gov';

/** The acknowledgement GIBS asks of every client, word for word (gibs-api-docs index.md). */
export const GIBS_CREDIT =
  "We acknowledge the use of imagery provided by services from NASA's Global Imagery Browse Services (GIBS), part of NASA's Earth Observing System Data and Information System (EOSDIS).";
/** The short line under a picture or on a map. */
export const GIBS_SHORT_CREDIT = 'NASA GIBS';

export interface GibsLayer {
  id: string;
  title: string;
  /** The name in a picture's caption. */
  short: string;
  /** Metres a pixel at the layer's finest level. */
  resolutionM: number;
  /** The TIME sent for it, or none for a layer without a time dimension. */
  time?: string;
  /** What the picture shows, in words: its date or period. */
  period: string;
  cloudFree: boolean;
}

/** Cloud-free August 2004 MODIS composite with shaded relief and bathymetry: covers every sea. */
export const BLUE_MARBLE: GibsLayer = {
  id: 'BlueMarble_ShadedRelief_Bathymetry',
  title: 'Blue Marble (shaded relief and bathymetry)',
  short: 'Blue Marble',
  resolutionM: 500,
  period: 'August 2004',
  cloudFree: true,
};

/**
 * Landsat WELD annual true-colour composite, 31.25 m; Worldview's metadata gives its annual
 * period as 1989-2001, and 2001 is the last. Land only: where it has no data, the layer under it
 * shows (WMS draws its LAYERS bottom first, and OnEarth drops a layer with no data for the date).
 */
export const LANDSAT_ANNUAL: GibsLayer = {
  id: 'Landsat_WELD_CorrectedReflectance_TrueColor_Global_Annual',
  title: 'Landsat WELD annual true colour',
  short: 'Landsat',
  resolutionM: 31.25,
  time: '2001-01-01',
  period: '2001',
  cloudFree: true,
};

/** MODIS Terra daily true colour, 250 m, since 2000-02-24; the one documented in both polar grids. */
export const MODIS_TERRA_DAILY = {
  id: 'MODIS_Terra_CorrectedReflectance_TrueColor',
  title: 'MODIS Terra corrected reflectance (true colour)',
  short: 'MODIS Terra',
  resolutionM: 250,
  firstDay: '2000-02-24',
  /** Web Mercator tile set for 250 m layers (map-library-usage.md), 256 px tiles. */
  mercatorTileMatrixSet: 'GoogleMapsCompatible_Level9',
  maxZoom: 9,
} as const;

/**
 * Polar pictures come from the daily MODIS layer, on a day of each pole's summer the docs' own
 * examples use (epsg3413 2013-08-01; epsg3031 2012-02-09): no cloud-free layer is documented there.
 */
export const POLAR_DAYS: Record<'EPSG:3413' | 'EPSG:3031', string> = {
  'EPSG:3413': '2013-08-01',
  'EPSG:3031': '2012-02-09',
};

export function polarDailyLayer(crs: 'EPSG:3413' | 'EPSG:3031'): GibsLayer {
  return {
    id: MODIS_TERRA_DAILY.id,
    title: MODIS_TERRA_DAILY.title,
    short: MODIS_TERRA_DAILY.short,
    resolutionM: MODIS_TERRA_DAILY.resolutionM,
    time: POLAR_DAYS[crs],
    period: POLAR_DAYS[crs],
    cloudFree: false,
  };
}

const EPSG_PATH: Record<SatelliteCrs, string> = {
  'EPSG:3857': 'epsg3857',
  'EPSG:3413': 'epsg3413',
  'EPSG:3031': 'epsg3031',
};

export interface GetMapRequest {
  crs: SatelliteCrs;
  /** Bottom layer first. */
  layers: readonly GibsLayer[];
  bbox: readonly [number, number, number, number];
  width: number;
  height: number;
}

/**
 * A WMS 1.1.1 GetMap on the "best" endpoint (access-basics.md's example shape). 1.1.1 because its
 * BBOX is always x,y: the docs leave 1.3.0's axis order open. One TIME serves every layer; a layer
 * without a time dimension ignores it.
 */
export function wmsGetMapUrl(origin: string, request: GetMapRequest): string {
  const time = request.layers.find((layer) => layer.time)?.time;
  const params = [
    ['SERVICE', 'WMS'],
    ['REQUEST', 'GetMap'],
    ['VERSION', '1.1.1'],
    ['LAYERS', request.layers.map((layer) => layer.id).join(',')],
    ['STYLES', ''],
    ['FORMAT', 'image/jpeg'],
    ['SRS', request.crs],
    ['BBOX', request.bbox.join(',')],
    ['WIDTH', String(request.width)],
    ['HEIGHT', String(request.height)],
    ...(time ? [['TIME', time]] : []),
  ];
  // Written as the docs write them (SRS=EPSG:3857, FORMAT=image/jpeg): every value is a name or number.
  const query = params.map(([key, value]) => `${key}=${value!.replace(/[^\w.,:/-]/g, encodeURIComponent)}`).join('&');
  return `${origin}/wms/${EPSG_PATH[request.crs]}/best/wms.cgi?${query}`;
}

/**
 * The WMTS REST tile address of a daily layer in Web Mercator, in Leaflet's {z}/{y}/{x} form:
 * row before column, as access-basics.md's pattern has it.
 */
export function wmtsDailyTileTemplate(origin: string, day: string): string {
  const layer = MODIS_TERRA_DAILY;
  return `${origin}/wmts/epsg3857/best/${layer.id}/default/${day}/${layer.mercatorTileMatrixSet}/{z}/{y}/{x}.jpg`;
}

/** The WMS endpoint a tiled map asks for the cloud-free composite (Leaflet's WMS layer). */
export function wmsEndpoint(origin: string, crs: SatelliteCrs = 'EPSG:3857'): string {
  return `${origin}/wms/${EPSG_PATH[crs]}/best/wms.cgi`;
}

/** An origin setting as the service's base: https, or http for a local stand-in; no path. */
export function gibsOrigin(value: string | undefined): string {
  if (!value) return GIBS_ORIGIN;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`GIBS_URL must be http(s): ${value}`);
  return url.origin;
}
