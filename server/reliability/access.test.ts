import http from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@core/contract/schemas';
import { removeTestDir, startTestServer, type TestServer } from '../../tests/support/test-server';
import { validContact, validSubmission } from '../../tests/support/fixtures';
import { expectErrorShape, postBody, request, type Answer } from '../../tests/support/raw-http';
import { inboxFile } from '../../tests/support/inbox-on-disk';

const report = (line: string) => {
  if (process.env.RELIABILITY_REPORT) console.log(`[reliability] ${line}`);
};

const TOKEN = 'correct-horse-battery-staple';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const IMAGE = { imageUrl: 'https://earthobservatory.nasa.gov/images/1/bouvet.jpg', title: 'Bouvet from orbit' };

let guarded: TestServer;
let open: TestServer;
let limited: TestServer;
let agent: http.Agent;
let imageId: string;

beforeAll(async () => {
  guarded = await startTestServer({ env: { ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'warn' } });
  open = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
  limited = await startTestServer({ env: { RATE_LIMIT: '2', LOG_LEVEL: 'warn' } });
  agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  // One real image, so the delete and make-primary tricks aim at something that exists.
  const added = await postBody(guarded.url, '/api/islands/bouvet-island/images', IMAGE, agent, AUTH);
  expect(added.status).toBe(201);
  imageId = (JSON.parse(added.text) as { id: string }).id;
  // A submission in each inbox, so an admin read that got through would have something to leak.
  for (const server of [guarded, open]) {
    expect((await postBody(server.url, '/api/submissions', validSubmission, agent)).status).toBe(201);
  }
});
afterAll(async () => {
  agent.destroy();
  for (const server of [guarded, open, limited]) {
    await server.stop();
    await removeTestDir(server.dir);
  }
});

/** Path spellings that a lax router, a proxy or a decoder might map onto an admin route. */
function tricks(id: string): { method: string; path: string }[] {
  const island = 'bouvet-island';
  const add = [
    `/api/islands/${island}/images`,
    `/api/ISLANDS/${island}/images`,
    `/api/Islands/${island}/IMAGES`,
    `/API/islands/${island}/images`,
    `/api/islands/${island}/images/`,
    `/api/islands/${island}/images//`,
    `/api//islands/${island}/images`,
    `//api/islands/${island}/images`,
    `/api/./islands/${island}/images`,
    `/api/islands/./${island}/images`,
    `/api/islands/x/../${island}/images`,
    `/api/islands%2F${island}%2Fimages`,
    `/api/islands%2f${island}%2fimages`,
    `/api/islands/${island}%2Fimages`,
    `/api%2Fislands/${island}/images`,
    `/api/islands/${island}/images.`,
    `/api/islands/${island}/images%2E`,
    `/api/islands/${island}/images;x=1`,
    `/api/islands/${island}/images?token=${TOKEN}`,
    `/api/islands/${island}/images%00`,
    `/api/islands/${island}/images/%2e%2e/images`,
    `/%61pi/islands/${island}/images`,
    `/api/%69slands/${island}/images`,
    `/api\\islands\\${island}\\images`,
    `http://127.0.0.1/api/islands/${island}/images`,
  ];
  const remove = [
    `/api/images/${id}`,
    `/api/IMAGES/${id}`,
    `/api/images/${id}.`,
    `/api/images/${id}/`,
    `/api/images//${id}`,
    `/api//images/${id}`,
    `/api/./images/${id}`,
    `/api/images/./${id}`,
    `/api/x/../images/${id}`,
    `/api/images%2F${id}`,
    `/api/images/%2e/${id}`,
    `/%61pi/images/${id}`,
  ];
  const primary = [
    `/api/islands/${island}/images/${id}/primary`,
    `/api/islands/${island}/images/${id}/PRIMARY`,
    `/api/islands/${island}/images/${id}/primary/`,
    `/api/islands/${island}/images/${id}/primary.`,
    `/api/islands/${island}/images/${id}%2Fprimary`,
    `/api//islands/${island}/images/${id}/primary`,
  ];
  const adminReads = [
    '/api/admin/submissions',
    '/api/ADMIN/submissions',
    '/api/Admin/Submissions',
    '/api/admin/submissions/',
    '/api/admin//submissions',
    '/api//admin/submissions',
    '/api/./admin/submissions',
    '/api/x/../admin/submissions',
    '/api/%61dmin/submissions',
    '/api/admin%2Fsubmissions',
    '/api/admin/submissions.',
    '/api/admin/submissions;x',
    '/api/admin/contacts',
    '/api/admin/newsletter',
    '/api/admin/newsletter.',
    '/api/ADMIN/NEWSLETTER',
  ];
  return [
    ...add.flatMap((p) => ['POST', 'PUT', 'PATCH'].map((method) => ({ method, path: p }))),
    ...remove.flatMap((p) => ['DELETE', 'POST', 'PUT'].map((method) => ({ method, path: p }))),
    ...primary.flatMap((p) => ['POST', 'PUT'].map((method) => ({ method, path: p }))),
    ...adminReads.flatMap((p) => ['GET', 'HEAD', 'POST'].map((method) => ({ method, path: p }))),
    ...add.slice(0, 4).map((p) => ({ method: 'OPTIONS', path: p })),
    ...remove.slice(0, 4).map((p) => ({ method: 'OPTIONS', path: p })),
  ];
}

