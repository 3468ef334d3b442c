import { describe, expect, it } from 'vitest';
import { ConflictError, CoreError, InvalidError } from '../contract/errors';
import { canonicalJson, fingerprintOf } from './canonical-json';
import { NEWSLETTER_DUPLICATE_MESSAGE, createInboxService, normaliseEmail } from './inbox-service';
import type { Inbox, InboxDocument } from '../store';
import { emptyInbox } from '../store';
import { inboxOverDocument } from './document-inbox';

/** An in-memory InboxDocument; like the file store it applies each change to the live inbox in turn. */
class MemoryInboxStore implements InboxDocument {
  inbox: Inbox = emptyInbox();
  writes = 0;

  read(): Inbox {
    return this.inbox;
  }

  async update<T>(change: (inbox: Inbox) => T): Promise<T> {
    const result = change(this.inbox);
    this.writes += 1;
    return result;
  }
}

const NOW = '2025-01-14T12:00:00.000Z';

function setup() {
  const store = new MemoryInboxStore();
  let id = 0;
  let now = new Date(NOW);
  const service = createInboxService({ store: inboxOverDocument(store), clock: () => now, newId: () => `id-${++id}` });
  return { store, service, tick: (iso: string) => (now = new Date(iso)) };
}

const submission = () => ({
  name: 'Wake Island',
  country: 'United States',
  region: 'Pacific',
  category: 'Military History',
  description: 'A coral atoll with a long runway.',
  latitude: 19.2796,
  longitude: 166.6499,
  population: 100,
  accessMethod: 'Plane',
  hasAirport: true,
  hasAbandonedAirstrip: false,
  isInhabited: true,
  militaryHistory: true,
  submitterName: 'Ada Lovelace',
  submitterEmail: 'ada@example.org',
});

const contact = () => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'A question',
  message: 'Do you accept atolls as islands?',
});

describe('submit', () => {
  it('stores a pending submission with the injected id and clock', async () => {
    const { store, service } = setup();
    const sent = await service.submit({ ...submission(), status: 'approved' });
    expect(sent.replayed).toBe(false);
    expect(sent.record).toMatchObject({ id: 'id-1', status: 'pending', submittedAt: NOW, name: 'Wake Island' });
    expect(store.inbox.submissions).toEqual([sent.record]);
  });

  it('throws InvalidError with [{ path, message }] issues and stores nothing', async () => {
    const { store, service } = setup();
    const attempt = service.submit({ ...submission(), name: 'W', region: 'Southern Ocean', latitude: 91 });
    await expect(attempt).rejects.toBeInstanceOf(InvalidError);
    await expect(attempt).rejects.toMatchObject({
      code: 'invalid',
      message: 'The submission is not valid',
      issues: [
        { path: 'name', message: 'Island name must be at least 2 characters' },
        { path: 'region', message: 'Please select a valid region' },
        { path: 'latitude', message: 'Latitude must be between -90 and 90' },
      ],
    });
    expect(store.inbox.submissions).toEqual([]);
    expect(store.writes).toBe(0);
  });

  it('stores two submissions with the same body and no key as two records', async () => {
    const { store, service } = setup();
    await service.submit(submission());
    await service.submit(submission());
    expect(store.inbox.submissions.map((s) => s.id)).toEqual(['id-1', 'id-2']);
  });
});

describe('contact', () => {
  it('stores an unread message with the injected id and clock', async () => {
    const { store, service } = setup();
    const sent = await service.contact(contact());
    expect(sent.record).toEqual({ ...contact(), id: 'id-1', status: 'unread', submittedAt: NOW });
    expect(store.inbox.contacts).toHaveLength(1);
  });

  it('throws InvalidError with the contact messages', async () => {
    const { service } = setup();
    await expect(service.contact({ ...contact(), subject: 'Hi' })).rejects.toMatchObject({
      code: 'invalid',
      issues: [{ path: 'subject', message: 'Subject must be at least 5 characters' }],
    });
  });
});

