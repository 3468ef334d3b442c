export type { RuleProblem } from './rule-problem';
import { CATEGORIES, REGIONS, regionLabel } from '../contract/enums';
import { MILITARY_WORDS, categoriesThatApply, ruleCategory } from './category-rule';
import { NO_RULE_EXCEPTIONS, type RuleExceptions } from './rule-exceptions';
import { checkDescriptionDistances } from './description-distances';
import { distanceKm } from '../place/geo';
import { isAcceptedImageUrl } from './image-hosts';
import type { Catalog, Island } from '../contract/schemas';
import { checkRecordFacts } from './record-rules';
import { checkAirAccess } from './air-access-rule';
import type { RuleProblem } from './rule-problem';
import { regionOf } from './region-rule';
import { unexplainedOceans } from './region-note';
import { catalogSchema } from '../contract/schemas';
import { RESERVED_ISLAND_IDS } from '../contract/reserved-ids';

export const MIN_CATALOGUE_DESCRIPTION = 60;

/** The region the island claims is the one its coordinates give (see region-rule.ts). */
export function insideRegion(island: Pick<Island, 'region' | 'latitude' | 'longitude'>): boolean {
  return regionOf(island.latitude, island.longitude) === island.region;
}

/** The rules one island keeps on its own: consistent flags, category and place. */
export function checkIsland(island: Island, exceptions: RuleExceptions = NO_RULE_EXCEPTIONS): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (rule: string, message: string, fix: string) => problems.push({ id: island.id, rule, message, fix });
  const explained = exceptions.category[island.id];
  const expected = ruleCategory(island);
  if (explained) {
    if (island.category !== explained.category)
      add(
        'category-rule',
        `category is ${island.category} but rule-exceptions.json explains ${explained.category}`,
        `set category=${explained.category}, or correct the exception`,
      );
  } else if (expected === undefined)
    add(
      'category-rule',
      'none of the six categories applies (inhabited, outside the tropics and the Arctic, no airstrip, no military past)',
      'explain the category it keeps in data/rule-exceptions.json, or correct the facts',
    );
  else if (island.category !== expected)
    add(
      'category-rule',
      `category is ${island.category} but the precedence rule gives ${expected} (of ${categoriesThatApply(island).join(', ')})`,
      `set category=${expected} (data/README.md: which category when several apply)`,
    );
  const military = MILITARY_WORDS.exec(`${island.description} ${island.historicalSignificance ?? ''}`);
  if (military && !island.militaryHistory && !exceptions.military[island.id])
    add(
      'military-words',
      `militaryHistory is false but its text names '${military[0]}'`,
      'set militaryHistory=true, or explain in data/rule-exceptions.json why it is no military role',
    );
  if (island.category === 'Uninhabited' && island.isInhabited)
    add(
      'uninhabited-category',
      'category is Uninhabited but isInhabited is true',
      'set isInhabited=false or change the category',
    );
  if (island.category === 'Active Airport' && !island.hasAirport)
    add(
      'airport-category',
      'category is Active Airport but hasAirport is false',
      'set hasAirport=true or change the category',
    );
  if (island.category === 'Abandoned Airstrip' && !island.hasAbandonedAirstrip)
    add(
      'airstrip-category',
      'category is Abandoned Airstrip but hasAbandonedAirstrip is false',
      'set hasAbandonedAirstrip=true or change the category',
    );
  if (island.category === 'Military History' && !island.militaryHistory)
    add(
      'military-category',
      'category is Military History but militaryHistory is false',
      'set militaryHistory=true or change the category',
    );
  if (island.category === 'Arctic' && island.region !== 'Arctic')
    add(
      'arctic-category',
      `category is Arctic but region is ${island.region}`,
      'set region=Arctic or change the category',
    );
  if (!island.isInhabited && island.population !== 0)
    add(
      'uninhabited-population',
      `not inhabited but population is ${island.population}`,
      'set population=0 or isInhabited=true',
    );
  if (island.accessMethod === 'Plane' && !island.hasAirport)
    add(
      'plane-needs-airport',
      'accessMethod is Plane but hasAirport is false',
      'set hasAirport=true or accessMethod=Boat / Boat Only',
    );
  if (!insideRegion(island))
    add(
      'region-rule',
      `coordinates ${island.latitude}, ${island.longitude} are in the ${regionOf(island.latitude, island.longitude)} region, not ${island.region}`,
      'check the signs of latitude and longitude, or set the region the rule gives (data/README.md)',
    );
  const oceans = unexplainedOceans(island);
  if (oceans.length > 0)
    add(
      'ocean-name',
      `its text names the ${oceans.map(regionLabel).join(' and the ')} but its region is ${regionLabel(island.region)}, and no region note says why`,
      'correct the region or the text, or extend core/rules/region-note.ts with the rule that explains it',
    );
  problems.push(...checkRecordFacts(island, exceptions.untraced));
  problems.push(...checkAirAccess(island, exceptions));
  if (island.imageUrl !== undefined && !isAcceptedImageUrl(island.imageUrl))
    add(
      'image-host',
      `imageUrl ${island.imageUrl} is not on an accepted NASA host`,
      'use an https URL on an accepted NASA host or remove it',
    );
  return problems;
}

