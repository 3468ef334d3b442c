import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import jpeg from 'jpeg-js';

/**
 * A local stand-in for NASA GIBS, which this machine cannot reach: it answers the two request
 * shapes the app makes, in the shapes GIBS documents (gibs-api-docs access-basics.md), and refuses
 * anything else, so a test fails when the app asks for what GIBS would not serve.
 *  - WMS 1.1.1 GetMap: /wms/epsg{3857,3413,3031}/best/wms.cgi?SERVICE=WMS&REQUEST=GetMap&...
 *  - WMTS REST tiles: /wmts/epsg3857/best/{Layer}/default/{YYYY-MM-DD}/{TileMatrixSet}/{z}/{y}/{x}.jpg
 * The pictures are JPEGs of the asked size: a sea-blue field with a sand-coloured disc, grained so
 * that they weigh about what real imagery of that size does (what page-speed measures depend on).
 */

/** The layers GIBS documents in each grid (docs/research/nasa-gibs.md). */
const WMS_LAYERS: Record<string, readonly string[]> = {
  epsg3857: [
    'BlueMarble_ShadedRelief_Bathymetry',
    'Landsat_WELD_CorrectedReflectance_TrueColor_Global_Annual',
    'MODIS_Terra_CorrectedReflectance_TrueColor',
  ],
  epsg3413: ['MODIS_Terra_CorrectedReflectance_TrueColor'],
  epsg3031: ['MODIS_Terra_CorrectedReflectance_TrueColor'],
};
const WMTS_TILE_SETS: Record<string, number> = {
  GoogleMapsCompatible_Level6: 6,
  GoogleMapsCompatible_Level7: 7,
  GoogleMapsCompatible_Level8: 8,
  GoogleMapsCompatible_Level9: 9,
  GoogleMapsCompatible_Level12: 12,
  GoogleMapsCompatible_Level13: 13,
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The stand-in's own bound on a picture's side; GIBS documents none. */
const MAX_SIDE = 4096;

export interface GibsRequest {
  kind: 'wms' | 'wmts';
  url: string;
}

export interface GibsStandIn {
  origin: string;
  requests: GibsRequest[];
  close(): Promise<void>;
}

const pictures = new Map<string, Buffer>();

function picture(width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  const cached = pictures.get(key);
  if (cached) return cached;
  const data = Buffer.alloc(width * height * 4);
  const radius = Math.min(width, height) / 3;
  let seed = 12345;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed % 41) - 20;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const land = (x - width / 2) ** 2 + (y - height / 2) ** 2 < radius ** 2;
      const i = (y * width + x) * 4;
      const g = grain();
      data[i] = (land ? 196 : 24) + g;
      data[i + 1] = (land ? 170 : 78) + g;
      data[i + 2] = (land ? 120 : 120) + g;
      data[i + 3] = 255;
    }
  }
  const encoded = jpeg.encode({ data, width, height }, 75).data;
  pictures.set(key, encoded);
  return encoded;
}

/** A WMS 1.1.1 service exception, as the OGC standard writes one. */
function refuse(res: ServerResponse, message: string) {
  res.writeHead(400, { 'Content-Type': 'application/vnd.ogc.se_xml', 'Access-Control-Allow-Origin': '*' });
  res.end(
    `<?xml version="1.0"?><ServiceExceptionReport version="1.1.1"><ServiceException>${message}</ServiceException></ServiceExceptionReport>`,
  );
}

function sendJpeg(res: ServerResponse, width: number, height: number) {
  res.writeHead(200, {
    'Content-Type': 'image/jpeg',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'public, max-age=3600',
  });
  res.end(picture(width, height));
}

function getMap(res: ServerResponse, grid: string, query: URLSearchParams) {
  const expect = { SERVICE: 'WMS', REQUEST: 'GetMap', VERSION: '1.1.1', STYLES: '' } as const;
  for (const [key, value] of Object.entries(expect)) {
    if (query.get(key) !== value) return refuse(res, `${key} must be ${value || 'empty'}`);
  }
  const layers = (query.get('LAYERS') ?? '').split(',');
  const unknown = layers.filter((layer) => !WMS_LAYERS[grid]!.includes(layer));
  if (layers.length === 0 || unknown.length > 0) return refuse(res, `Unknown layer in ${grid}: ${unknown.join(',')}`);
  if (query.get('SRS') !== `EPSG:${grid.slice(4)}`) return refuse(res, `SRS must be EPSG:${grid.slice(4)}`);
  if (!['image/jpeg', 'image/png'].includes(query.get('FORMAT') ?? '')) return refuse(res, 'Unsupported FORMAT');
  const bbox = (query.get('BBOX') ?? '').split(',').map(Number);
  if (bbox.length !== 4 || bbox.some((v) => !Number.isFinite(v)) || bbox[0]! >= bbox[2]! || bbox[1]! >= bbox[3]!)
    return refuse(res, 'BBOX must be minx,miny,maxx,maxy');
  const width = Number(query.get('WIDTH'));
  const height = Number(query.get('HEIGHT'));
  if (![width, height].every((side) => Number.isInteger(side) && side > 0 && side <= MAX_SIDE))
    return refuse(res, 'WIDTH and HEIGHT must be whole numbers of pixels');
  const time = query.get('TIME');
  if (time !== null && !DAY.test(time)) return refuse(res, 'TIME must be YYYY-MM-DD');
  sendJpeg(res, width, height);
}

function tile(res: ServerResponse, parts: string[]) {
  // [layer, 'default', day, tileMatrixSet, z, y, x.jpg]
  const [layer, style, day, set, z, row, file] = parts;
  const level = WMTS_TILE_SETS[set ?? ''];
  const col = /^(\d+)\.jpg$/.exec(file ?? '')?.[1];
  const zoom = Number(z);
  if (!layer || !WMS_LAYERS.epsg3857!.includes(layer) || style !== 'default' || !DAY.test(day ?? ''))
    return refuse(res, 'Unknown layer, style or day');
  if (level === undefined || !Number.isInteger(zoom) || zoom < 0 || zoom > level || col === undefined)
    return refuse(res, 'Tile out of the tile matrix set');
  if (Number(row) >= 2 ** zoom || Number(col) >= 2 ** zoom) return refuse(res, 'Tile out of bounds');
  sendJpeg(res, 256, 256);
}

/** Starts the stand-in on a port (0: any free one) of 127.0.0.1. */
export async function startGibsStandIn(port = 0): Promise<GibsStandIn> {
  const requests: GibsRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const wms = /^\/wms\/(epsg3857|epsg3413|epsg3031)\/best\/wms\.cgi$/.exec(url.pathname);
    const wmts = /^\/wmts\/epsg3857\/best\/(.+)$/.exec(url.pathname);
    if (url.pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      return res.end('GIBS stand-in\n');
    }
    if (wms) {
      requests.push({ kind: 'wms', url: req.url! });
      return getMap(res, wms[1]!, url.searchParams);
    }
    if (wmts) {
      requests.push({ kind: 'wmts', url: req.url! });
      return tile(res, wmts[1]!.split('/'));
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not a GIBS path\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
