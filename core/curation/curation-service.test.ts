import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../rules/catalogue-rules';
import { planApproval, uniqueSlug } from './approval-plan';
import { createCurationService } from './curation-service';
import { coerceFieldValues } from '../catalogue/island-field-values';
import { findLikelyDuplicates } from '../rules/likely-duplicates';
import { diceSimilarity, editDistance, normaliseIslandName } from '../search/name-similarity';
import { ConflictError, CoreError, InvalidError, NotFoundError } from '../contract/errors';
import type { Catalog, Island, Submission } from '../contract/schemas';
import { catalogSchema } from '../contract/schemas';
import type { CatalogueSnapshot, CatalogueStore, Inbox, InboxDocument } from '../store';
import { emptyInbox } from '../store';
import { inboxOverDocument } from '../inbox/document-inbox';
import { aSubmission } from '../../tests/support/builders';

const NOW = '2025-02-01T09:30:00.000Z';
const LONG = 'A lonely volcanic island far out in the ocean, reached only by a long and rough passage.';

function island(overrides: Partial<Island> & Pick<Island, 'id' | 'name'>): Island {
  return {
    description: LONG,
    region: 'Atlantic',
    category: 'Military History',
    latitude: -37.1052,
    longitude: -12.2777,
    population: 238,
    populationYear: 2021,
    country: 'United Kingdom',
    countryCode: 'GB',
    hasAirport: false,
    hasAbandonedAirstrip: false,
    accessMethod: 'Boat Only',
    isInhabited: true,
    militaryHistory: true,
    featured: false,
    alternateNames: [],
    staffPresence: 'none',
    sources: [
      {
        url: 'https://example.org/gazetteer',
        title: 'A reference for tests',
        publisher: 'Test Gazetteer',
        read: '2026-11-20',
      },
    ],
    ...overrides,
  };
}

const CATALOG: Catalog = {
  islands: [
    island({ id: 'tristan-da-cunha', name: 'Tristan da Cunha', featured: true }),
    island({
      id: 'bouvet-island',
      name: 'Bouvet Island',
      region: 'Antarctic',
      category: 'Uninhabited',
      latitude: -54.4232,
      longitude: 3.4139,
      population: 0,
      isInhabited: false,
      militaryHistory: false,
      country: 'Norway',
      countryCode: 'NO',
    }),
    // The label 'France' is known with its code, so an approved French submission gets FR.
    island({
      id: 'amsterdam-island',
      name: 'Amsterdam Island',
      region: 'Indian Ocean',
      category: 'Uninhabited',
      latitude: -37.83,
      longitude: 77.55,
      population: 0,
      isInhabited: false,
      militaryHistory: false,
      country: 'France',
      countryCode: 'FR',
    }),
  ],
  images: [],
};

function submission(overrides: Partial<Submission> = {}): Submission {
  return {
    ...(aSubmission({
      description: 'A remote coral atoll in the eastern Pacific, ringed by reef and far from any other land.',
    }) as Submission),
    id: 'sub-1',
    status: 'pending',
    submittedAt: '2025-01-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Behaves like the file store: each change runs on a copy, is validated, then replaces the catalogue. */
class MemoryCatalogueStore implements CatalogueStore {
  private current: CatalogueSnapshot;
  private versions = 0;
  constructor(catalog: Catalog) {
    this.current = { catalog: structuredClone(catalog), version: 'v0' };
  }
  snapshot() {
    return this.current;
  }
  async update(change: (catalog: Catalog) => void) {
    const draft = structuredClone(this.current.catalog);
    change(draft);
    this.current = { catalog: catalogSchema.parse(draft), version: `v${++this.versions}` };
    return this.current;
  }
}

/** Like the file store: each change is applied to the live inbox; `failNext` makes the write fail. */
class MemoryInboxStore implements InboxDocument {
  inbox: Inbox = emptyInbox();
  failNext = false;
  read() {
    return this.inbox;
  }
  async update<T>(change: (inbox: Inbox) => T): Promise<T> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('disk full');
    }
    return change(this.inbox);
  }
}

function setup(submissions: Submission[] = [submission()], catalog: Catalog = CATALOG) {
  const catalogueStore = new MemoryCatalogueStore(catalog);
  const inboxStore = new MemoryInboxStore();
  inboxStore.inbox.submissions = structuredClone(submissions);
  let ids = 0;
  const service = createCurationService({
    catalog: catalogueStore,
    inbox: inboxOverDocument(inboxStore),
    clock: () => new Date(NOW),
    newId: () => `img-${++ids}`,
  });
  return { service, catalogueStore, inboxStore };
}

