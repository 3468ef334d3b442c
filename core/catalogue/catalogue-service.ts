import type { Category, Region } from '../contract/enums';
import { parseCategory, parseRegion } from '../contract/enums';
import { GoneError, InvalidError, NotFoundError } from '../contract/errors';
import { islandHistories, removedIds } from '../releases/island-history';
import type { Release } from '../releases/release-schema';
import { computeStatistics, prepareSearch, searchIslands, sortIslands } from './catalogue-queries';
import { countFacets, type Facets } from './facets';
import { exploreCounts } from './explore-counts';
import { EXPLORE_PAGE_SIZE, type ExplorePage } from './explore-page';
import { prepareSorts, queryIslands, type IslandPage, type IslandQuery, type IslandResult } from './island-query';
import type { OutlineGap } from '../outlines/outline-gap';
import type { OutlineSketch } from '../outlines/outline-sketch';
import { pickFields } from './pick-fields';
import type { CatalogueIsland, Island, IslandImage, IslandImagePayload } from '../contract/schemas';
import type { Statistics } from '../contract/statistics-schema';
import { islandImagePayloadSchema, toIssues } from '../contract/schemas';
import type { CatalogueSnapshot, CatalogueStore } from '../store';
import type { Remoteness } from '../remoteness/remoteness';
import type { Satellite } from '../satellite/satellite';
import type { CoverageSummary } from '../coverage/coverage-summary';
import { islandPlace } from '../place-facts/island-place';
import { idSpelledAs } from './id-spelling';
import { islandTides } from '../place-facts/island-tides';
import type { IslandTides } from '../place-facts/island-tides-schema';
import type { PlaceFactsFile } from '../place-facts/place-facts-file';
import { remotest, withRemoteness, type RemotestMeasure } from '../remoteness/remoteness-ranks';

export type IslandListQuery = IslandQuery;

interface Derived {
  /** The catalogue's version, and the year the place facts' light and offsets are for. */
  version: string;
  islands: Island[];
  byId: Map<string, Island>;
  /** Retired id → the island it was folded into. */
  retired: Map<string, string>;
  images: IslandImage[];
  statistics?: Statistics;
}

export interface CatalogueServiceDeps {
  store: CatalogueStore;
  /** Whether an island's coastline can be drawn, for the statistics; unknown without it. */
  hasOutline?: (islandId: string) => boolean;
  /** Why an island has no coastline, by kind, for the statistics (with hasOutline). */
  outlineGap?: (islandId: string) => OutlineGap | undefined;
  /** The land area of an island's coastline in km², said where its record gives no area. */
  coastlineArea?: (islandId: string) => number | undefined;
  /** The island's coastline in a few dozen points, for a card to draw without asking for it. */
  sketch?: (island: CatalogueIsland) => OutlineSketch | undefined;
  /** The island's satellite picture (from its outline, else its point), joined like the figures. */
  satellite?: (island: CatalogueIsland) => Satellite | undefined;
  /** data/remoteness.json's figures by island id, joined to the islands (none: no figures). */
  remoteness?: Readonly<Record<string, Remoteness>>;
  /** How complete the catalogue is (data/coverage.json summarised); none: not built. */
  coverage?: CoverageSummary;
  /** data/place-facts.json: zones, declinations, tide stations; none: islands go without place facts. */
  placeFacts?: Pick<PlaceFactsFile, 'islands' | 'stations'>;
  /** data/releases.json's releases, newest first: each island's history, and the ids they removed. */
  releases?: readonly Release[];
  clock?: () => Date;
  newId?: () => string;
}

