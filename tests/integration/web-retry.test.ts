import { afterEach, describe, expect, it, vi } from 'vitest';
import { validContact } from '../support/fixtures';
import type { Delivery } from '@/lib/data-source';
import { storedInbox, useTestServer } from '../support/test-server';
import { createHttpDataSource } from '@/lib/http-data-source';
import { aSubmission } from '../support/builders';

/**
 * The website's data source against the real server, on a link that loses the first answer after
 * the server stored the record: pressing Send again must give back that record, not a second one.
 */

const server = useTestServer();
afterEach(() => vi.unstubAllGlobals());

/** Real fetch, except that the next POST's answer is lost on the way back (after it was stored). */
function loseNextAnswer() {
  const real = globalThis.fetch;
  const sent: { url: string; key: string | null; status: number }[] = [];
  let lose = true;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const response = await real(url, init);
    if (init.method !== 'POST') return response;
    sent.push({ url, key: new Headers(init.headers).get('Idempotency-Key'), status: response.status });
    if (lose) {
      lose = false;
      await response.arrayBuffer();
      throw new TypeError('fetch failed');
    }
    return response;
  });
  return sent;
}

/** The record of a delivery the server stored (the web never queues). */
function storedId(delivery: Delivery<{ id: string }>): string {
  if (delivery.status !== 'stored') throw new Error(`expected a stored record, got ${delivery.status}`);
  return delivery.record.id;
}

describe('the web forms on a link that loses an answer', () => {
  const cases = [
    ['a submission', 'submissions', (web) => web.createSubmission(aSubmission({ name: 'Lost Answer Atoll' }))],
    ['a message', 'contacts', (web) => web.createContact({ ...validContact, subject: 'Lost answer message' })],
    ['a sign-up', 'newsletters', (web) => web.createNewsletter({ email: 'lost-answer@example.org' })],
  ] as const satisfies readonly [
    string,
    string,
    (web: ReturnType<typeof createHttpDataSource>) => Promise<Delivery<object>>,
  ][];

  it.each(cases)('stores %s once when Send is pressed again', async (_what, kind, send) => {
    const web = createHttpDataSource(server.url);
    const sent = loseNextAnswer();
    await expect(send(web)).rejects.toThrow('fetch failed');
    const answer = await send(web);
    // A sign-up's answer names no record (it tells no one who is subscribed); the others name theirs.
    if (kind === 'newsletters') expect(answer).toEqual({ status: 'stored', record: { status: 'subscribed' } });
    const retried = kind === 'newsletters' ? undefined : storedId(answer as Delivery<{ id: string }>);

    // Both attempts reached the server with one key; the second was answered from the first.
    expect(sent.map((attempt) => attempt.status)).toEqual([201, 201]);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    const inbox = await storedInbox(server);
    const stored =
      kind === 'submissions' ? inbox.submissions : kind === 'contacts' ? inbox.contacts : inbox.newsletters;
    if (retried !== undefined) expect(stored.filter((record) => record.id === retried)).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });

  it('sends the same message again as a new one once the first was stored', async () => {
    const web = createHttpDataSource(server.url);
    const message = { ...validContact, subject: 'Sent twice on purpose' };
    const first = storedId(await web.createContact(message));
    const second = storedId(await web.createContact(message));
    expect(second).not.toBe(first);
    const inbox = await storedInbox(server);
    expect(inbox.contacts.filter((contact) => contact.subject === message.subject)).toHaveLength(2);
  });
});
