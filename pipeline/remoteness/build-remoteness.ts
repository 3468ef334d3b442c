import { parseOutlineTopology } from '@core/outlines/outline';
import type { Remoteness, RemotenessFile } from '@core/remoteness/remoteness';
import { readIslandLand } from '../outlines/island-land';
import type { OutlineOverride } from '../outlines/outline-selection';
import type { Place } from '../sources/gazetteer';
import { GAZETTEER, LAND_POLYGONS } from '../sources/open-data-sources';
import { CONTINENT_MIN_KM2, landMasses } from '../spatial/land-masses';
import { GROUP_LINK_KM, GROUP_MAX_KM2, GROUP_MIN_ISLANDS, GROUP_MIN_KM2 } from './island-groups';
import { islandCoasts } from './island-coasts';
import { nameLandMasses, type LandNames } from './land-names';
import { measureIsland } from './measure-remoteness';
import type { RemotenessIsland } from './remoteness-inputs';
import { RemotenessWorld } from './remoteness-world';

export interface RemotenessBuildInput {
  islands: RemotenessIsland[];
  overrides: Record<string, OutlineOverride>;
  /** outlines.topo.json, as the outlines product wrote it. */
  outlinesText: string;
  landFile: string;
  /** The counted places: the gazetteer's and data/gazetteer-additions.json's. */
  places: readonly Place[];
  /** data/land-names.json: the large islands outside the catalogue, named by a town on each. */
  landNames?: LandNames;
  catalogueVersion: string;
  log?: (line: string) => void;
}

export interface RemotenessBuild {
  text: string;
  figures: Map<string, Remoteness>;
  timings: Record<string, number>;
}

/**
 * The remoteness product: for every island, the nearest continent, land, larger island, inhabited
 * place and island group, and Dahl's isolation index, measured on spatial indexes over the land
 * source's coasts and the gazetteer's places. A pure function of its inputs.
 */
export async function buildRemoteness(input: RemotenessBuildInput): Promise<RemotenessBuild> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const land = await readIslandLand(input.islands, input.overrides, input.landFile, { keepContinents: true });
  lap('read and select land');
  const polygons = [...land.polygons, ...land.continentPolygons];
  const masses = landMasses(polygons);
  const coasts = islandCoasts(input.islands, parseOutlineTopology(JSON.parse(input.outlinesText)), land, masses);
  const places = input.places;
  lap('masses, coasts and places');
  const names = nameLandMasses(input.landNames ?? [], polygons, masses, places);
  const world = new RemotenessWorld(polygons, masses, coasts, places, names);
  lap('indexes');
  input.log?.(
    `remoteness: ${world.land.size.toLocaleString('en-GB')} coast points, ${world.groups.members.size} island groups, ` +
      `${places.length.toLocaleString('en-GB')} places`,
  );
  const figures = new Map<string, Remoteness>();
  coasts.forEach((coast, i) => figures.set(coast.island.id, measureIsland(world, i)));
  lap('measures');
  return { text: serialise(figures, input.catalogueVersion), figures, timings };
}

/** One island per line, in catalogue order: small diffs when one island's figures change. */
function serialise(figures: Map<string, Remoteness>, catalogueVersion: string): string {
  const metadata: RemotenessFile['metadata'] = {
    sources: [LAND_POLYGONS, GAZETTEER].map((source) => `${source.package}@${source.version}`),
    licence: `${LAND_POLYGONS.licence.name} (coasts), ${GAZETTEER.licence.name} (places)`,
    attribution: `${LAND_POLYGONS.attribution}; ${GAZETTEER.attribution}`,
    catalogueVersion,
    definitions: {
      distances: 'WGS84 geodesic km, coast to coast (outline to outline), from the point where there is no outline',
      continentMinKm2: CONTINENT_MIN_KM2,
      places:
        "GeoNames' cities1000 (places of 1,000 people or more and administrative seats, capitals among them), on no catalogue island",
      groupMinKm2: GROUP_MIN_KM2,
      groupLinkKm: GROUP_LINK_KM,
      groupMinIslands: GROUP_MIN_ISLANDS,
      groupMaxKm2: GROUP_MAX_KM2,
      isolationIndex: '√ nearest larger island km + √ nearest group km + √ nearest continent km (Dahl 1991)',
    },
  };
  const lines = [...figures].map(([id, figure]) => `  ${JSON.stringify(id)}: ${JSON.stringify(figure)}`);
  return `{\n "metadata": ${JSON.stringify(metadata)},\n "islands": {\n${lines.join(',\n')}\n }\n}\n`;
}