export interface CatalogueCheckOptions {
  /** The shipped catalogue's coverage promises (the About page's figures rest on them); off for small test catalogues. */
  coverage?: boolean;
  /** The reviewed departures from the category and military rules (data/rule-exceptions.json). */
  exceptions?: RuleExceptions;
}

/** Every rule of the catalogue file: schema, per-island rules, uniqueness, images, coverage. */
export function checkCatalogue(input: unknown, options: CatalogueCheckOptions = {}): RuleProblem[] {
  const parsed = catalogSchema.safeParse(input);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      const [collection, index, ...rest] = issue.path;
      const record =
        typeof index === 'number'
          ? ((input as Record<string, { id?: unknown }[]>)[String(collection)]?.[index]?.id ??
            `${String(collection)}[${index}]`)
          : 'catalogue';
      return {
        id: String(record),
        rule: 'schema',
        message: `${rest.map(String).join('.') || issue.path.map(String).join('.')}: ${issue.message}`,
        fix: 'correct the field so it matches the Island schema (core/contract/schemas.ts)',
      };
    });
  }
  const catalog: Catalog = parsed.data;
  const problems: RuleProblem[] = [];
  const ids = new Set<string>();
  const names = new Map<string, string>();
  for (const island of catalog.islands) {
    if (ids.has(island.id))
      problems.push({
        id: island.id,
        rule: 'unique-id',
        message: 'id is used twice',
        fix: 'give one of them another slug',
      });
    ids.add(island.id);
    if (RESERVED_ISLAND_IDS.has(island.id))
      problems.push({
        id: island.id,
        rule: 'reserved-id',
        message: `'${island.id}' is a word of the API (/api/islands/${island.id} answers something else)`,
        fix: 'give it another slug',
      });
    const nameKey = island.name.trim().toLowerCase();
    const other = names.get(nameKey);
    if (other)
      problems.push({
        id: island.id,
        rule: 'unique-name',
        message: `name '${island.name}' is also used by ${other}`,
        fix: 'rename one of them or merge them',
      });
    names.set(nameKey, island.id);
    if (island.description.trim().length < MIN_CATALOGUE_DESCRIPTION)
      problems.push({
        id: island.id,
        rule: 'description-length',
        message: `description has ${island.description.trim().length} characters`,
        fix: `write at least ${MIN_CATALOGUE_DESCRIPTION} characters of our own words`,
      });
    problems.push(...checkIsland(island, options.exceptions));
  }
  problems.push(...otherNameProblems(catalog.islands));
  const retired = new Set<string>();
  for (const entry of catalog.retired ?? []) {
    const add = (message: string, fix: string) => problems.push({ id: entry.id, rule: 'retired-id', message, fix });
    if (ids.has(entry.id)) add('is retired but is still an island id', 'remove the island or the retired entry');
    if (retired.has(entry.id)) add('is retired twice', 'keep one entry');
    if (!ids.has(entry.into))
      add(`is retired into '${entry.into}', which is no island`, 'name the island it now lives in');
    retired.add(entry.id);
  }
  problems.push(...samePointProblems(catalog.islands));
  problems.push(...checkDescriptionDistances(catalog.islands));
  const imageIds = new Set<string>();
  for (const image of catalog.images) {
    if (!ids.has(image.islandId))
      problems.push({
        id: image.id,
        rule: 'image-island',
        message: `image refers to unknown island '${image.islandId}'`,
        fix: 'remove the image or correct islandId',
      });
    if (imageIds.has(image.id))
      problems.push({
        id: image.id,
        rule: 'unique-image-id',
        message: 'image id is used twice',
        fix: 'give the image a unique id',
      });
    imageIds.add(image.id);
  }
  if (options.coverage) problems.push(...coverageProblems(catalog.islands));
  return problems;
}

