import { describe, expect, it } from 'vitest';
import { createInboxService, isHoneypotFilled } from './inbox-service';
import {
  HONEYPOT_FIELD,
  contactPayloadSchema,
  newsletterPayloadSchema,
  submissionPayloadSchema,
} from '../contract/schemas';
import type { Inbox, InboxDocument } from '../store';
import { emptyInbox } from '../store';
import { inboxOverDocument } from './document-inbox';

class MemoryInboxStore implements InboxDocument {
  inbox: Inbox = emptyInbox();
  updates = 0;
  read = () => this.inbox;
  async update<T>(change: (inbox: Inbox) => T): Promise<T> {
    this.updates += 1;
    return change(this.inbox);
  }
}

const submission = {
  name: 'Wake Island',
  country: 'United States',
  region: 'Pacific',
  category: 'Military History',
  description: 'A coral atoll in the western Pacific with a long airstrip.',
  latitude: 19.3,
  longitude: 166.63,
  accessMethod: 'Plane',
  submitterName: 'Ada Lovelace',
  submitterEmail: 'ada@example.org',
};
const contact = {
  name: 'Ada',
  email: 'ada@example.org',
  subject: 'Hello there',
  message: 'A message long enough to pass.',
};

function setup() {
  const store = new MemoryInboxStore();
  let id = 0;
  const service = createInboxService({
    store: inboxOverDocument(store),
    clock: () => new Date('2025-01-14T12:00:00.000Z'),
    newId: () => `id-${++id}`,
  });
  return { store, service };
}

describe('the honeypot field', () => {
  it('is called website', () => {
    expect(HONEYPOT_FIELD).toBe('website');
  });

  it('is stripped from what people send when empty', async () => {
    const { store, service } = setup();
    const sent = await service.submit({ ...submission, [HONEYPOT_FIELD]: '' });
    expect(sent.record).not.toHaveProperty(HONEYPOT_FIELD);
    expect(store.inbox.submissions[0]).not.toHaveProperty(HONEYPOT_FIELD);
    await service.contact({ ...contact, [HONEYPOT_FIELD]: '' });
    expect(store.inbox.contacts[0]).not.toHaveProperty(HONEYPOT_FIELD);
    for (const schema of [submissionPayloadSchema, contactPayloadSchema, newsletterPayloadSchema]) {
      expect(schema.safeParse({ ...submission, ...contact, [HONEYPOT_FIELD]: 'x' }).data).not.toHaveProperty(
        HONEYPOT_FIELD,
      );
    }
  });

  it('answers a filled-in post like a success and stores nothing, not even the idempotency entry', async () => {
    const { store, service } = setup();
    const trapped = await service.submit(
      { ...submission, [HONEYPOT_FIELD]: 'https://spam.example' },
      { idempotencyKey: 'k1' },
    );
    expect(trapped).toEqual({
      record: {
        ...submission,
        population: 0,
        hasAirport: false,
        hasAbandonedAirstrip: false,
        isInhabited: false,
        militaryHistory: false,
        imageUrl: undefined,
        id: 'id-1',
        status: 'pending',
        submittedAt: '2025-01-14T12:00:00.000Z',
      },
      replayed: false,
      // Said, so a caller sends nothing on for it (a newsletter confirmation mail).
      discarded: true,
    });
    const contacted = await service.contact({ ...contact, [HONEYPOT_FIELD]: 'x' });
    expect(contacted.record).toMatchObject({ ...contact, status: 'unread' });
    const subscribed = await service.subscribe({ email: 'bot@example.org', [HONEYPOT_FIELD]: 'x' });
    expect(subscribed.record).toMatchObject({ email: 'bot@example.org', isActive: true });
    // The same e-mail twice is no 409 either: nothing was stored the first time.
    await service.subscribe({ email: 'bot@example.org', [HONEYPOT_FIELD]: 'x' });
    expect(store.updates).toBe(0);
    expect(store.inbox).toEqual(emptyInbox());
  });

  it('still validates, so a filled-in post with bad fields is refused like anyone else', async () => {
    const { store, service } = setup();
    await expect(service.contact({ ...contact, message: 'short', [HONEYPOT_FIELD]: 'x' })).rejects.toMatchObject({
      code: 'invalid',
    });
    expect(store.updates).toBe(0);
  });

  it('counts only a non-empty string of the object itself', () => {
    expect(isHoneypotFilled({ website: 'x' })).toBe(true);
    expect(isHoneypotFilled({ website: ' ' })).toBe(true);
    for (const input of [
      null,
      undefined,
      'website',
      ['x'],
      {},
      { website: '' },
      { website: 1 },
      { website: true },
      { website: ['x'] },
      Object.create({ website: 'inherited' }),
    ]) {
      expect(isHoneypotFilled(input), JSON.stringify(input)).toBe(false);
    }
  });
});