const isAdminRead = (target: string) => /admin|%61dmin/i.test(target);

/** inbox.json and its journal, byte for byte. */
const inboxFiles = async (dataDir: string) =>
  Promise.all(
    ['inbox.json', 'inbox.json.journal'].map((name) => readFile(path.join(dataDir, name), 'utf8').catch(() => '')),
  );

describe('admin routes', () => {
  for (const [name, which, headers] of [
    ['no ADMIN_TOKEN set (403 land)', () => open, {}],
    ['a token set, none sent', () => guarded, {}],
    ['a token set, a wrong one sent', () => guarded, { Authorization: 'Bearer wrong-token' }],
  ] as const) {
    it(`are not reachable by path tricks with ${name}`, async () => {
      const server = which();
      const catalogueBefore = await readFile(server.catalogFile, 'utf8');
      const cases = tricks(imageId);
      const statuses = new Map<number, number>();
      for (const { method, path: target } of cases) {
        const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? JSON.stringify(IMAGE) : undefined;
        const answer = await request(server.url, {
          method,
          path: target,
          headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body,
          agent,
        });
        const context = `${method} ${target}`;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, context).toBeLessThan(500);
        if (method === 'OPTIONS') {
          // A preflight answers what is allowed, and allows no writes.
          expect(answer.headers['access-control-allow-methods'] ?? '', context).not.toMatch(/POST|DELETE|PUT/);
          continue;
        }
        expect(answer.status, context).toBeGreaterThanOrEqual(400);
        if (method !== 'HEAD' && answer.headers['content-type']?.startsWith('application/json')) {
          expectErrorShape(answer, context);
        }
        if (answer.status === 401 || answer.status === 403) {
          expect(answer.status, context).toBe(server === open ? 403 : 401);
        }
        if (isAdminRead(target)) expect(answer.text, context).not.toMatch(/ada@example\.org|submitterEmail/);
      }
      expect(await readFile(server.catalogFile, 'utf8')).toBe(catalogueBefore);
      const images = await request(server.url, { path: '/api/islands/bouvet-island/images', agent });
      expect((JSON.parse(images.text) as unknown[]).length).toBe(server === guarded ? 1 : 0);
      const summary = [...statuses].map(([s, n]) => `${n} x ${s}`).join(', ');
      report(`admin path tricks with ${name}: ${cases.length} requests -> ${summary}; catalogue unchanged`);
    });
  }

  it('refuses tokens that are nearly right or sent the wrong way', async () => {
    const target = '/api/admin/submissions';
    const wrong: Record<string, string>[] = [
      { Authorization: `Bearer ${TOKEN.toUpperCase()}` },
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Bearer ${TOKEN.slice(1)}` },
      { Authorization: `Bearer ${TOKEN} extra` },
      { Authorization: `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}` },
      { Authorization: `Token ${TOKEN}` },
      { Authorization: TOKEN },
      { Authorization: 'Bearer ' },
      { Authorization: `Bearer ${TOKEN}\u0000` },
      { 'X-Admin-Token': TOKEN },
      { Cookie: `token=${TOKEN}` },
    ];
    for (const headers of wrong) {
      let answer: Answer;
      try {
        answer = await request(guarded.url, { path: target, headers, agent });
      } catch (error) {
        // Node's client refuses to send some of these (a NUL in a header) at all.
        expect(String(error), JSON.stringify(headers)).toMatch(/Invalid character|ERR_INVALID_CHAR/);
        continue;
      }
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(expectErrorShape(answer).error).toBe('unauthorized');
    }
    const ok = await request(guarded.url, { path: target, headers: AUTH, agent });
    expect(ok.status).toBe(200);
    const viaQuery = await request(guarded.url, { path: `${target}?access_token=${TOKEN}`, agent });
    expect(viaQuery.status).toBe(401);
  });
});

const CSP_MUST = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
];

function expectSecurityHeaders(answer: Answer, context: string) {
  const csp = String(answer.headers['content-security-policy'] ?? '');
  for (const directive of CSP_MUST) expect(csp, context).toContain(directive);
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, context).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|http:/);
  expect(answer.headers['x-content-type-options'], context).toBe('nosniff');
  expect(answer.headers['referrer-policy'], context).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-frame-options'], context).toBe('DENY');
  expect(answer.headers['access-control-allow-credentials'], context).toBeUndefined();
}

describe('security headers and CORS on every kind of answer', () => {
  it('are on API, page, asset, redirect and error answers alike', async () => {
    await mkdir(path.join(open.staticDir, 'assets'), { recursive: true });
    await writeFile(path.join(open.staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
    await writeFile(path.join(open.staticDir, 'robots.txt'), 'User-agent: *');
    const etag = (await request(open.url, { path: '/api/statistics', agent })).headers.etag!;
    const origin = { Origin: 'https://elsewhere.example' };
    const cases: [string, RawCase][] = [
      ['API 200', { path: '/api/statistics' }],
      ['API 200 cross-origin', { path: '/api/islands/featured', headers: origin }],
      ['API 304', { path: '/api/statistics', headers: { 'If-None-Match': etag } }],
      ['API 400', { path: '/api/islands?limit=0' }],
      ['API 400 path', { path: '/api/islands/%E0%A4%A' }],
      ['API 404', { path: '/api/nope' }],
      ['API 201', { method: 'POST', path: '/api/contacts', json: validContact }],
      ['API 403 cross-origin POST', { method: 'POST', path: '/api/contacts', json: validContact, headers: origin }],
      ['API 403 admin off', { method: 'DELETE', path: `/api/images/${imageId}` }],
      ['API 413', { method: 'POST', path: '/api/contacts', json: { padding: 'x'.repeat(110_000) } }],
      ['API 415', { method: 'POST', path: '/api/contacts', body: 'x', headers: { 'Content-Type': 'text/plain' } }],
      ['API 204 preflight', { method: 'OPTIONS', path: '/api/contacts', headers: origin }],
      ['API HEAD', { method: 'HEAD', path: '/api/islands' }],
      ['page 200', { path: '/' }],
      ['page 200 island', { path: '/island/bouvet-island' }],
      ['page 404', { path: '/no/such/page' }],
      ['asset 200', { path: '/assets/app-1234.js' }],
      ['asset 404', { path: '/assets/missing.js' }],
      ['static file', { path: '/robots.txt' }],
      ['directory (no redirect)', { path: '/assets' }],
    ];
    const seen: string[] = [];
    for (const [name, c] of cases) {
      const answer = await send(open, c);
      seen.push(`${name} ${answer.status}`);
      expectSecurityHeaders(answer, name);
      if (c.path.startsWith('/api') && answer.status >= 400 && c.method !== 'HEAD') expectErrorShape(answer, name);
    }
    const limitedAnswers = [];
    for (let i = 0; i < 3; i++) limitedAnswers.push(await request(limited.url, { path: '/api/statistics', agent }));
    expect(limitedAnswers.map((a) => a.status)).toEqual([200, 200, 429]);
    expectSecurityHeaders(limitedAnswers[2]!, 'API 429');
    const admin401 = await request(guarded.url, { path: '/api/admin/submissions', agent });
    expect(admin401.status).toBe(401);
    expectSecurityHeaders(admin401, 'API 401');
    report(
      `security headers: ${cases.length + 2} kinds of answer (${seen.join(', ')}, API 429, API 401), all carry them`,
    );
  });

  it('lets any origin read, and no other origin write; credentials are never allowed', async () => {
    const before = (await inboxFile(open.dataDir)).contacts.length;
    const host = new URL(open.url).host;
    for (const origin of ['https://elsewhere.example', 'null', `http://${host}.evil.example`, 'http://localhost']) {
      const read = await request(open.url, { path: '/api/islands/bouvet-island', headers: { Origin: origin }, agent });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe('*');
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
      for (const target of ['/api/contacts', '/api/newsletters', '/api/submissions']) {
        const write = await postBody(open.url, target, validContact, agent, { Origin: origin });
        expect(write.status, `${origin} ${target}`).toBe(403);
        expect(expectErrorShape(write).error).toBe('cross_origin');
      }
      const preflight = await request(open.url, {
        method: 'OPTIONS',
        path: '/api/contacts',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
        agent,
      });
      expect(preflight.headers['access-control-allow-methods']).not.toMatch(/POST/);
      expect(preflight.headers['access-control-allow-headers']).not.toMatch(/content-type/i);
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
    expect((await inboxFile(open.dataDir)).contacts.length).toBe(before);
    // The site itself (same origin) may write.
    const same = await postBody(open.url, '/api/contacts', validContact, agent, { Origin: `http://${host}` });
    expect(same.status).toBe(201);
  });
});

