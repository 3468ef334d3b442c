import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { validContact } from '../../tests/support/fixtures';
import { expectErrorShape, postBody, request } from '../../tests/support/raw-http';
import { inboxFile } from '../../tests/support/inbox-on-disk';
import { clientKey, createRateLimiter } from './rate-limit';

describe('the rate limiter', () => {
  it('counts an IPv6 client by its /64 and an IPv4 client by its address, however it is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('192.0.2.8')).not.toBe(clientKey('192.0.2.7'));
    // Every address of one /64 shares one window.
    const limiter = createRateLimiter({ limit: 3 });
    const hits = [1, 2, 3, 4].map((i) => limiter.hit(clientKey(`2001:db8:aa:bb::${i.toString(16)}`)));
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, true, false]);
  });

  it('counts per client in a fixed window and starts over when it has passed', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.hit('a'))).toEqual([
      { allowed: true, limit: 3, remaining: 2, resetMs: 60_000 },
      { allowed: true, limit: 3, remaining: 1, resetMs: 60_000 },
      { allowed: true, limit: 3, remaining: 0, resetMs: 60_000 },
      { allowed: false, limit: 3, remaining: 0, resetMs: 60_000 },
    ]);
    expect(limiter.hit('b').allowed).toBe(true);
    now += 59_999;
    expect(limiter.hit('a')).toMatchObject({ allowed: false, resetMs: 1 });
    now += 1;
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 2, resetMs: 60_000 });
  });

  it('keeps memory bounded under a flood of distinct clients (100,000 addresses, 1,000 remembered)', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 5, maxClients: 1_000, now: () => now });
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      limiter.hit(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      if (i % 1000 === 0) now += 10;
      largest = Math.max(largest, limiter.size());
    }
    expect(largest).toBe(1_000);
    // Expired windows go first: after a minute only the newcomer is left.
    now += 61_000;
    limiter.hit('192.0.2.1');
    expect(limiter.size()).toBe(1);
  });
});

const get = (server: TestServer, path: string, agent?: http.Agent, headers: Record<string, string> = {}) =>
  request(server.url, { path, agent, headers });

describe('RATE_LIMIT over HTTP', () => {
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    off = await startTestServer();
    on = await startTestServer({ env: { RATE_LIMIT: '5' } });
  });
  afterAll(async () => {
    for (const server of [off, on]) {
      await server.stop();
      await removeTestDir(server.dir);
    }
  });

  it('is off by default: 500 requests in a row, no RateLimit headers', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const answers = await Promise.all(Array.from({ length: 500 }, () => get(off, '/api/statistics', agent)));
    agent.destroy();
    expect(answers.filter((a) => a.status !== 200)).toHaveLength(0);
    for (const a of answers) {
      expect(a.headers['ratelimit-limit']).toBeUndefined();
      expect(a.headers['ratelimit-policy']).toBeUndefined();
    }
  });

  it('with RATE_LIMIT=5 counts down in the headers, then answers a JSON 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await get(on, '/api/islands/featured'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0', '0', '0']);
    for (const a of answers) {
      expect(a.headers['ratelimit-limit']).toBe('5');
      expect(a.headers['ratelimit-policy']).toBe('5;w=60');
      expect(Number(a.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
      expect(Number(a.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const limited = answers[5]!;
    const body = expectErrorShape(limited, '429');
    expect(body.error).toBe('rate_limited');
    expect(body.message).toMatch(/at most 5 a minute/);
    expect(Number(limited.headers['retry-after'])).toBe(Number(limited.headers['ratelimit-reset']));
    expect(limited.headers['cache-control']).toBe('no-store');
    // A cross-origin reader can see it was limited, and why.
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect(limited.headers['access-control-expose-headers']).toMatch(/RateLimit-Remaining/);
    expect(limited.headers['access-control-expose-headers']).toMatch(/Retry-After/);

    // Over the limit, a POST is refused before it is read, and nothing is stored.
    const post = await postBody(on.url, '/api/contacts', validContact);
    expect(post.status).toBe(429);
    expect((await inboxFile(on.dataDir)).contacts).toHaveLength(0);

    // Pages are not limited, only /api.
    expect((await get(on, '/')).status).toBe(200);
    expect((await get(on, '/about')).headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('RATE_LIMIT behind a proxy (TRUST_PROXY)', () => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({ env: { RATE_LIMIT: '2' } });
    proxied = await startTestServer({ env: { RATE_LIMIT: '2', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    for (const server of [direct, proxied]) {
      await server.stop();
      await removeTestDir(server.dir);
    }
  });

  const statuses = async (server: TestServer, forwardedFor: string, n: number) => {
    const answers = [];
    for (let i = 0; i < n; i++) {
      answers.push((await get(server, '/api/statistics', undefined, { 'X-Forwarded-For': forwardedFor })).status);
    }
    return answers;
  };

  it('without it, X-Forwarded-For is ignored: a client cannot dodge the limit by naming other addresses', async () => {
    expect(await statuses(direct, '198.51.100.1', 2)).toEqual([200, 200]);
    expect(await statuses(direct, '198.51.100.2', 1)).toEqual([429]);
  });

  it('with the proxy trusted, each client it names is counted on its own', async () => {
    expect(await statuses(proxied, '198.51.100.1', 3)).toEqual([200, 200, 429]);
    expect(await statuses(proxied, '198.51.100.2', 3)).toEqual([200, 200, 429]);
    // A client behind the proxy that adds a spoofed address of its own is still known by the
    // address the trusted proxy saw (the last one in the list).
    expect(await statuses(proxied, '203.0.113.9, 198.51.100.1', 1)).toEqual([429]);
  });
});
