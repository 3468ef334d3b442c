import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The message as sent, quoted-printable soft breaks joined and =3D read as '='. */
  text: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** The nth mail (from 1) to an address, once it has arrived: a condition, never a time. */
  mailTo(address: string, nth?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a local port that keeps every message (no TLS, no login, on loopback). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    mails,
    async mailTo(address, nth = 1) {
      const mine = () => mails.filter((mail) => mail.to.includes(address));
      while (mine().length < nth) await new Promise<void>((wake) => waiters.push(wake));
      return mine()[nth - 1]!;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