async function rejected(promise: Promise<unknown>): Promise<CoreError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CoreError);
  return error as CoreError;
}

describe('uniqueSlug', () => {
  it('slugs the name and adds -2, -3 while the id is taken', () => {
    expect(uniqueSlug('Île Amsterdam', new Set())).toBe('ile-amsterdam');
    expect(uniqueSlug('Île Amsterdam', new Set(['ile-amsterdam']))).toBe('ile-amsterdam-2');
    expect(uniqueSlug('Île Amsterdam', new Set(['ile-amsterdam', 'ile-amsterdam-2']))).toBe('ile-amsterdam-3');
  });

  it('falls back to island for a name with no letters or digits it can keep', () => {
    expect(uniqueSlug('ハ島', new Set())).toBe('island');
    expect(uniqueSlug('ハ島', new Set(['island']))).toBe('island-2');
  });
});

describe('--set field=value', () => {
  it('types values by the Island schema', () => {
    expect(
      coerceFieldValues({
        hasAirport: 'true',
        isInhabited: 'No',
        latitude: '-37.5',
        population: '12',
        area: '1e2',
        region: 'indian-ocean',
        category: 'active airport',
        accessMethod: 'boat only',
        name: '  Nightingale Island ',
        country: '',
      }),
    ).toEqual({
      hasAirport: true,
      isInhabited: false,
      latitude: -37.5,
      population: 12,
      area: 100,
      region: 'Indian Ocean',
      category: 'Active Airport',
      accessMethod: 'Boat Only',
      name: 'Nightingale Island',
      country: undefined,
    });
  });

  it('names every unknown field and bad value, with the schema message', () => {
    let error: InvalidError | undefined;
    try {
      coerceFieldValues({
        ...(JSON.parse('{"__proto__": "x"}') as Record<string, string>),
        colour: 'blue',
        hasAirport: 'maybe',
        latitude: '91',
        population: '2.5',
        area: 'big',
        region: 'Mediterranean',
        imageUrl: 'https://example.com/x.jpg',
        id: 'Not A Slug',
      });
    } catch (caught) {
      error = caught as InvalidError;
    }
    expect(error).toBeInstanceOf(InvalidError);
    const byPath = Object.fromEntries(error!.issues!.map((issue) => [issue.path, issue.message]));
    expect(byPath['set.colour']).toMatch(/Unknown field 'colour'.*hasAirport/);
    expect(byPath['set.hasAirport']).toBe("hasAirport must be true or false, got 'maybe'");
    expect(byPath['set.latitude']).toBe('latitude: Latitude must be between -90 and 90');
    expect(byPath['set.population']).toBe('population: Population must be a whole number');
    expect(byPath['set.area']).toBe("area must be a number, got 'big'");
    expect(byPath['set.region']).toMatch(/region must be one of Pacific, Atlantic/);
    expect(byPath['set.imageUrl']).toMatch(/NASA image URL/);
    expect(byPath['set.id']).toMatch(/lowercase slug/);
    expect(byPath['set.__proto__']).toMatch(/Unknown field/);
  });

  it('refuses an empty value for a required field', () => {
    expect(() => coerceFieldValues({ latitude: '' })).toThrow(InvalidError);
    expect(() => coerceFieldValues({ name: '' })).toThrow(InvalidError);
  });
});