type RawCase = { method?: string; path: string; headers?: Record<string, string>; json?: unknown; body?: string };
function send(server: TestServer, c: RawCase) {
  const body = c.json !== undefined ? JSON.stringify(c.json) : c.body;
  return request(server.url, {
    method: c.method ?? 'GET',
    path: c.path,
    headers: { ...(c.json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...c.headers },
    body,
    agent,
  });
}

describe('the honeypot over HTTP', () => {
  it('answers a filled-in post like a real one and stores nothing, not even its Idempotency-Key', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/api/submissions', validSubmission],
      ['/api/contacts', validContact],
      ['/api/newsletters', { email: 'bot@example.org' }],
    ];
    for (const [target, body] of cases) {
      const real = await postBody(
        open.url,
        target,
        target === '/api/newsletters' ? { email: 'person@example.org' } : body,
        agent,
      );
      expect(real.status).toBe(201);
      const filesBefore = await inboxFiles(open.dataDir);
      const trapped = await postBody(open.url, target, { ...body, [HONEYPOT_FIELD]: 'https://spam.example' }, agent, {
        'Idempotency-Key': `bot-${target}`,
      });
      expect(trapped.status, target).toBe(201);
      expect(trapped.headers['content-type']).toBe(real.headers['content-type']);
      expect(Object.keys(JSON.parse(trapped.text)).sort()).toEqual(Object.keys(JSON.parse(real.text)).sort());
      expect(await inboxFiles(open.dataDir), target).toEqual(filesBefore);
    }
    // An empty honeypot is a person: stored, without the field.
    const person = await postBody(open.url, '/api/contacts', { ...validContact, [HONEYPOT_FIELD]: '' }, agent);
    expect(person.status).toBe(201);
    const { id } = JSON.parse(person.text) as { id: string };
    const stored = (await inboxFile(open.dataDir)).contacts.find((c) => c.id === id)!;
    expect(stored).not.toHaveProperty(HONEYPOT_FIELD);
  });
});