/** One other name belongs to one island: not shared, and not another island's own name. */
function otherNameProblems(islands: readonly Island[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const names = new Map(islands.map((island) => [island.name.trim().toLowerCase(), island.id]));
  const owners = new Map<string, string>();
  for (const island of islands) {
    for (const other of island.alternateNames) {
      const key = other.trim().toLowerCase();
      const named = names.get(key);
      const shared = owners.get(key);
      if (named !== undefined && named !== island.id)
        problems.push({
          id: island.id,
          rule: 'other-name',
          message: `other name '${other}' is the name of ${named}`,
          fix: 'remove it from alternateNames (search finds the island by its texts)',
        });
      else if (shared !== undefined && shared !== island.id)
        problems.push({
          id: island.id,
          rule: 'other-name',
          message: `other name '${other}' is also an other name of ${shared}`,
          fix: 'keep it on the island it names most often and remove it from the other',
        });
      owners.set(key, owners.get(key) ?? island.id);
    }
  }
  return problems;
}

const SAME_POINT_KM = 0.2;

/** Islands closer than 200 m: bucketed in ~1 km cells, each compared with its own and the 8 neighbouring cells. */
function samePointProblems(islands: readonly Island[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const cells = new Map<string, Island[]>();
  const cellOf = (island: Island) => [Math.floor(island.latitude * 100), Math.floor(island.longitude * 100)] as const;
  for (const island of islands) {
    const [row, column] = cellOf(island);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const other of cells.get(`${row + dr},${column + dc}`) ?? []) {
          if (distanceKm(other, island) < SAME_POINT_KM)
            problems.push({
              id: island.id,
              rule: 'same-point',
              message: `sits at the same point as ${other.id}`,
              fix: 'check the coordinates of both islands',
            });
        }
      }
    }
    const key = `${row},${column}`;
    cells.set(key, [...(cells.get(key) ?? []), island]);
  }
  return problems;
}

export const CATALOGUE_FLOORS = {
  total: 300,
  perRegion: 10,
  perCategory: 10,
  perMajorOcean: 25,
  polar: 30,
  featuredMin: 6,
  featuredMax: 9,
} as const;

function coverageProblems(islands: readonly Island[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (message: string, fix: string) => problems.push({ id: 'catalogue', rule: 'coverage', message, fix });
  if (islands.length < CATALOGUE_FLOORS.total)
    add(`${islands.length} islands, fewer than ${CATALOGUE_FLOORS.total}`, 'add real remote islands');
  const count = (predicate: (island: Island) => boolean) => islands.filter(predicate).length;
  for (const region of REGIONS) {
    const n = count((island) => island.region === region);
    const min =
      region === 'Pacific' || region === 'Atlantic' || region === 'Indian Ocean'
        ? CATALOGUE_FLOORS.perMajorOcean
        : CATALOGUE_FLOORS.perRegion;
    if (n < min) add(`${region} has ${n} islands, fewer than ${min}`, `add islands in the ${region} region`);
  }
  for (const category of CATEGORIES) {
    const n = count((island) => island.category === category);
    if (n < CATALOGUE_FLOORS.perCategory)
      add(
        `${category} has ${n} islands, fewer than ${CATALOGUE_FLOORS.perCategory}`,
        `add or recategorise islands as ${category}`,
      );
  }
  const polar = count((island) => island.region === 'Arctic' || island.region === 'Antarctic');
  if (polar < CATALOGUE_FLOORS.polar)
    add(
      `Arctic and Antarctic have ${polar} islands together, fewer than ${CATALOGUE_FLOORS.polar}`,
      'add polar islands',
    );
  const featured = islands.filter((island) => island.featured);
  if (featured.length < CATALOGUE_FLOORS.featuredMin || featured.length > CATALOGUE_FLOORS.featuredMax)
    add(
      `${featured.length} islands are featured, not ${CATALOGUE_FLOORS.featuredMin} to ${CATALOGUE_FLOORS.featuredMax}`,
      'set featured on 6 to 9 islands',
    );
  const featuredRegions = new Set(featured.map((island) => island.region));
  if (featured.length > 0 && featuredRegions.size < 3)
    add(
      `featured islands cover only ${featuredRegions.size} regions`,
      'spread featured islands across at least three regions',
    );
  return problems;
}
