import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect } from 'vitest';
import { errorBodySchema } from '@core/schemas';
import type { Inbox } from '@core/store';
import { readInboxOnDisk } from '../../node/stores/inbox-store';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method?: string;
  /** Sent exactly as given: no normalisation of dots, slashes or percent-encodings. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent;
  timeoutMs?: number;
  /** The loopback address to send from (127.0.0.2, …): another client, as a proxy sees it. */
  localAddress?: string;
}

/** One HTTP request over loopback with node:http, so odd paths reach the server untouched. */
export function request(
  base: string,
  { method = 'GET', path: target, headers = {}, body, agent, timeoutMs = 15_000, localAddress }: RawRequest,
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        agent: agent ?? false,
        headers: body === undefined ? headers : { 'Content-Length': String(Buffer.byteLength(body)), ...headers },
        timeout: timeoutMs,
        ...(localAddress ? { localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms: ${method} ${target}`)));
    req.on('error', reject);
    req.end(body);
  });
}

export const postBody = (
  base: string,
  target: string,
  body: unknown,
  agent?: http.Agent,
  headers: Record<string, string> = {},
) =>
  request(base, {
    method: 'POST',
    path: target,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    agent,
  });

/** Asserts the one error shape every /api error has: {error, message, issues?: [{path, message}]}. */
export function expectErrorShape(answer: Answer, context = '') {
  expect(answer.headers['content-type'], context).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`${context}: error answer ${answer.status} is not JSON: ${answer.text.slice(0, 200)}`);
  }
  const parsed = errorBodySchema.strict().safeParse(body);
  expect(parsed.success, `${context}: ${answer.text.slice(0, 300)}`).toBe(true);
  expect(parsed.data!.error.length, context).toBeGreaterThan(0);
  expect(parsed.data!.message.length, context).toBeGreaterThan(0);
  return parsed.data!;
}

/** The inbox as it is on disk (inbox.json and its journal); missing means nothing was ever stored. */
export async function inboxFile(dataDir: string): Promise<Inbox> {
  return readInboxOnDisk(dataDir);
}

export const inboxIds = (inbox: Inbox) => [
  ...inbox.submissions.map((r) => r.id),
  ...inbox.contacts.map((r) => r.id),
  ...inbox.newsletters.map((r) => r.id),
];

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** Every log line the server wrote on stderr so far. */
  logs: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node --import tsx server/main.ts` as its own process on port 0 and waits for the
 * 'Isolario is listening' log line, which carries the real URL.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 20_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let buffered = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms:\n${logs.join('\n')}`)),
      timeoutMs,
    );
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        logs.push(line);
        if (line.includes('Isolario is listening')) {
          clearTimeout(timer);
          resolve((JSON.parse(line) as { url: string }).url);
        }
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`server exited before listening (code ${code}, signal ${signal}):\n${logs.join('\n')}${buffered}`),
      );
    });
  });
  return { child, url, logs, exited };
}

/** Kills a child server if it still runs, and waits for it to be gone. */
export async function killServer(server: ChildServer | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A contact body unique to one request, so its stored record can be found again. */
export const uniqueContact = (marker: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: `Load ${marker}`,
  message: `A message long enough to pass, marker ${marker}.`,
});
