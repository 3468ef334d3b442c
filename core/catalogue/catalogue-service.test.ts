import { describe, expect, it } from 'vitest';
import { createCatalogueService } from './catalogue-service';
import { CoreError, InvalidError, NotFoundError } from '../contract/errors';
import type { Catalog, Island, IslandImage } from '../contract/schemas';
import { catalogSchema } from '../contract/schemas';
import type { CatalogueSnapshot, CatalogueStore } from '../store';
import { anIsland } from '../../tests/support/builders';

const island = (overrides: Partial<Island> & Pick<Island, 'id' | 'name'>): Island =>
  anIsland({ category: 'Tropical', description: 'A small rock far out at sea.', ...overrides });

function image(overrides: Partial<IslandImage> & Pick<IslandImage, 'id' | 'islandId'>): IslandImage {
  return {
    imageUrl: `https://images-assets.nasa.gov/${overrides.id}.jpg`,
    isPrimary: false,
    sortOrder: 0,
    addedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An in-memory CatalogueStore that behaves like the file store: changes run on a copy and bump the version. */
class MemoryCatalogueStore implements CatalogueStore {
  private current: CatalogueSnapshot;
  private versions = 0;
  updates = 0;

  constructor(catalog: Catalog) {
    this.current = { catalog: structuredClone(catalog), version: 'v0' };
  }

  snapshot(): CatalogueSnapshot {
    return this.current;
  }

  async update(change: (catalog: Catalog) => void): Promise<CatalogueSnapshot> {
    const draft = structuredClone(this.current.catalog);
    change(draft);
    this.updates += 1;
    this.current = { catalog: catalogSchema.parse(draft), version: `v${++this.versions}` };
    return this.current;
  }

  /** An outside edit, as when a curator changes the file. */
  replace(catalog: Catalog) {
    this.current = { catalog: structuredClone(catalog), version: `v${++this.versions}` };
  }
}

const islands: Island[] = [
  island({
    id: 'wake-island',
    name: 'Wake Island',
    region: 'Pacific',
    category: 'Military History',
    militaryHistory: true,
    hasAirport: true,
    accessMethod: 'Plane',
    featured: true,
    country: 'United States',
    population: 100,
    isInhabited: true,
    area: 7,
  }),
  island({
    id: 'tristan-da-cunha',
    name: 'Tristan da Cunha',
    region: 'Atlantic',
    category: 'Military History',
    militaryHistory: true,
    country: 'United Kingdom',
    population: 238,
    isInhabited: true,
    area: 98,
  }),
  island({
    id: 'bouvet-island',
    name: 'Bouvet Island',
    region: 'Antarctic',
    category: 'Uninhabited',
    country: 'Norway',
    featured: true,
    area: 49,
  }),
  island({
    id: 'ile-amsterdam',
    name: 'Île Amsterdam',
    region: 'Indian Ocean',
    category: 'Tropical',
    country: 'France',
  }),
  island({ id: 'jan-mayen', name: 'Jan Mayen', region: 'Arctic', category: 'Arctic', country: 'norway ' }),
];

const images: IslandImage[] = [
  image({ id: 'img-b', islandId: 'wake-island', sortOrder: 2 }),
  image({ id: 'img-a', islandId: 'wake-island', sortOrder: 1 }),
  image({ id: 'img-p', islandId: 'wake-island', sortOrder: 5, isPrimary: true }),
  image({ id: 'img-t', islandId: 'tristan-da-cunha' }),
];

function setup(catalog: Catalog = { islands, images }) {
  const store = new MemoryCatalogueStore(catalog);
  let id = 0;
  const service = createCatalogueService({
    store,
    clock: () => new Date('2025-01-14T12:00:00.000Z'),
    newId: () => `new-${++id}`,
  });
  return { store, service };
}

const ids = (list: { id: string }[]) => list.map((item) => item.id);
const BY_NAME = ['bouvet-island', 'ile-amsterdam', 'jan-mayen', 'tristan-da-cunha', 'wake-island'];

describe('listIslands', () => {
  it('answers every island by name, with the total', () => {
    const { service } = setup();
    const page = service.listIslands();
    expect(ids(page.items)).toEqual(BY_NAME);
    expect(page.total).toBe(5);
  });

  it('pages with limit and offset while total counts every match', () => {
    const { service } = setup();
    expect(service.listIslands({ limit: 2 })).toMatchObject({ total: 5 });
    expect(ids(service.listIslands({ limit: 2 }).items)).toEqual(BY_NAME.slice(0, 2));
    expect(ids(service.listIslands({ limit: 2, offset: 2 }).items)).toEqual(BY_NAME.slice(2, 4));
    expect(ids(service.listIslands({ offset: 3 }).items)).toEqual(BY_NAME.slice(3));
    expect(service.listIslands({ offset: 10 })).toEqual({ items: [], total: 5 });
  });

  it('filters, sorts and pages together', () => {
    const { service } = setup();
    const page = service.listIslands({ category: 'Military History', sort: 'population', limit: 1 });
    expect(ids(page.items)).toEqual(['tristan-da-cunha']);
    expect(page.total).toBe(2);
    expect(ids(service.listIslands({ q: 'norway', sort: 'region' }).items)).toEqual(['jan-mayen', 'bouvet-island']);
    expect(ids(service.listIslands({ sort: 'area' }).items)).toEqual([
      'tristan-da-cunha',
      'bouvet-island',
      'wake-island',
      'ile-amsterdam',
      'jan-mayen',
    ]);
    expect(service.listIslands({ uninhabited: true }).total).toBe(3);
  });
});

describe('reads', () => {
  it('lists the featured islands by name', () => {
    expect(ids(setup().service.featured())).toEqual(['bouvet-island', 'wake-island']);
  });

  it('gets an island by id and throws NotFoundError for an unknown id', () => {
    const { service } = setup();
    expect(service.getIsland('jan-mayen').name).toBe('Jan Mayen');
    expect(() => service.getIsland('atlantis')).toThrow(NotFoundError);
    try {
      service.getIsland('atlantis');
    } catch (error) {
      expect(error).toBeInstanceOf(CoreError);
      expect((error as CoreError).code).toBe('not_found');
    }
  });

  it.each(['Military History', 'military-history', 'MILITARY HISTORY'])('finds islands by category %j', (input) => {
    expect(ids(setup().service.byCategory(input))).toEqual(['tristan-da-cunha', 'wake-island']);
  });

  it.each(['Indian Ocean', 'indian-ocean', 'indian ocean'])('finds islands by region %j', (input) => {
    expect(ids(setup().service.byRegion(input))).toEqual(['ile-amsterdam']);
  });

  it.each(['Pacific', 'pacific', 'Pacific Ocean', 'pacific-ocean'])('finds islands by region %j', (input) => {
    expect(ids(setup().service.byRegion(input))).toEqual(['wake-island']);
  });

  it('answers an empty list for a known category with no islands', () => {
    expect(setup().service.byCategory('abandoned-airstrip')).toEqual([]);
  });

  it('throws NotFoundError for an unknown category or region', () => {
    const { service } = setup();
    expect(() => service.byCategory('volcanic')).toThrow(NotFoundError);
    expect(() => service.byRegion('southern-ocean')).toThrow(NotFoundError);
    expect(() => service.byRegion('')).toThrow(NotFoundError);
  });

  it('searches like the catalogue queries do', () => {
    const { service } = setup();
    expect(ids(service.search('ile'))).toEqual(['ile-amsterdam']);
    expect(ids(service.search('military'))).toEqual(['tristan-da-cunha', 'wake-island']);
  });

  it('lists the images of an island primary first, then by sortOrder', () => {
    const { service } = setup();
    expect(ids(service.images('wake-island'))).toEqual(['img-p', 'img-a', 'img-b']);
    expect(ids(service.images('tristan-da-cunha'))).toEqual(['img-t']);
    expect(service.images('jan-mayen')).toEqual([]);
    expect(() => service.images('atlantis')).toThrow(NotFoundError);
  });
});

describe('statistics', () => {
  it('computes the statistics of the catalogue', () => {
    const stats = setup().service.statistics();
    expect(stats.totalIslands).toBe(5);
    expect(stats.countries).toBe(4);
    expect(stats.withAirports).toBe(1);
    expect(stats.uninhabited).toBe(3);
    expect(stats.byRegion).toEqual({ Pacific: 1, Atlantic: 1, 'Indian Ocean': 1, Arctic: 1, Antarctic: 1 });
  });

  it('caches per version and recomputes after the version changes', () => {
    const { store, service } = setup();
    const first = service.statistics();
    expect(service.statistics()).toBe(first);
    expect(service.version()).toBe('v0');

    store.replace({ islands: islands.slice(0, 2), images: [] });
    const second = service.statistics();
    expect(second).not.toBe(first);
    expect(second.totalIslands).toBe(2);
    expect(service.statistics()).toBe(second);
    expect(service.version()).toBe('v1');
  });

  it('serves reads from the new version after an outside change', () => {
    const { store, service } = setup();
    expect(service.listIslands().total).toBe(5);
    store.replace({ islands: [island({ id: 'new-rock', name: 'New Rock' })], images: [] });
    expect(ids(service.listIslands().items)).toEqual(['new-rock']);
    expect(() => service.getIsland('wake-island')).toThrow(NotFoundError);
  });
});

describe('addImage', () => {
  it('stores an image with an id and a timestamp from the injected dependencies', async () => {
    const { store, service } = setup();
    const added = await service.addImage('jan-mayen', {
      imageUrl: 'https://earthobservatory.nasa.gov/jan.jpg',
      title: 'Beerenberg',
      sortOrder: 3,
    });
    expect(added).toEqual({
      id: 'new-1',
      islandId: 'jan-mayen',
      imageUrl: 'https://earthobservatory.nasa.gov/jan.jpg',
      title: 'Beerenberg',
      description: undefined,
      source: undefined,
      isPrimary: false,
      sortOrder: 3,
      addedAt: '2025-01-14T12:00:00.000Z',
    });
    expect(store.snapshot().catalog.images.map((i) => i.id)).toContain('new-1');
    expect(ids(service.images('jan-mayen'))).toEqual(['new-1']);
  });

  it('rejects a URL off the accepted hosts with InvalidError and its issues, storing nothing', async () => {
    const { store, service } = setup();
    const attempt = service.addImage('jan-mayen', { imageUrl: 'https://images-assets.nasa.gov.evil.com/x.jpg' });
    await expect(attempt).rejects.toBeInstanceOf(InvalidError);
    await expect(attempt).rejects.toMatchObject({
      code: 'invalid',
      issues: [{ path: 'imageUrl', message: 'Must be a valid NASA image URL from accepted domains' }],
    });
    await expect(service.addImage('jan-mayen', { imageUrl: 'http://images-assets.nasa.gov/x.jpg' })).rejects.toThrow(
      InvalidError,
    );
    expect(store.updates).toBe(0);
  });

  it('throws NotFoundError for an unknown island', async () => {
    const { store, service } = setup();
    await expect(
      service.addImage('atlantis', { imageUrl: 'https://images-assets.nasa.gov/x.jpg' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(store.updates).toBe(0);
  });

  it('makes a new primary image the only primary and sets the island imageUrl', async () => {
    const { store, service } = setup();
    const added = await service.addImage('wake-island', {
      imageUrl: 'https://modis.gsfc.nasa.gov/wake.jpg',
      isPrimary: true,
    });
    expect(added.isPrimary).toBe(true);
    const catalog = store.snapshot().catalog;
    const primaries = catalog.images.filter((i) => i.islandId === 'wake-island' && i.isPrimary);
    expect(ids(primaries)).toEqual([added.id]);
    expect(catalog.islands.find((i) => i.id === 'wake-island')!.imageUrl).toBe('https://modis.gsfc.nasa.gov/wake.jpg');
    expect(service.images('wake-island')[0]!.id).toBe(added.id);
    expect(service.getIsland('wake-island').imageUrl).toBe('https://modis.gsfc.nasa.gov/wake.jpg');
  });

  it('leaves the primary image of other islands alone', async () => {
    const { store, service } = setup({
      islands,
      images: [...images, image({ id: 'img-t2', islandId: 'tristan-da-cunha', isPrimary: true })],
    });
    await service.addImage('wake-island', { imageUrl: 'https://modis.gsfc.nasa.gov/w.jpg', isPrimary: true });
    expect(store.snapshot().catalog.images.find((i) => i.id === 'img-t2')!.isPrimary).toBe(true);
  });
});

describe('setPrimaryImage', () => {
  it('makes exactly one image primary and sets the island imageUrl', async () => {
    const { store, service } = setup();
    const primary = await service.setPrimaryImage('wake-island', 'img-a');
    expect(primary.id).toBe('img-a');
    expect(primary.isPrimary).toBe(true);
    const catalog = store.snapshot().catalog;
    const wake = catalog.images.filter((i) => i.islandId === 'wake-island');
    expect(wake.filter((i) => i.isPrimary).map((i) => i.id)).toEqual(['img-a']);
    expect(catalog.islands.find((i) => i.id === 'wake-island')!.imageUrl).toBe(
      'https://images-assets.nasa.gov/img-a.jpg',
    );
    expect(ids(service.images('wake-island'))).toEqual(['img-a', 'img-b', 'img-p']);
  });

  it('throws NotFoundError for an unknown island, an unknown image or an image of another island', async () => {
    const { store, service } = setup();
    await expect(service.setPrimaryImage('atlantis', 'img-a')).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.setPrimaryImage('wake-island', 'img-zzz')).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.setPrimaryImage('wake-island', 'img-t')).rejects.toBeInstanceOf(NotFoundError);
    expect(store.snapshot().version).toBe('v0');
  });
});

describe('deleteImage', () => {
  it('removes the image', async () => {
    const { store, service } = setup();
    await service.deleteImage('img-b');
    expect(ids(store.snapshot().catalog.images)).toEqual(['img-a', 'img-p', 'img-t']);
    expect(ids(service.images('wake-island'))).toEqual(['img-p', 'img-a']);
  });

  it('throws NotFoundError for an unknown image and changes nothing', async () => {
    const { store, service } = setup();
    await expect(service.deleteImage('img-zzz')).rejects.toBeInstanceOf(NotFoundError);
    expect(store.snapshot().version).toBe('v0');
    expect(store.snapshot().catalog.images).toHaveLength(4);
  });
});

describe('hasOutline', () => {
  it('says on each island whether the outlines hold its coastline, and nothing without outlines', () => {
    const store = new MemoryCatalogueStore({ islands, images });
    const withOutlines = createCatalogueService({ store, hasOutline: (id) => id === 'jan-mayen' });
    expect(withOutlines.getIsland('jan-mayen').hasOutline).toBe(true);
    expect(withOutlines.getIsland('wake-island').hasOutline).toBe(false);
    const without = createCatalogueService({ store });
    expect('hasOutline' in without.getIsland('jan-mayen')).toBe(false);
  });

  it('counts the islands without a coastline by why, in the statistics', () => {
    const store = new MemoryCatalogueStore({ islands, images });
    const joined = islands[1]!.id;
    const service = createCatalogueService({
      store,
      hasOutline: (id) => id === islands[0]!.id,
      outlineGap: (id) => (id === islands[0]!.id ? undefined : id === joined ? 'joined' : 'not-in-source'),
    });
    expect(service.statistics()).toMatchObject({
      withOutlines: 1,
      withoutOutlines: { joined: 1, notInSource: islands.length - 2 },
    });
    expect('withoutOutlines' in createCatalogueService({ store }).statistics()).toBe(false);
  });
});
