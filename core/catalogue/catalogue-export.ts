import type { OutlineGeometry } from '../outlines/outline';
import type { Island } from '../contract/schemas';
import { islandSchema } from '../contract/schemas';
import { AIR_WAY_LABELS } from '../contract/enums';

/** Every Island field, in schema order: the CSV header and the GeoJSON properties. */
export const ISLAND_FIELDS = Object.keys(islandSchema.shape) as (keyof Island)[];

type PointGeometry = { type: 'Point'; coordinates: [number, number] };

export interface IslandFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    id: string;
    geometry: PointGeometry | OutlineGeometry;
    properties: Island;
  }[];
}

/**
 * GeoJSON (RFC 7946): one Feature per island, every field as a property; its point (longitude
 * first), or its outline where `outlineOf` has one (geometry=outline).
 */
export function toGeoJson(
  islands: readonly Island[],
  outlineOf?: (islandId: string) => OutlineGeometry | undefined,
): IslandFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: islands.map((island) => ({
      type: 'Feature',
      id: island.id,
      geometry: outlineOf?.(island.id) ?? { type: 'Point', coordinates: [island.longitude, island.latitude] },
      properties: island,
    })),
  };
}

/** A list in one cell: names joined by '; ', a source as 'publisher — title <url>'. */
function cellText(value: unknown): string {
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (value !== null && typeof value === 'object') {
    const { publisher, title, url } = value as { publisher?: string; title?: string; url?: string };
    return [[publisher, title].filter(Boolean).join(' — '), url ? `<${url}>` : ''].filter(Boolean).join(' ');
  }
  return String(value);
}

/** What a spreadsheet reads as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field. Text that a spreadsheet would run as a formula (an island named
 * =HYPERLINK(...)) gets a leading apostrophe, OWASP's advice, so it shows as text; numbers and
 * flags are written as they are, so -37.1 stays a number.
 */
