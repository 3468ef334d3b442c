import http from 'node:http';
import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestDir, startTestServer, storedInbox, type TestServer } from '../../tests/support/test-server';
import { validContact, validSubmission } from '../../tests/support/fixtures';
import { expectErrorShape, request, type Answer } from '../../tests/support/raw-http';
import { inboxIds } from '../../tests/support/inbox-on-disk';

const report = (line: string) => {
  if (process.env.RELIABILITY_REPORT) console.log(`[reliability] ${line}`);
};

const RUNS = 250;

let server: TestServer;
let agent: http.Agent;
let catalogueBefore: string;
const prototypeKeysBefore = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN: 'fuzz-admin-token', LOG_LEVEL: 'warn' } });
  agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  catalogueBefore = await readFile(server.catalogFile, 'utf8');
});
afterAll(async () => {
  agent.destroy();
  await server.stop();
  await removeTestDir(server.dir);
});

const tally = new Map<string, Map<number, number>>();
function count(what: string, status: number) {
  const byStatus = tally.get(what) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tally.set(what, byStatus);
}
const summary = (what: string) =>
  [...(tally.get(what) ?? new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} x ${status}`)
    .join(', ');

/** The one property every answer has: never a 5xx, and any /api error in the JSON error shape. */
function checkAnswer(answer: Answer, context: string) {
  expect(answer.status, `${context}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status >= 400) expectErrorShape(answer, context);
}

// Control characters the schemas refuse, and the ones they allow (tab, newlines).
const CONTROL = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\u007f'];
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u2028\u2029',
  '\u202e',
  '\uFEFF',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  '10.3',
  '-0',
  'NaN',
  'Infinity',
  'true',
  'null',
  'Pacific',
  'pacific',
  'Boat Only',
  'ada@example.org',
  'a@b',
  '../../etc/passwd',
  '%00',
  '=1+1',
  '😀'.repeat(50),
];

/** Values a field can hold: any JSON, odd strings and numbers, very long and control-laden text. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...CONTROL, 'a', ' '), maxLength: 40 }),
  fc.nat({ max: 12_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(...NASTY_STRINGS),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, -1, -0, 90.0000001, 180, -180.5),
);

const OBJECT_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** A valid body with up to four fields replaced (including prototype keys) and up to two dropped. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc
    .record({
      overrides: fc.array(fc.tuple(fc.constantFrom(...keys, ...OBJECT_KEYS), fieldValue), { maxLength: 4 }),
      dropped: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
    })
    .map(({ overrides, dropped }) => {
      // Object.fromEntries and spread define own properties, so "__proto__" really is sent as a key.
      const body: Record<string, unknown> = { ...valid, ...Object.fromEntries(overrides) };
      for (const key of dropped) delete body[key];
      return body;
    });
}

/** Real keys with values that are anything at all. */
function realKeysAnyValues(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(valid), ...OBJECT_KEYS), fieldValue), { maxLength: 12 })
    .map((entries) => Object.fromEntries(entries));
}

/** JSON text: a valid body carrying an extra value nested up to 20,000 levels deep. */
function deeplyNested(valid: Record<string, unknown>): fc.Arbitrary<string> {
  return fc
    .record({ depth: fc.integer({ min: 1, max: 20_000 }), open: fc.constantFrom('[', '{"a":') })
    .map(({ depth, open }) => {
      const close = open === '[' ? ']' : '}';
      return `{"deep":${open.repeat(depth)}1${close.repeat(depth)},${JSON.stringify(valid).slice(1)}`;
    });
}

/** Text that is mostly not JSON, or JSON JavaScript would accept and JSON does not. */
const rawText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
  fc.constantFrom(
    'NaN',
    '{"latitude": NaN}',
    '{"latitude": Infinity}',
    '{"latitude": -Infinity}',
    '{"latitude": 1e400}',
    '{',
    '{"a":1,}',
    "{'a':1}",
    '\uFEFF{}',
    '[]',
    'null',
    'true',
    '"text"',
    '1',
    '{"a":1}{"b":2}',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
  ),
);

async function post(path: string, text: string) {
  return request(server.url, {
    method: 'POST',
    path,
    headers: { 'Content-Type': 'application/json' },
    body: text,
    agent,
  });
}

const ENDPOINTS: [string, Record<string, unknown>][] = [
  ['/api/submissions', validSubmission],
  ['/api/contacts', validContact],
  ['/api/newsletters', { email: 'reader@example.org' }],
];

describe('property: any POST body', () => {
  for (const [path, valid] of ENDPOINTS) {
    it(`${path}: never a 5xx, always the error shape, nothing stored on a rejection (${RUNS} runs)`, async () => {
      const body = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        mutated(valid).map((value) => JSON.stringify(value)),
        realKeysAnyValues(valid).map((value) => JSON.stringify(value)),
        deeplyNested(valid),
        rawText,
      );
      let n = 0;
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          // Each newsletter e-mail once, so a valid body is a 201 rather than a duplicate.
          const sent =
            path === '/api/newsletters' ? text.replace('reader@example.org', `reader-${++n}@example.org`) : text;
          const stored = await storedInbox(server);
          const before = inboxIds(stored);
          const answer = await post(path, sent);
          count(path, answer.status);
          checkAnswer(answer, `POST ${path} ${sent.slice(0, 120)}`);
          const after = inboxIds(await storedInbox(server));
          if (answer.status === 201) {
            const { id } = JSON.parse(answer.text) as { id?: string };
            const added = after.filter((record) => !before.includes(record));
            if (path === '/api/newsletters') {
              // A sign-up's answer names no record and is the same for an address already held
              // (the fuzzer can send one twice): one record is added, or none for a known address.
              const email = String((JSON.parse(sent) as { email: unknown }).email)
                .trim()
                .toLowerCase();
              const known = stored.newsletters.some((entry) => entry.email === email);
              expect(added).toHaveLength(known ? 0 : 1);
              expect(after).toHaveLength(before.length + added.length);
            } else {
              expect(added).toEqual([id]);
              expect(after).toHaveLength(before.length + 1);
            }
          } else {
            expect(after, `stored on a ${answer.status}`).toEqual(before);
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
      report(`fuzz POST ${path}: ${RUNS} bodies -> ${summary(path)}`);
    });
  }
});

