import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Inbox } from '@core/store';
import { postJson, removeTestDir, startTestServer, storedInbox, type TestServer } from '../tests/support/test-server';
import { validContact, validSubmission } from '../tests/support/fixtures';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
  await removeTestDir(server.dir);
});

const inboxOnDisk = async (): Promise<Inbox> => storedInbox(server);

describe('POST /api/submissions', () => {
  it('stores a pending submission on disk before answering 201, without private fields', async () => {
    const res = await postJson(`${server.url}/api/submissions`, { ...validSubmission, status: 'approved' });
    expect(res.status).toBe(201);
    const body = await res.json();
    // The file is read right after the answer: the write must already be there.
    const inbox = await inboxOnDisk();
    expect(inbox.submissions).toHaveLength(1);
    const stored = inbox.submissions[0]!;
    expect(stored).toMatchObject({ ...validSubmission, status: 'pending', id: body.id });
    expect(Date.now() - Date.parse(stored.submittedAt)).toBeLessThan(60_000);
    expect(body.status).toBe('pending');
    expect(body.name).toBe('Clipperton Island');
    expect(body).not.toHaveProperty('submitterEmail');
  });

  it("answers 400 with the spec's messages and stores nothing", async () => {
    const res = await postJson(`${server.url}/api/submissions`, {
      ...validSubmission,
      name: 'X',
      latitude: 91,
      region: 'Mediterranean',
      imageUrl: 'https://example.com/a.jpg',
      submitterEmail: 'not-an-email',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('invalid');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Island name must be at least 2 characters' },
        { path: 'latitude', message: 'Latitude must be between -90 and 90' },
        { path: 'region', message: 'Please select a valid region' },
        { path: 'imageUrl', message: 'Must be a valid NASA image URL from accepted domains' },
        { path: 'submitterEmail', message: 'Valid email is required' },
      ]),
    );
    expect((await inboxOnDisk().catch(() => ({ submissions: [] }))).submissions).toHaveLength(0);
  });

  it('accepts an image on an accepted NASA host', async () => {
    const res = await postJson(`${server.url}/api/submissions`, {
      ...validSubmission,
      imageUrl: 'https://eoimages.gsfc.nasa.gov.example.org/x.jpg',
    });
    expect(res.status).toBe(400);
    for (const imageUrl of [
      'https://earthobservatory.nasa.gov/images/1/x.jpg',
      'https://eoimages.gsfc.nasa.gov/images/imagerecords/73000/73909/world.jpg',
    ]) {
      const ok = await postJson(`${server.url}/api/submissions`, { ...validSubmission, imageUrl });
      expect(ok.status).toBe(201);
    }
  });
});

describe('POST /api/contacts and /api/newsletters', () => {
  it('stores an image URL as a WHATWG parser writes it, so every parser reads the host that was checked', async () => {
    const sent = 'https://eoimages.gsfc.nasa.gov\\@evil.test/x.jpg';
    const res = await postJson(`${server.url}/api/submissions`, { ...validSubmission, imageUrl: sent });
    expect(res.status).toBe(201);
    const stored = (await inboxOnDisk()).submissions[0]!;
    expect(stored.imageUrl).toBe('https://eoimages.gsfc.nasa.gov/@evil.test/x.jpg');
    expect(new URL(stored.imageUrl!).hostname).toBe('eoimages.gsfc.nasa.gov');
  });

  it('stores a contact message as unread', async () => {
    const res = await postJson(`${server.url}/api/contacts`, validContact);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.status).toBe('unread');
    expect(body).not.toHaveProperty('email');
    expect((await inboxOnDisk()).contacts).toMatchObject([{ ...validContact, status: 'unread', id: body.id }]);
  });

  it("answers a short contact message with the spec's message", async () => {
    const res = await postJson(`${server.url}/api/contacts`, { ...validContact, message: 'too short' });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: 'message', message: 'Message must be at least 20 characters' }]);
  });

  it('subscribes once, and answers the same e-mail again (another case, spaces) exactly as a new one', async () => {
    const first = await postJson(`${server.url}/api/newsletters`, { email: 'Reader@Example.org' });
    expect(first.status).toBe(201);
    const again = await postJson(`${server.url}/api/newsletters`, { email: '  reader@example.ORG ' });
    const fresh = await postJson(`${server.url}/api/newsletters`, { email: 'someone.else@example.org' });
    // Nothing in the answer tells an address already subscribed from a new one.
    const answers = await Promise.all([first, again, fresh].map(async (res) => [res.status, await res.json()]));
    expect(answers).toEqual([
      [201, { status: 'subscribed' }],
      [201, { status: 'subscribed' }],
      [201, { status: 'subscribed' }],
    ]);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const stored = (await inboxOnDisk()).newsletters;
    expect(stored.map((entry) => entry.email).sort()).toEqual(['reader@example.org', 'someone.else@example.org']);
    expect(stored.every((entry) => entry.isActive)).toBe(true);
  });
});