describe('likely duplicates', () => {
  it('normalises names: accents, case, punctuation and the word island go', () => {
    expect(normaliseIslandName('Île Amsterdam')).toBe('amsterdam');
    expect(normaliseIslandName('Amsterdam Island')).toBe('amsterdam');
    expect(normaliseIslandName('Cocos (Keeling) Islands')).toBe('cocoskeeling');
    expect(normaliseIslandName('Island')).toBe('island');
  });

  it('measures names by bigrams and by edits', () => {
    expect(diceSimilarity('tristandacunha', 'tristandacunha')).toBe(1);
    expect(diceSimilarity('tristandacunha', 'tristandacuna')).toBeGreaterThanOrEqual(0.8);
    expect(diceSimilarity('bouvet', 'pitcairn')).toBe(0);
    expect(editDistance('nauru', 'naura')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('finds the same name, a very similar name and a point within 5 km, nearest first', () => {
    const far = { latitude: 10, longitude: -100 };
    expect(findLikelyDuplicates({ name: 'tristan da cunha', ...far }, CATALOG.islands)).toEqual([
      expect.objectContaining({ id: 'tristan-da-cunha', reasons: ['same name'], nameSimilarity: 1 }),
    ]);
    expect(findLikelyDuplicates({ name: 'Tristan da Cuna', ...far }, CATALOG.islands)[0]?.reasons).toEqual([
      'similar name',
    ]);
    expect(findLikelyDuplicates({ name: 'Ile Bouvet', ...far }, CATALOG.islands)[0]?.reasons).toEqual(['same name']);
    // About 3.3 km north of Bouvet Island's point, under another name.
    const near = findLikelyDuplicates(
      { name: 'Bouvetøya Rock', latitude: -54.3932, longitude: 3.4139 },
      CATALOG.islands,
    );
    expect(near).toHaveLength(1);
    expect(near[0]).toMatchObject({ id: 'bouvet-island', reasons: ['within 5 km'] });
    expect(near[0]!.distanceKm).toBeCloseTo(3.3, 1);
  });

  it('leaves alone what is more than 5 km away with another name', () => {
    // About 5.6 km away.
    expect(
      findLikelyDuplicates({ name: 'Nightingale', latitude: -54.3732, longitude: 3.4139 }, CATALOG.islands),
    ).toEqual([]);
    expect(findLikelyDuplicates({ name: 'Gough Island', latitude: -40.32, longitude: -9.93 }, CATALOG.islands)).toEqual(
      [],
    );
  });
});

describe('planApproval', () => {
  const choices = { imageId: 'img-x', now: NOW };

  it('turns a clean submission into an island with a slug id and no problems', () => {
    const plan = planApproval(submission(), CATALOG, choices);
    expect(plan.problems).toEqual([]);
    expect(plan.island).toEqual({
      id: 'clipperton-island',
      name: 'Clipperton Island',
      alternateNames: [],
      description: submission().description,
      region: 'Pacific',
      category: 'Uninhabited',
      country: 'France',
      // Known from the catalogue's other French island; the curator sets it where it is not.
      countryCode: 'FR',
      latitude: 10.3,
      longitude: -109.22,
      population: 0,
      area: 6,
      hasAirport: false,
      hasAbandonedAirstrip: false,
      accessMethod: 'Boat Only',
      isInhabited: false,
      staffPresence: 'none',
      militaryHistory: true,
      imageUrl: undefined,
      featured: false,
      sources: [{ publisher: 'Isolario', title: 'Visitor submission of 2025-01-20, reviewed by the team' }],
    });
    expect(plan.image).toBeUndefined();
  });

  it('makes the imageUrl a primary image of the island', () => {
    const imageUrl = 'https://earthobservatory.nasa.gov/images/1/clipperton.jpg';
    const plan = planApproval(submission({ imageUrl }), CATALOG, choices);
    expect(plan.image).toEqual({
      id: 'img-x',
      islandId: 'clipperton-island',
      imageUrl,
      title: 'Clipperton Island',
      isPrimary: true,
      sortOrder: 0,
      addedAt: NOW,
    });
  });

  it('reports the data rules a submission breaks, each with a --set fix', () => {
    const plan = planApproval(
      submission({ category: 'Active Airport', description: 'Too short to publish.', name: 'Tristan da Cunha' }),
      CATALOG,
      choices,
    );
    expect(plan.proposedId).toBe('tristan-da-cunha-2');
    const rules = plan.problems.map((problem) => problem.rule).sort();
    expect(rules).toEqual(['airport-category', 'category-rule', 'description-length', 'unique-name']);
    for (const problem of plan.problems) expect(problem.fix).toMatch(/set /);
    expect(plan.duplicates.map((duplicate) => duplicate.id)).toEqual(['tristan-da-cunha']);
  });

  it('applies --set values before checking, and checks them too', () => {
    const fixed = planApproval(submission({ category: 'Active Airport' }), CATALOG, {
      ...choices,
      // An uninhabited island with a runway is Uninhabited by the precedence rule, not Active Airport.
      overrides: coerceFieldValues({
        hasAirport: 'true',
        accessMethod: 'Boat',
        category: 'Uninhabited',
        name: 'Île de la Passion',
      }),
    });
    expect(fixed.problems).toEqual([]);
    expect(fixed.island).toMatchObject({ id: 'ile-de-la-passion', name: 'Île de la Passion', hasAirport: true });

    const moved = planApproval(submission(), CATALOG, {
      ...choices,
      overrides: coerceFieldValues({ latitude: '-10.3' }),
    });
    expect(moved.problems.map((problem) => problem.rule)).toEqual([]);
    const wrongOcean = planApproval(submission(), CATALOG, {
      ...choices,
      overrides: coerceFieldValues({ region: 'Arctic' }),
    });
    expect(wrongOcean.problems.map((problem) => problem.rule)).toEqual(['category-rule', 'region-rule']);
    const takenId = planApproval(submission(), CATALOG, { ...choices, overrides: { id: 'bouvet-island' } });
    expect(takenId.problems.map((problem) => problem.rule)).toEqual(['unique-id']);
  });

  it('keeps the featured islands within the catalogue limit', () => {
    const nine: Catalog = {
      islands: Array.from({ length: 9 }, (_, i) =>
        island({ id: `f-${i}`, name: `Featured ${i}`, featured: true, latitude: -30 - i }),
      ).concat(CATALOG.islands.filter((known) => known.country === 'France')),
      images: [],
    };
    expect(planApproval(submission(), nine, { ...choices, featured: true }).problems.map((p) => p.rule)).toEqual([
      'featured-count',
    ]);
    expect(planApproval(submission(), nine, choices).problems).toEqual([]);
  });

  it('whatever it approves passes the same checks as npm run data:check', () => {
    const plan = planApproval(submission({ imageUrl: 'https://visibleearth.nasa.gov/x.jpg' }), CATALOG, choices);
    const after = { islands: [...CATALOG.islands, plan.island!], images: [plan.image!] };
    expect(checkCatalogue(after)).toEqual([]);
  });
});

describe('the curation service', () => {
  it('lists submissions oldest first, optionally by status, and refuses an unknown status', async () => {
    const { service } = setup([
      submission({ id: 'b', submittedAt: '2025-01-22T00:00:00.000Z' }),
      submission({ id: 'a', submittedAt: '2025-01-21T00:00:00.000Z', status: 'rejected' }),
    ]);
    expect((await service.listSubmissions()).map((s) => s.id)).toEqual(['a', 'b']);
    expect((await service.listSubmissions({ status: 'pending' })).map((s) => s.id)).toEqual(['b']);
    await expect(service.listSubmissions({ status: 'maybe' })).rejects.toThrow(InvalidError);
  });

  it('shows a submission with its problems and likely duplicates, and 404s an unknown id', async () => {
    const { service } = setup([submission({ name: 'Tristan da Cunha' })]);
    const review = await service.showSubmission('sub-1');
    expect(review.submission.submitterEmail).toBe('ada@example.org');
    expect(review.proposedId).toBe('tristan-da-cunha-2');
    expect(review.problems.map((problem) => problem.rule)).toContain('unique-name');
    expect(review.duplicates[0]?.id).toBe('tristan-da-cunha');
    await expect(service.showSubmission('nope')).rejects.toThrow(NotFoundError);
  });

  it('approves: the island and its image land in the catalogue, the submission is marked approved', async () => {
    const imageUrl = 'https://images-assets.nasa.gov/image/clipperton.jpg';
    const { service, catalogueStore, inboxStore } = setup([submission({ imageUrl })]);
    const approval = await service.approve('sub-1', { featured: true, notes: '  Checked against charts  ' });
    expect(approval.island).toMatchObject({ id: 'clipperton-island', featured: true, imageUrl });
    expect(approval.image).toMatchObject({ islandId: 'clipperton-island', isPrimary: true, imageUrl, addedAt: NOW });
    const catalog = catalogueStore.snapshot().catalog;
    expect(catalog.islands.map((i) => i.id)).toContain('clipperton-island');
    expect(catalog.images).toEqual([approval.image]);
    expect(inboxStore.inbox.submissions[0]).toMatchObject({
      status: 'approved',
      reviewedAt: NOW,
      reviewNotes: 'Checked against charts',
    });
    expect(approval.submission.status).toBe('approved');
  });

  it('refuses an approval that breaks a rule, writing nothing, and accepts it once --set fixes it', async () => {
    const { service, catalogueStore, inboxStore } = setup([submission({ category: 'Active Airport' })]);
    const before = catalogueStore.snapshot().version;
    const error = await rejected(service.approve('sub-1', {}));
    expect(error.code).toBe('invalid');
    expect(error.message).toMatch(/breaks 2 data rules$/);
    expect(error.issues).toEqual([
      {
        path: 'category-rule',
        message:
          'category is Active Airport but the precedence rule gives Uninhabited (of Uninhabited, Military History, Tropical); fix: set category=Uninhabited (data/README.md: which category when several apply)',
      },
      {
        path: 'airport-category',
        message: 'category is Active Airport but hasAirport is false; fix: set hasAirport=true or change the category',
      },
    ]);
    expect(catalogueStore.snapshot().version).toBe(before);
    expect(inboxStore.inbox.submissions[0]!.status).toBe('pending');

    // A runway in use is not Boat Only: the access rule asks for the access method too.
    const still = await rejected(service.approve('sub-1', { set: { hasAirport: 'true' } }));
    expect(still.issues?.map((issue) => issue.path)).toEqual(['category-rule', 'boat-only-airport']);
    const approval = await service.approve('sub-1', {
      set: { hasAirport: 'true', accessMethod: 'Boat', category: 'Uninhabited' },
    });
    expect(approval.island.hasAirport).toBe(true);
  });

  it('refuses bad input before looking anything up', async () => {
    const { service } = setup();
    expect((await rejected(service.approve('sub-1', { set: { colour: 'blue' } }))).code).toBe('invalid');
    expect((await rejected(service.approve('sub-1', { featured: 'yes' }))).code).toBe('invalid');
    expect((await rejected(service.approve('sub-1', { extra: 1 }))).code).toBe('invalid');
    expect((await rejected(service.approve('sub-1', 'text'))).code).toBe('invalid');
    expect((await rejected(service.approve('sub-1', { notes: 'x'.repeat(2001) }))).code).toBe('invalid');
    expect((await rejected(service.approve('nope', {}))).code).toBe('not_found');
  });

  it('gives a second island of the same slug a numeric suffix', async () => {
    const { service, catalogueStore } = setup([
      submission({ id: 'one', name: 'Rock' }),
      submission({ id: 'two', name: 'Rock!', latitude: 20, longitude: -120 }),
    ]);
    await service.approve('one', {});
    const second = await service.approve('two', {});
    expect(second.island.id).toBe('rock-2');
    expect(catalogueStore.snapshot().catalog.islands.filter((i) => i.id.startsWith('rock'))).toHaveLength(2);
  });

  it('never gives a new island a retired id, and refuses one set by hand', async () => {
    const retiring = {
      ...CATALOG,
      retired: [{ id: 'north-keeling', into: 'tristan-da-cunha', reason: 'Folded into its group for the test' }],
    };
    const { service, catalogueStore } = setup([submission({ name: 'North Keeling' })], retiring);
    const error = await rejected(service.approve('sub-1', { set: { id: 'north-keeling' } }));
    expect(error.issues?.map((issue) => issue.path)).toEqual(['retired-id']);
    const approval = await service.approve('sub-1', {});
    expect(approval.island.id).toBe('north-keeling-2');
    expect(catalogueStore.snapshot().catalog.retired).toEqual(retiring.retired);
  });

  it('never gives a new island a word of the API as its id', async () => {
    const { service } = setup([submission({ name: 'Explore' })]);
    expect((await rejected(service.approve('sub-1', { set: { id: 'featured' } }))).issues?.map((i) => i.path)).toEqual([
      'reserved-id',
    ]);
    expect((await service.approve('sub-1', {})).island.id).toBe('explore-2');
  });

  it('reviews a submission once: approving or rejecting it again is a conflict', async () => {
    const { service } = setup();
    await service.approve('sub-1', {});
    expect(await rejected(service.approve('sub-1', {}))).toBeInstanceOf(ConflictError);
    expect(await rejected(service.reject('sub-1', { notes: 'Changed my mind' }))).toBeInstanceOf(ConflictError);
  });

  it('approves one submission once even when asked twice at the same time', async () => {
    const { service, catalogueStore } = setup();
    const results = await Promise.allSettled([service.approve('sub-1', {}), service.approve('sub-1', {})]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(catalogueStore.snapshot().catalog.islands.filter((i) => i.name === 'Clipperton Island')).toHaveLength(1);
  });

  it('takes the island back out when the inbox cannot be written', async () => {
    const { service, catalogueStore, inboxStore } = setup();
    inboxStore.failNext = true;
    await expect(service.approve('sub-1', {})).rejects.toThrow('disk full');
    expect(catalogueStore.snapshot().catalog.islands.map((i) => i.id)).toEqual([
      'tristan-da-cunha',
      'bouvet-island',
      'amsterdam-island',
    ]);
    expect(inboxStore.inbox.submissions[0]!.status).toBe('pending');
  });

  it('finishes an approval cut short after the catalogue was written, adding no second island', async () => {
    const imageUrl = 'https://images-assets.nasa.gov/image/clipperton.jpg';
    const { service, catalogueStore, inboxStore } = setup([submission({ imageUrl })]);
    const first = await service.approve('sub-1', { notes: 'Checked' });
    // As a kill leaves it: the island written, the submission not yet marked.
    inboxStore.inbox.submissions[0] = submission({ imageUrl });
    const again = await service.approve('sub-1', { notes: 'Checked' });
    expect(again.island).toEqual(first.island);
    expect(again.image).toEqual(first.image);
    expect(again.submission).toMatchObject({ status: 'approved', reviewNotes: 'Checked' });
    const catalog = catalogueStore.snapshot().catalog;
    expect(catalog.islands.filter((island) => island.name === 'Clipperton Island')).toHaveLength(1);
    expect(catalog.images.filter((image) => image.islandId === first.island.id)).toHaveLength(1);
  });

  it('still refuses a submission whose name and point another island already has', async () => {
    const { service } = setup([
      submission({ id: 'one' }),
      submission({ id: 'two', description: 'Another text, long enough to be its own record here.' }),
    ]);
    await service.approve('one', {});
    const error = await rejected(service.approve('two', {}));
    expect(error.issues?.map((issue) => issue.path)).toContain('unique-name');
  });

  it('rejects with notes, and needs them', async () => {
    const { service, catalogueStore, inboxStore } = setup();
    expect((await rejected(service.reject('sub-1', {}))).code).toBe('invalid');
    expect((await rejected(service.reject('sub-1', { notes: '   ' }))).code).toBe('invalid');
    const record = await service.reject('sub-1', { notes: 'Not remote: a ferry runs daily' });
    expect(record).toMatchObject({
      status: 'rejected',
      reviewedAt: NOW,
      reviewNotes: 'Not remote: a ferry runs daily',
    });
    expect(inboxStore.inbox.submissions[0]!.status).toBe('rejected');
    expect(catalogueStore.snapshot().catalog.islands).toHaveLength(CATALOG.islands.length);
    expect(await service.showSubmission('sub-1')).toMatchObject({ problems: [], duplicates: [] });
  });

  it('lists contacts, reads one and marks it read', async () => {
    const { service, inboxStore } = setup([]);
    const contact = {
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'Data correction',
      message: 'The area of Bouvet Island looks off to me.',
    };
    inboxStore.inbox.contacts = [
      { ...contact, id: 'c2', submittedAt: '2025-01-02T00:00:00.000Z', status: 'unread' },
      { ...contact, id: 'c1', submittedAt: '2025-01-01T00:00:00.000Z', status: 'unread' },
    ];
    expect((await service.listContacts({ status: 'unread' })).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect((await service.readContact('c2')).message).toBe(contact.message);
    expect((await service.listContacts({ status: 'unread' })).map((c) => c.id)).toEqual(['c1']);
    expect((await service.listContacts({ status: 'read' })).map((c) => c.id)).toEqual(['c2']);
    expect((await rejected(service.readContact('nope'))).code).toBe('not_found');
    await expect(service.listContacts({ status: 'archived' })).rejects.toThrow(InvalidError);
  });

  it('lists active subscribers only, oldest first', async () => {
    const { service, inboxStore } = setup([]);
    inboxStore.inbox.newsletters = [
      { id: 'n2', email: 'b@example.org', subscribedAt: '2025-01-02T00:00:00.000Z', isActive: true },
      { id: 'n3', email: 'gone@example.org', subscribedAt: '2025-01-03T00:00:00.000Z', isActive: false },
      { id: 'n1', email: 'a@example.org', subscribedAt: '2025-01-01T00:00:00.000Z', isActive: true },
    ];
    expect((await service.activeSubscribers()).map((s) => s.email)).toEqual(['a@example.org', 'b@example.org']);
  });
});
