import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { curateHere, fresh, inboxOnDisk, submit, testCatalogue } from '../../tests/support/curate-runner';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The message's body as written: quoted-printable soft breaks and escapes undone. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1]?.trim();

describe('curate e-mails the submitter the decision', { timeout: 60_000 }, () => {
  let server: TestServer;
  let smtp: SMTPServer;
  let smtpUrl: string;
  let refuseNext = false;
  const received: Received[] = [];
  const ids: Record<string, string> = {};
  let env: Record<string, string>;

  beforeAll(async () => {
    // A real SMTP server on a local port, taking any sender (no TLS, no login on loopback).
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuseNext) return callback(new Error('Mailbox unavailable'));
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

    server = await startTestServer({ catalog: testCatalogue() });
    ids.approved = await submit(server, fresh('Gannet Reef', -40.5, { submitterEmail: 'grace@example.org' }));
    ids.rejected = await submit(server, fresh('Tern Skerry', -41.5, { submitterEmail: 'alan@example.org' }));
    ids.unsent = await submit(server, fresh('Shag Rock', -42.5, { submitterEmail: 'ada@example.org' }));
    ids.refused = await submit(server, fresh('Noddy Cay', -43.5, { submitterEmail: 'mary@example.org' }));
    ids.badSetting = await submit(server, fresh('Booby Key', -44.5));
    ids.slow = await submit(server, fresh('Frigate Shoal', -45.5, { submitterEmail: 'rosalind@example.org' }));
    // One writer per file: the server stops before the command works on its files.
    await server.stop();
    env = { CATALOG_FILE: server.catalogFile, DATA_DIR: server.dataDir, PUBLIC_URL: 'https://isolario.example' };
  });
  afterAll(async () => {
    await server.stop();
    await removeTestDir(server.dir);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const withMail = () => ({ ...env, SMTP_URL: smtpUrl, MAIL_FROM: 'Isolario <team@isolario.example>' });
  const status = async (id: string) => (await inboxOnDisk(server)).submissions.find((s) => s.id === id)?.status;

  it('approving sends the island page and the reference to the submitter, from MAIL_FROM', async () => {
    const run = await curateHere(
      ['submissions', 'approve', ids.approved!, '--notes', 'Checked the chart.'],
      withMail(),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('E-mailed grace@example.org: "Gannet Reef is now in Isolario".');
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['grace@example.org']);
    expect(mail.from).toBe('team@isolario.example');
    expect(header(mail.raw, 'Subject')).toBe('Gannet Reef is now in Isolario');
    const body = bodyOf(mail.raw);
    expect(body).toContain('Hello Ada Lovelace,');
    expect(body).toContain('added it to the catalogue as Gannet Reef.');
    expect(body).toContain('Its page: https://isolario.example/island/gannet-reef');
    expect(body).toContain("The reviewer's note: Checked the chart.");
    expect(body).toContain(`Your submission's reference: ${ids.approved}`);
  });

  it("rejecting sends the reviewer's reason", async () => {
    const count = received.length;
    const run = await curateHere(['submissions', 'reject', ids.rejected!, '--notes', 'It is a sandbank.'], withMail());
    expect(run.code, run.stderr).toBe(0);
    expect(received).toHaveLength(count + 1);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['alan@example.org']);
    expect(header(mail.raw, 'Subject')).toBe('Your submission of Tern Skerry to Isolario');
    expect(bodyOf(mail.raw)).toContain("The reviewer's reason: It is a sandbank.");
    expect(await status(ids.rejected!)).toBe('rejected');
  });

  it('without SMTP_URL sends nothing and says whom to write to', async () => {
    const count = received.length;
    const run = await curateHere(['submissions', 'approve', ids.unsent!], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('No e-mail was sent (SMTP_URL is not set): write to ada@example.org yourself');
    expect(received).toHaveLength(count);
    expect(await status(ids.unsent!)).toBe('approved');
  });

  it('a send the SMTP server refuses leaves the decision made and says so', async () => {
    refuseNext = true;
    try {
      const run = await curateHere(['submissions', 'reject', ids.refused!, '--notes', 'Not an island.'], withMail());
      // Saved, but the submitter was not told: its own exit code, so a script notices.
      expect(run.code, run.stderr).toBe(6);
      expect(run.stderr).toMatch(
        /The decision is saved, but the e-mail to mary@example\.org failed \(.*Mailbox unavailable/,
      );
      expect(await status(ids.refused!)).toBe('rejected');
    } finally {
      refuseNext = false;
    }
  });

  it('gives up on an SMTP server that keeps answering slowly, at the deadline, and says so', async () => {
    // Greets one byte at a time, for ever: no single timeout of the connection ever fires.
    const trickle = net.createServer((socket) => {
      const drip = setInterval(() => socket.write('2'), 100);
      socket.on('close', () => clearInterval(drip));
      socket.on('error', () => clearInterval(drip));
    });
    await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
    try {
      const url = `smtp://127.0.0.1:${(trickle.address() as AddressInfo).port}`;
      const run = await curateHere(['submissions', 'approve', ids.slow!], {
        ...env,
        SMTP_URL: url,
        MAIL_FROM: 'team@isolario.example',
        MAIL_DEADLINE_MS: '1500',
      });
      expect(run.code, run.stderr).toBe(6);
      expect(run.stderr).toMatch(
        /the e-mail to .* failed \(the SMTP server did not take the message within 1\.5 s\): write to them yourself/,
      );
      expect(await status(ids.slow!)).toBe('approved');
    } finally {
      await new Promise<void>((resolve) => trickle.close(() => resolve()));
    }
  });

  it('an unusable setting stops the command before any decision', async () => {
    const noFrom = await curateHere(['submissions', 'approve', ids.badSetting!], { ...env, SMTP_URL: smtpUrl });
    expect(noFrom.code).toBe(2);
    expect(noFrom.stderr).toContain('MAIL_FROM is not');
    const badUrl = await curateHere(['submissions', 'approve', ids.badSetting!], {
      ...env,
      SMTP_URL: 'mail.example.org',
      MAIL_FROM: 'team@isolario.example',
    });
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(await status(ids.badSetting!)).toBe('pending');
  });
});