/** Reads and admin changes of the curated catalogue, free of any transport. */
export function createCatalogueService({
  store,
  clock = () => new Date(),
  newId = randomId,
  hasOutline,
  outlineGap,
  coastlineArea,
  sketch,
  satellite,
  remoteness = {},
  coverage,
  placeFacts,
  releases = [],
}: CatalogueServiceDeps) {
  let derived: Derived | undefined;
  const histories = islandHistories(releases);
  const removed = removedIds(releases);
  // An island's place record for a year, kept across catalogue versions: an edit that moves no
  // island computes none again (a year of them for the catalogue costs about half a second).
  const places = new Map<string, ReturnType<typeof islandPlace>>();
  const placeOf = (island: CatalogueIsland, year: number) => {
    const facts = placeFacts?.islands[island.id];
    if (!facts) return undefined;
    const key = `${island.id} ${island.latitude} ${island.longitude} ${year}`;
    let place = places.get(key);
    if (!place) {
      const station = facts.tide ? placeFacts!.stations[facts.tide.station] : undefined;
      place = islandPlace(island, facts, station, year);
      places.set(key, place);
    }
    return place;
  };

  function current(): Derived {
    const snapshot: CatalogueSnapshot = store.snapshot();
    // The light and the clocks' changes are the year's: a new year derives the islands again.
    const year = clock().getUTCFullYear();
    const key = placeFacts ? `${snapshot.version}@${year}` : snapshot.version;
    if (derived?.version !== key) {
      const joined = withRemoteness(snapshot.catalog.islands, remoteness);
      // Said on each island, so no page asks for a coastline the outlines file does not hold.
      const islands = sortIslands(
        hasOutline || coastlineArea || sketch || satellite || placeFacts || histories.size > 0
          ? joined.map((island) => {
              const picture = satellite?.(island);
              const drawing = sketch?.(island);
              const place = placeOf(island, year);
              const measured = island.area === undefined ? coastlineArea?.(island.id) : undefined;
              const history = histories.get(island.id);
              return {
                ...island,
                ...(hasOutline ? { hasOutline: hasOutline(island.id) } : {}),
                ...(measured !== undefined ? { coastlineArea: measured } : {}),
                ...(drawing ? { sketch: drawing } : {}),
                ...(picture ? { satellite: picture } : {}),
                ...(place ? { place } : {}),
                ...(history ? { history } : {}),
              };
            })
          : joined,
        'name',
      );
      derived = {
        version: key,
        islands,
        byId: new Map(islands.map((island) => [island.id, island])),
        retired: new Map((snapshot.catalog.retired ?? []).map((entry) => [entry.id, entry.into])),
        images: snapshot.catalog.images,
      };
      // Once per version, so no search or sorted request pays for building its index or order.
      prepareSearch(islands);
      prepareSorts(islands);
    }
    return derived;
  }

  function requireIsland(id: string): Island {
    const island = current().byId.get(id);
    if (!island) {
      const release = removed.get(id);
      if (release)
        throw new GoneError(
          `Island '${id}' was removed from the catalogue in release ${release.version}`,
          release.version,
        );
      throw new NotFoundError(`No island with id '${id}'`);
    }
    return island;
  }

  function requireRegion(input: string): Region {
    const region = parseRegion(input);
    if (!region) throw new NotFoundError(`Unknown region '${input}'`);
    return region;
  }

  function requireCategory(input: string): Category {
    const category = parseCategory(input);
    if (!category) throw new NotFoundError(`Unknown category '${input}'`);
    return category;
  }

  return {
    version: () => current().version,

    /** All islands by name, or the searched, filtered, placed, sorted page of them. */
    listIslands(query: IslandListQuery = {}): IslandPage {
      return queryIslands(current().islands, query);
    },

    /** Counts by region, category and feature of every island the filters let through. */
    facets(query: IslandListQuery = {}): Facets {
      const { limit: _limit, offset: _offset, sort: _sort, ...filter } = query;
      return countFacets(queryIslands(current().islands, filter).items);
    },

    /**
     * A page of the filtered islands, with what each region, category, country and flag would give;
     * with `fields`, only those fields of each island.
     */
    explore<F extends keyof IslandResult = keyof IslandResult>(
      query: IslandListQuery = {},
      fields?: readonly F[],
    ): ExplorePage<Pick<IslandResult, F>> {
      const { islands } = current();
      const { limit = EXPLORE_PAGE_SIZE, offset = 0 } = query;
      const page = queryIslands(islands, { ...query, limit, offset });
      const { sort: _sort, limit: _limit, offset: _offset, ...filter } = query;
      const items = pickFields(page.items, fields);
      return { total: page.total, offset, limit, items, counts: exploreCounts(islands, filter) };
    },

    featured: (): Island[] => current().islands.filter((island) => island.featured),

    /** The remotest islands on one measure, remotest first (the /remotest page's tables). */
    remotest: (measure: RemotestMeasure, limit: number): Island[] => remotest(current().islands, measure, limit),

    /** How much of the world's remote land the catalogue holds, as last measured. */
    coverage(): CoverageSummary {
      if (!coverage) throw new NotFoundError('The coverage report has not been built (npm run data:build)');
      return coverage;
    },

    getIsland: requireIsland,

    /** Every release of the catalogue, newest first, with what each changed and its downloads. */
    releases: (): readonly Release[] => releases,

    /** The release the catalogue file says it is; none before the first release. */
    release: (): string | undefined => store.snapshot().catalog.version,

    /** A day's tides at the island's station: its own date, today there when none is given. */
    tides: (id: string, date?: string): IslandTides => islandTides(requireIsland(id), placeFacts, date, clock()),

    /**
     * The island an id now names when it is not one itself: a retired id's group (a member folded
     * into it), or the island an id spells in capitals or spaces.
     */
    movedTo(id: string): string | undefined {
      const { byId, retired } = current();
      if (byId.has(id)) return undefined;
      const spelled = idSpelledAs(id);
      if (byId.has(spelled)) return spelled;
      let into = retired.get(spelled);
      // A chain of retirements ends at a live island; the rules forbid loops.
      for (let hops = 0; into !== undefined && !byId.has(into) && hops < 10; hops++) into = retired.get(into);
      return into !== undefined && byId.has(into) ? into : undefined;
    },

    byCategory(input: string): Island[] {
      const category = requireCategory(input);
      return current().islands.filter((island) => island.category === category);
    },

    byRegion(input: string): Island[] {
      const region = requireRegion(input);
      return current().islands.filter((island) => island.region === region);
    },

    search: (query: string): Island[] => searchIslands(current().islands, query),

    images(islandId: string): IslandImage[] {
      requireIsland(islandId);
      return current()
        .images.filter((image) => image.islandId === islandId)
        .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.sortOrder - b.sortOrder);
    },

    statistics(): Statistics {
      const state = current();
      if (!state.statistics) {
        const pictured = new Set(state.images.map((image) => image.islandId));
        state.statistics = {
          ...computeStatistics(state.islands),
          withImages: state.islands.filter((island) => island.imageUrl || pictured.has(island.id)).length,
          ...(hasOutline ? { withOutlines: state.islands.filter((island) => hasOutline(island.id)).length } : {}),
          ...(hasOutline && outlineGap ? { withoutOutlines: gapCounts(state.islands, hasOutline, outlineGap) } : {}),
        };
        const [first] = remotest(state.islands, 'inhabited', 1);
        if (first?.remoteness) {
          const { km, name } = first.remoteness.nearestInhabited;
          state.statistics.remotestInhabited = { id: first.id, name: first.name, km, nearest: name };
        }
      }
      return state.statistics;
    },

    async addImage(islandId: string, input: unknown): Promise<IslandImage> {
      requireIsland(islandId);
      const parsed = islandImagePayloadSchema.safeParse(input);
      if (!parsed.success) throw new InvalidError('The image is not valid', toIssues(parsed.error));
      const payload: IslandImagePayload = parsed.data;
      const image: IslandImage = {
        id: newId(),
        islandId,
        imageUrl: payload.imageUrl,
        title: payload.title,
        description: payload.description,
        source: payload.source,
        isPrimary: payload.isPrimary ?? false,
        sortOrder: payload.sortOrder ?? 0,
        addedAt: clock().toISOString(),
      };
      await store.update((catalog) => {
        if (!catalog.islands.some((island) => island.id === islandId)) {
          throw new NotFoundError(`No island with id '${islandId}'`);
        }
        if (image.isPrimary) markPrimary(catalog, islandId, image);
        catalog.images.push(image);
      });
      return image;
    },

    async deleteImage(imageId: string): Promise<void> {
      await store.update((catalog) => {
        const index = catalog.images.findIndex((image) => image.id === imageId);
        if (index === -1) throw new NotFoundError(`No image with id '${imageId}'`);
        catalog.images.splice(index, 1);
      });
    },

    async setPrimaryImage(islandId: string, imageId: string): Promise<IslandImage> {
      let primary: IslandImage | undefined;
      await store.update((catalog) => {
        if (!catalog.islands.some((island) => island.id === islandId)) {
          throw new NotFoundError(`No island with id '${islandId}'`);
        }
        const image = catalog.images.find((candidate) => candidate.id === imageId && candidate.islandId === islandId);
        if (!image) throw new NotFoundError(`No image with id '${imageId}' on island '${islandId}'`);
        markPrimary(catalog, islandId, image);
        primary = image;
      });
      return primary!;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** One primary image per island; the island's own imageUrl follows it. */
function markPrimary(catalog: { islands: Island[]; images: IslandImage[] }, islandId: string, primary: IslandImage) {
  for (const image of catalog.images) {
    if (image.islandId === islandId) image.isPrimary = false;
  }
  primary.isPrimary = true;
  const island = catalog.islands.find((candidate) => candidate.id === islandId);
  if (island) island.imageUrl = primary.imageUrl;
}

export function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** The islands without a coastline, by why: joined in the source to larger land, or not held by it. */
function gapCounts(
  islands: readonly Island[],
  hasOutline: (islandId: string) => boolean,
  outlineGap: (islandId: string) => OutlineGap | undefined,
) {
  const gaps = islands.filter((island) => !hasOutline(island.id)).map((island) => outlineGap(island.id));
  return {
    joined: gaps.filter((gap) => gap === 'joined').length,
    notInSource: gaps.filter((gap) => gap !== 'joined').length,
  };
}
