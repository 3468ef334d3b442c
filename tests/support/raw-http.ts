import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';
import { errorBodySchema } from '@core/contract/schemas';

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

export interface SocketAnswer {
  /** 0 when the server closed without answering. */
  status: number;
  head: string;
  body: string;
  /** From the first byte written to the server closing the connection. */
  closedAfterMs: number;
}

/**
 * Writes bytes straight to a socket (requests no HTTP client would send) and reads until the
 * server closes it; rejects when it is still open after `timeoutMs`. With `halfClose`, our FIN
 * follows the bytes, as a client that gives up mid-upload sends.
 */
export function socketExchange(
  base: string,
  bytes: string,
  { halfClose = false, timeoutMs = 5_000 }: { halfClose?: boolean; timeoutMs?: number } = {},
): Promise<SocketAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    let startedAt = 0;
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`still open after ${timeoutMs} ms`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString();
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body, closedAfterMs: performance.now() - startedAt });
    });
    socket.once('connect', () => {
      startedAt = performance.now();
      if (halfClose) socket.end(bytes);
      else socket.write(bytes);
    });
  });
}