function csvField(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = cellText(value);
  const safe = typeof value === 'number' || typeof value === 'boolean' || !FORMULA_START.test(text) ? text : `'${text}`;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they hold a comma, quote or newline. */
export function toCsv<T extends object>(rows: readonly T[], fields: readonly (keyof T)[]): string {
  const lines = [fields.map((field) => csvField(field)).join(',')];
  for (const row of rows) lines.push(fields.map((field) => csvField(row[field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The remoteness figures as flat CSV columns: a spreadsheet wants numbers, not an object. */
const REMOTENESS_COLUMNS = {
  nearestInhabited: (island: Island) => island.remoteness?.nearestInhabited.name,
  nearestInhabitedKm: (island: Island) => island.remoteness?.nearestInhabited.km,
  nearestContinent: (island: Island) => island.remoteness?.nearestContinent.name,
  nearestContinentKm: (island: Island) => island.remoteness?.nearestContinent.km,
  nearestLandKm: (island: Island) => island.remoteness?.nearestLand.km,
  isolationIndex: (island: Island) => island.remoteness?.isolationIndex ?? undefined,
} as const;

/** The satellite picture in one column: its URL, which a spreadsheet can open. */
const SATELLITE_COLUMNS = {
  satelliteUrl: (island: Island) => island.satellite?.url,
} as const;

/** A drawing is no spreadsheet cell: the sketch has no column (its coastline is the GeoJSON export's). */
const SKETCH_COLUMNS = {} as const;

/** The travel facts as columns of text; their sources as the sources column writes them. */
const TRAVEL_COLUMNS = {
  travelDeparture: (island: Island) => island.travel?.departure,
  travelFrequency: (island: Island) => island.travel?.frequency,
  travelPermit: (island: Island) => island.travel?.permit,
  travelAsOf: (island: Island) => island.travel?.asOf,
  travelUntil: (island: Island) => island.travel?.until,
  travelSources: (island: Island) => island.travel?.sources,
} as const;

/** The highest point as its height, its name and its page. */
const HIGHEST_POINT_COLUMNS = {
  highestPointMetres: (island: Island) => island.highestPoint?.metres,
  highestPointName: (island: Island) => island.highestPoint?.name,
  highestPointSources: (island: Island) => island.highestPoint?.sources,
} as const;

/** A group's islands as one readable cell, each with its area where its page gives one, and their pages. */
const MEMBERS_COLUMNS = {
  membersIslands: (island: Island) =>
    island.members?.islands.map((member) =>
      member.area === undefined ? member.name : `${member.name} (${member.area} km²)`,
    ),
  membersSources: (island: Island) => island.members?.sources,
} as const;

/** The ways in by air as one readable cell (a way, where from, how often) and their pages. */
const AIR_ACCESS_COLUMNS = {
  airAccessWays: (island: Island) =>
    island.airAccess?.map((way) =>
      [AIR_WAY_LABELS[way.by], way.from && `from ${way.from}`, way.frequency && `(${way.frequency})`]
        .filter(Boolean)
        .join(' '),
    ),
  airAccessSources: (island: Island) => island.airAccess?.flatMap((way) => way.sources),
} as const;

// A JSON array, January first: joined with '; ', a row of negative means would start with a minus
// and so be quoted as a formula.
const monthly = (values: readonly number[] | undefined) => values && JSON.stringify(values);

/** A published climate table: its station, years and page, and each monthly row. */
const CLIMATE_COLUMNS = {
  climateStation: (island: Island) => island.climate?.station,
  climatePeriod: (island: Island) => island.climate?.period,
  climateMeanMaxC: (island: Island) => monthly(island.climate?.meanMaxC),
  climateMeanMinC: (island: Island) => monthly(island.climate?.meanMinC),
  climatePrecipitationMm: (island: Island) => monthly(island.climate?.precipitationMm),
  climateSource: (island: Island) => island.climate?.source.url,
} as const;

const utc = (offset: string | undefined) => offset && `UTC${offset}`;

/** The place facts a spreadsheet sorts or filters by: zone, offsets, compass, polar light, tide station. */
const PLACE_COLUMNS = {
  timeZone: (island: Island) => island.place?.timeZone,
  // Written UTC+10:30: a bare +10:30 is what a spreadsheet reads as a formula (and the guard would quote).
  utcOffset: (island: Island) => utc(island.place?.utcOffset.standard),
  utcOffsetDaylight: (island: Island) => utc(island.place?.utcOffset.daylight),
  declination: (island: Island) => island.place?.declination.degrees,
  declinationYearlyChange: (island: Island) => island.place?.declination.yearlyChange,
  midnightSun: (island: Island) => island.place?.light.midnightSun.map((run) => `${run.from}/${run.to}`),
  polarNight: (island: Island) => island.place?.light.polarNight.map((run) => `${run.from}/${run.to}`),
  juneSolsticeDayMinutes: (island: Island) => island.place?.light.juneSolsticeDayMinutes,
  decemberSolsticeDayMinutes: (island: Island) => island.place?.light.decemberSolsticeDayMinutes,
  tideStation: (island: Island) => island.place?.tideStation?.name,
  tideStationKm: (island: Island) => island.place?.tideStation?.km,
} as const;

/** The record's history as the releases it entered and last changed in. */
const HISTORY_COLUMNS = {
  addedInRelease: (island: Island) => island.history?.added.version,
  lastChangedInRelease: (island: Island) => island.history?.changes.at(-1)?.version,
} as const;

const FLATTENED: Record<string, Record<string, (island: Island) => unknown>> = {
  highestPoint: HIGHEST_POINT_COLUMNS,
  members: MEMBERS_COLUMNS,
  travel: TRAVEL_COLUMNS,
  airAccess: AIR_ACCESS_COLUMNS,
  climate: CLIMATE_COLUMNS,
  remoteness: REMOTENESS_COLUMNS,
  satellite: SATELLITE_COLUMNS,
  sketch: SKETCH_COLUMNS,
  place: PLACE_COLUMNS,
  history: HISTORY_COLUMNS,
};

/**
 * The islands as CSV, every field or the asked ones; `highestPoint`, `members`, `travel`, `airAccess`, `climate`, `remoteness`,
 * `satellite`, `place` and `history` become the columns above.
 * Other fields (distanceKm) are written as they are.
 */
export function islandsToCsv<T extends Island>(
  islands: readonly T[],
  fields: readonly (keyof T)[] = ISLAND_FIELDS,
): string {
  const columns = csvColumns(fields);
  const rows = islands.map((island) => {
    const row: Record<string, unknown> = { ...island };
    for (const columns of Object.values(FLATTENED))
      for (const [column, value] of Object.entries(columns)) row[column] = value(island);
    return row;
  });
  return toCsv(rows, columns);
}

/** The CSV header for the asked fields: the flattened ones spelled out as their columns. */
export function csvColumns(fields: readonly PropertyKey[] = ISLAND_FIELDS): string[] {
  return fields.flatMap((field): string[] => {
    const flattened = FLATTENED[String(field)];
    return flattened ? Object.keys(flattened) : [String(field)];
  });
}