describe('subscribe', () => {
  it('stores an active subscription with the address normalised', async () => {
    const { store, service } = setup();
    const sent = await service.subscribe({ email: '  Ada@Example.ORG ' });
    expect(sent.record).toEqual({ id: 'id-1', email: 'ada@example.org', subscribedAt: NOW, isActive: true });
    expect(store.inbox.newsletters).toEqual([sent.record]);
  });

  it('refuses the same address again, ignoring case and spaces, with ConflictError', async () => {
    const { store, service } = setup();
    await service.subscribe({ email: 'ada@example.org' });
    const again = service.subscribe({ email: '  ADA@example.org' });
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({ code: 'conflict', message: NEWSLETTER_DUPLICATE_MESSAGE });
    expect(store.inbox.newsletters).toHaveLength(1);
  });

  it('also refuses a duplicate of a stored address that was not normalised', async () => {
    const { store, service } = setup();
    store.inbox.newsletters.push({ id: 'old', email: ' Ada@Example.org', subscribedAt: NOW, isActive: true });
    await expect(service.subscribe({ email: 'ada@example.org' })).rejects.toBeInstanceOf(ConflictError);
  });

  it('uses the spec message for duplicates', () => {
    expect(NEWSLETTER_DUPLICATE_MESSAGE).toBe('This email is already subscribed to our newsletter.');
  });

  it('rejects an invalid address', async () => {
    const { service } = setup();
    await expect(service.subscribe({ email: 'nope' })).rejects.toMatchObject({
      code: 'invalid',
      issues: [{ path: 'email', message: 'Valid email is required' }],
    });
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body, storing nothing new', async () => {
    const { store, service, tick } = setup();
    const first = await service.submit(submission(), { idempotencyKey: 'key-1' });
    tick('2025-01-15T00:00:00.000Z');
    const second = await service.submit(submission(), { idempotencyKey: 'key-1' });
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.record).toEqual(first.record);
    expect(store.inbox.submissions).toHaveLength(1);
    expect(store.inbox.idempotency).toEqual([
      { key: 'key-1', kind: 'submission', fingerprint: fingerprintOf(submission()), recordId: 'id-1', createdAt: NOW },
    ]);
  });

  it('forgets a key after 24 hours: the same request then stores a new record', async () => {
    const { store, service, tick } = setup();
    await service.contact(contact(), { idempotencyKey: 'old' });
    tick('2025-01-15T11:59:59.000Z'); // 23 h 59 min 59 s later: still replayed
    expect((await service.contact(contact(), { idempotencyKey: 'old' })).replayed).toBe(true);
    tick('2025-01-15T12:00:01.000Z'); // just over a day
    const later = await service.contact(contact(), { idempotencyKey: 'fresh' });
    expect(later.replayed).toBe(false);
    // The expired key is gone; a retry with it now stores again.
    expect(store.inbox.idempotency.map((entry) => entry.key)).toEqual(['fresh']);
    expect((await service.contact(contact(), { idempotencyKey: 'old' })).replayed).toBe(false);
    expect(store.inbox.contacts).toHaveLength(3);
  });

  it('does not hold a key against a later request when the write that used it failed', async () => {
    const store = new MemoryInboxStore();
    let failNext = true;
    // Like the file store when the disk is full: the change runs on a copy, then nothing is kept.
    const failing: InboxDocument = {
      read: () => store.read(),
      update: async (change) => {
        if (!failNext) return store.update(change);
        failNext = false;
        change(structuredClone(store.inbox));
        throw new Error('ENOSPC: no space left on device');
      },
    };
    const service = createInboxService({ store: inboxOverDocument(failing), clock: () => new Date(NOW) });
    await expect(service.contact(contact(), { idempotencyKey: 'k' })).rejects.toThrow('ENOSPC');
    // The retry (here with another body, as a person might after an error) is stored, not a 422.
    const retried = await service.contact({ ...contact(), subject: 'Another question' }, { idempotencyKey: 'k' });
    expect(retried.replayed).toBe(false);
    expect(store.inbox.contacts.map((c) => c.subject)).toEqual(['Another question']);
    expect(store.inbox.idempotency.map((entry) => entry.key)).toEqual(['k']);
  });

  it('replays regardless of the order of keys in the body', async () => {
    const { store, service } = setup();
    const body = submission();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(body));
    await service.submit(body, { idempotencyKey: 'k' });
    const again = await service.submit(reordered, { idempotencyKey: 'k' });
    expect(again.replayed).toBe(true);
    expect(store.inbox.submissions).toHaveLength(1);
  });

  it("throws 'idempotency_mismatch' for the same key with a different body", async () => {
    const { store, service } = setup();
    await service.submit(submission(), { idempotencyKey: 'k' });
    const attempt = service.submit({ ...submission(), name: 'Wake Atoll' }, { idempotencyKey: 'k' });
    await expect(attempt).rejects.toBeInstanceOf(CoreError);
    await expect(attempt).rejects.toMatchObject({ code: 'idempotency_mismatch' });
    expect(store.inbox.submissions).toHaveLength(1);
  });

  it("throws 'idempotency_mismatch' for the same key and body sent as another kind of request", async () => {
    const { store, service } = setup();
    // A contact body is also a valid newsletter body (unknown keys are stripped): same fingerprint.
    await service.contact(contact(), { idempotencyKey: 'shared' });
    await expect(service.subscribe(contact(), { idempotencyKey: 'shared' })).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    expect(store.inbox.newsletters).toEqual([]);
  });

  it('stores separately under different keys', async () => {
    const { store, service } = setup();
    await service.contact(contact(), { idempotencyKey: 'a' });
    const other = await service.contact(contact(), { idempotencyKey: 'b' });
    expect(other.replayed).toBe(false);
    expect(store.inbox.contacts).toHaveLength(2);
    expect(store.inbox.idempotency.map((entry) => entry.key)).toEqual(['a', 'b']);
  });

  it('replays a newsletter sign-up instead of answering a conflict', async () => {
    const { store, service } = setup();
    const first = await service.subscribe({ email: 'ada@example.org' }, { idempotencyKey: 'n' });
    const again = await service.subscribe({ email: 'ada@example.org' }, { idempotencyKey: 'n' });
    expect(again).toEqual({ record: first.record, replayed: true });
    expect(store.inbox.newsletters).toHaveLength(1);
  });

  it('records no key when the newsletter sign-up is a duplicate', async () => {
    const { store, service } = setup();
    await service.subscribe({ email: 'ada@example.org' });
    await expect(service.subscribe({ email: 'ada@example.org' }, { idempotencyKey: 'n' })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(store.inbox.idempotency).toEqual([]);
  });

  it('stores anew when the record a key pointed to is gone', async () => {
    const { store, service } = setup();
    await service.contact(contact(), { idempotencyKey: 'k' });
    store.inbox.contacts = [];
    const again = await service.contact(contact(), { idempotencyKey: 'k' });
    expect(again.replayed).toBe(false);
    expect(store.inbox.contacts.map((c) => c.id)).toEqual(['id-2']);
    expect(store.inbox.idempotency).toHaveLength(1);
    expect(store.inbox.idempotency[0]!.recordId).toBe('id-2');
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('writes scalars as JSON', () => {
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson('é"')).toBe('"é\\""');
    expect(canonicalJson(1.5)).toBe('1.5');
    expect(canonicalJson(true)).toBe('true');
  });

  it('keeps a __proto__ key from JSON.parse', () => {
    const body = JSON.parse('{"__proto__":{"x":1},"a":1}') as unknown;
    expect(canonicalJson(body)).toBe('{"__proto__":{"x":1},"a":1}');
  });
});

describe('fingerprintOf', () => {
  it('is the same for the same body in any key order and differs for a different body', () => {
    const body = submission();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(fingerprintOf(reordered)).toBe(fingerprintOf(body));
    expect(fingerprintOf({ ...body, population: 101 })).not.toBe(fingerprintOf(body));
    expect(fingerprintOf({ a: '1' })).not.toBe(fingerprintOf({ a: 1 }));
  });

  it('is stable across runs, since fingerprints are stored in the inbox file', () => {
    // Pinned: changing the hash would turn every stored key into a mismatch after an upgrade.
    expect(fingerprintOf({ email: 'ada@example.org' })).toBe('2evw2ir3qdi.16zxmeyo002');
    expect(fingerprintOf({ email: 'ada@example.org' })).toMatch(/^[0-9a-z]+\.[0-9a-z]+$/);
  });
});

describe('normaliseEmail', () => {
  it('trims and lowercases', () => {
    expect(normaliseEmail('  Ada@Example.ORG ')).toBe('ada@example.org');
  });
});