describe('what clients get wrong', () => {
  it('malformed JSON is 400, a wrong content type 415, over 100 kB 413, no body 400', async () => {
    const malformed = await postJson(`${server.url}/api/contacts`, '{"name": ');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('malformed_json');

    const text = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(validContact),
    });
    expect(text.status).toBe(415);
    expect((await text.json()).error).toBe('unsupported_media_type');

    const form = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'x' }),
    });
    expect(form.status).toBe(415);

    const huge = await postJson(`${server.url}/api/contacts`, { ...validContact, message: 'x'.repeat(110_000) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe('payload_too_large');

    const empty = await fetch(`${server.url}/api/contacts`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('invalid');

    const array = await postJson(`${server.url}/api/contacts`, [validContact]);
    expect(array.status).toBe(400);

    expect((await inboxOnDisk().catch(() => ({ contacts: [] }))).contacts).toHaveLength(0);
  });

  it('does not let __proto__ or constructor keys pollute anything', async () => {
    const body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(validContact).slice(1)}`;
    const res = await postJson(`${server.url}/api/contacts`, body);
    expect(res.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const stored = (await inboxOnDisk()).contacts[0] as unknown as Record<string, unknown>;
    expect(Object.keys(stored)).not.toContain('__proto__');
    expect(Object.keys(stored)).not.toContain('constructor');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and stores once', async () => {
    const headers = { 'Idempotency-Key': 'outbox-item-1' };
    const first = await postJson(`${server.url}/api/submissions`, validSubmission, headers);
    const second = await postJson(`${server.url}/api/submissions`, validSubmission, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect((await inboxOnDisk()).submissions).toHaveLength(1);
  });

  it('answers 422 for the same key with a different body', async () => {
    const headers = { 'Idempotency-Key': 'outbox-item-2' };
    expect((await postJson(`${server.url}/api/contacts`, validContact, headers)).status).toBe(201);
    const other = await postJson(
      `${server.url}/api/contacts`,
      { ...validContact, subject: 'Another subject' },
      headers,
    );
    expect(other.status).toBe(422);
    expect((await other.json()).error).toBe('idempotency_mismatch');
    expect((await inboxOnDisk()).contacts).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const res = await postJson(`${server.url}/api/contacts`, validContact, { 'Idempotency-Key': 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_idempotency_key');
  });
});

describe('durability', () => {
  it('keeps every acknowledged record across a restart, and replays keys after it', async () => {
    const acknowledged: string[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await postJson(
          `${server.url}/api/contacts`,
          { ...validContact, subject: `Subject ${i}` },
          {
            'Idempotency-Key': `key-${i}`,
          },
        );
        expect(res.status).toBe(201);
        acknowledged.push((await res.json()).id);
      }),
    );
    server = await server.restart();
    const inbox = await inboxOnDisk();
    expect(inbox.contacts.map((c) => c.id).sort()).toEqual(acknowledged.sort());
    const replay = await postJson(
      `${server.url}/api/contacts`,
      { ...validContact, subject: 'Subject 7' },
      {
        'Idempotency-Key': 'key-7',
      },
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await inboxOnDisk()).contacts).toHaveLength(40);
  });
});