/** Strings for a path segment: sent percent-encoded, or raw with the characters a URL path allows. */
const RAW_PATH_CHARS = [..."abcXYZ019-._~!$&'()*+,;=:@%/", '%2F', '%2f', '%2E', '%00', '%ZZ', '%E0%A4%A', '..', '//'];
const segment: fc.Arbitrary<{ raw: string; label: string }> = fc.oneof(
  fc
    .string({ unit: 'grapheme', maxLength: 250 })
    .map((s) => ({ raw: encodeURIComponent(s), label: JSON.stringify(s) })),
  fc
    .array(fc.constantFrom(...RAW_PATH_CHARS), { maxLength: 30 })
    .map((parts) => parts.join(''))
    .map((s) => ({ raw: s, label: `raw ${s}` })),
  fc
    .constantFrom('tristan-da-cunha', 'bouvet-island', 'pacific', 'Indian%20Ocean', 'arctic', 'all')
    .map((s) => ({ raw: s, label: s })),
);

const PATH_ROUTES: { method: string; path: (a: string, b: string) => string }[] = [
  { method: 'GET', path: (a) => `/api/islands/${a}` },
  { method: 'GET', path: (a) => `/api/islands/search/${a}` },
  { method: 'GET', path: (a) => `/api/islands/category/${a}` },
  { method: 'GET', path: (a) => `/api/islands/region/${a}` },
  { method: 'GET', path: (a) => `/api/islands/${a}/images` },
  { method: 'HEAD', path: (a) => `/api/islands/${a}` },
  { method: 'DELETE', path: (a) => `/api/images/${a}` },
  { method: 'POST', path: (a, b) => `/api/islands/${a}/images/${b}/primary` },
  { method: 'POST', path: (a) => `/api/islands/${a}/images` },
  { method: 'GET', path: (a) => `/api/admin/submissions/${a}` },
  { method: 'POST', path: (a) => `/api/admin/submissions/${a}/approve` },
  { method: 'GET', path: (a) => `/${a}` },
  { method: 'GET', path: (a) => `/island/${a}` },
];

describe('property: any path parameter', () => {
  it(`never a 5xx, JSON errors under /api, no admin change without the token (${RUNS * 2} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATH_ROUTES), segment, segment, async (route, a, b) => {
        const target = route.path(a.raw, b.raw);
        const answer = await request(server.url, { method: route.method, path: target, agent });
        count('paths', answer.status);
        const context = `${route.method} ${target} (${a.label}, ${b.label})`;
        expect(answer.status, context).toBeLessThan(500);
        if (target.startsWith('/api') && answer.status >= 400 && route.method !== 'HEAD')
          expectErrorShape(answer, context);
        if (route.method !== 'GET' && route.method !== 'HEAD')
          expect(answer.status, context).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await readFile(server.catalogFile, 'utf8')).toBe(catalogueBefore);
    report(`fuzz path parameters: ${RUNS * 2} requests over ${PATH_ROUTES.length} routes -> ${summary('paths')}`);
  });
});

const QUERY_KEYS = [
  'q',
  'region',
  'category',
  'hasAirport',
  'hasAbandonedAirstrip',
  'militaryHistory',
  'uninhabited',
  'sort',
  'limit',
  'offset',
  'fields',
  '__proto__',
  'constructor',
  'q[]',
  'region[a]',
];
const queryValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    'true',
    'false',
    'all',
    'pacific',
    'name',
    'population',
    '0',
    '1',
    '1000',
    '1001',
    '-1',
    '1e3',
    'id,name',
    'id,,name',
    ' ',
  ),
  fc.nat({ max: 600 }).map((n) => 'q'.repeat(n)),
);
const query: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), queryValue), {
      maxLength: 6,
    })
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc
    .array(fc.constantFrom(...RAW_PATH_CHARS, '?', '[', ']', 'q=', 'limit=', '&'), { maxLength: 30 })
    .map((parts) => parts.join('')),
);

describe('property: any query on the list and its exports', () => {
  it(`answers 200 or a JSON 400, never a 5xx (${RUNS * 2} runs)`, async () => {
    const types: Record<string, RegExp> = {
      '/api/islands': /^application\/json/,
      '/api/islands.csv': /^text\/csv/,
      '/api/islands.geojson': /^application\/geo\+json/,
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(types)), query, async (path, q) => {
        const target = `${path}?${q}`;
        const answer = await request(server.url, { path: target, agent });
        count('queries', answer.status);
        checkAnswer(answer, `GET ${target}`);
        expect([200, 400], target).toContain(answer.status);
        if (answer.status === 200) expect(answer.headers['content-type'], target).toMatch(types[path]!);
      }),
      { numRuns: RUNS * 2 },
    );
    report(`fuzz queries: ${RUNS * 2} requests -> ${summary('queries')}`);
  });

  it('left Object.prototype as it was', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeysBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
