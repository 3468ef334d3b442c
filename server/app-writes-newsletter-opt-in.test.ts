import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../tests/support/smtp-catcher';
import { removeTestDir, postJson, startTestServer, type TestServer } from '../tests/support/test-server';

/**
 * Double opt-in, end to end: the real server with SMTP settings, a real SMTP server on a local
 * port, the link read out of the mail it receives. Run over the lowdb file and, in the PostgreSQL
 * pass of npm test, over PostgreSQL.
 */

const ADMIN_TOKEN = 'opt-in-admin-token-0123456789';
const SITE = 'https://isolario.example';

let smtp: SmtpCatcher;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Isolario <team@isolario.example>',
      PUBLIC_URL: SITE,
      ADMIN_TOKEN,
    },
  });
});

afterAll(async () => {
  await server?.stop();
  if (server) await removeTestDir(server.dir);
  await smtp?.close();
});

/** The code of the link in the nth mail to an address, once it has arrived. */
async function linkTo(address: string, nth = 1): Promise<string> {
  const { text } = await smtp.mailTo(address, nth);
  const link = new RegExp(`${SITE}/newsletter/confirm\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!link) throw new Error(`no confirmation link in the mail to ${address}`);
  return link[1]!;
}

const subscribers = async () => {
  const response = await fetch(`${server.url}/api/admin/newsletter`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { email: string }[]).map((subscription) => subscription.email);
};
const subscribe = (email: string) => postJson(`${server.url}/api/newsletters`, { email });
const confirm = (token: string) => postJson(`${server.url}/api/newsletters/confirm`, { token });

describe('newsletter sign-ups where the server sends mail (double opt-in)', () => {
  it('sends a new address a link, and subscribes it only once the link is followed', async () => {
    const response = await subscribe('Tern@Example.org ');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'confirmation-sent' });
    const token = await linkTo('tern@example.org');
    expect(await subscribers()).not.toContain('tern@example.org');

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'confirmed' });
    expect(await subscribers()).toContain('tern@example.org');

    // A link works once, and says nothing of whose it was.
    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect(JSON.stringify(await again.json())).toMatch(/used already, has expired/);
  });

  it('answers an address already subscribed exactly as a new one, and stores it once', async () => {
    await subscribe('noddy@example.org');
    await confirm(await linkTo('noddy@example.org'));
    const known = await subscribe('noddy@example.org');
    const unknown = await subscribe('booby@example.org');
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
    expect((await subscribers()).filter((email) => email === 'noddy@example.org')).toHaveLength(1);
  });

  it('sends a pending address a new link when it signs up again; the old link stops working', async () => {
    await subscribe('gannet@example.org');
    const first = await linkTo('gannet@example.org', 1);
    await subscribe('gannet@example.org');
    const second = await linkTo('gannet@example.org', 2);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);
    expect(await subscribers()).toContain('gannet@example.org');
  });

  it("mails no one for a bot's sign-up (the honeypot filled in), answered like a person's", async () => {
    const bot = await postJson(`${server.url}/api/newsletters`, { email: 'bot@example.org', website: 'http://spam' });
    expect([bot.status, await bot.json()]).toEqual([201, { status: 'confirmation-sent' }]);
    // A person's sign-up after it: once its mail has come, the bot's would have been sent before it.
    await subscribe('skua@example.org');
    await linkTo('skua@example.org');
    expect(smtp.mails.filter((mail) => mail.to.includes('bot@example.org'))).toEqual([]);
  });

  it('refuses a code that is not one with a clear 400, and an unknown one with a 404', async () => {
    const malformed = await confirm('not-a-code');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toMatch(/token must be the code in the confirmation link/);
    expect((await postJson(`${server.url}/api/newsletters/confirm`, {})).status).toBe(400);
    expect((await confirm('A'.repeat(43))).status).toBe(404);
  });
});
