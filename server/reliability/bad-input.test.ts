import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@core/contract/schemas';
import { removeTestDir, startTestServer, storedInbox, type TestServer } from '../../tests/support/test-server';
import { validContact, validSubmission } from '../../tests/support/fixtures';
import { expectErrorShape, postBody, request, socketExchange, type Answer } from '../../tests/support/raw-http';
import { inboxIds } from '../../tests/support/inbox-on-disk';

const report = (line: string) => {
  if (process.env.RELIABILITY_REPORT) console.log(`[reliability] ${line}`);
};

let server: TestServer;
let agent: http.Agent;
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
  agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
});
afterAll(async () => {
  agent.destroy();
  await server.stop();
  await removeTestDir(server.dir);
});

const storedIds = async () => inboxIds(await storedInbox(server));
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postBody(server.url, path, body, agent, headers);
let unique = 0;

/** Sends it, expects a refusal in the error shape, and checks nothing was stored. */
async function expectRefused(
  path: string,
  body: string | Buffer,
  headers: Record<string, string>,
  status: number,
  code: string,
  context: string,
) {
  const before = await storedIds();
  const answer = await request(server.url, { method: 'POST', path, body, headers, agent });
  expect(answer.status, `${context}: ${answer.text.slice(0, 200)}`).toBe(status);
  const error = expectErrorShape(answer, context);
  expect(error.error, context).toBe(code);
  expect(await storedIds(), context).toEqual(before);
  return error;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('malformed JSON', () => {
  const variants = [
    '{"name": ',
    '{',
    '}',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    '{"a":1}{"b":2}',
    '[1,2',
    'NaN',
    'Infinity',
    '{"latitude": NaN}',
    '{"latitude": Infinity}',
    '{"latitude": -Infinity}',
    '{"a": undefined}',
    '{"a": 01}',
    '{"a": "\\u12"}',
    '{"a": "\\x41"}',
    '{"a": "line\nbreak"}',
    'null',
    'true',
    '"a string"',
    '42',
    '\u0000',
  ];
  it(`answers each of ${variants.length} variants 400 malformed_json and stores nothing`, async () => {
    for (const text of variants) {
      await expectRefused('/api/contacts', text, JSON_TYPE, 400, 'malformed_json', JSON.stringify(text));
    }
    report(`malformed JSON: ${variants.length} variants, all 400 malformed_json, nothing stored`);
  });

  it('accepts a leading byte-order mark and trailing whitespace', async () => {
    expect((await post('/api/contacts', `\uFEFF${JSON.stringify(validContact)}`)).status).toBe(201);
    expect((await post('/api/contacts', `${JSON.stringify(validContact)}\n\t \r\n`)).status).toBe(201);
  });
});

describe('content types and encodings', () => {
  const body = JSON.stringify(validContact);
  const refused: [Record<string, string>, number, string][] = [
    [{ 'Content-Type': 'text/plain' }, 415, 'unsupported_media_type'],
    [{ 'Content-Type': 'application/x-www-form-urlencoded' }, 415, 'unsupported_media_type'],
    [{ 'Content-Type': 'multipart/form-data; boundary=x' }, 415, 'unsupported_media_type'],
    [{ 'Content-Type': 'application/xml' }, 415, 'unsupported_media_type'],
    [{ 'Content-Type': 'application/merge-patch+json' }, 415, 'unsupported_media_type'],
    [{ 'Content-Type': 'application/javascript' }, 415, 'unsupported_media_type'],
    [{ 'Content-Type': '' }, 415, 'unsupported_media_type'],
    [{}, 415, 'unsupported_media_type'],
    [{ 'Content-Type': 'application/json; charset=latin1' }, 415, 'unsupported_media_type'],
    [{ 'Content-Type': 'application/json; charset=utf-16' }, 400, 'malformed_json'],
    [{ 'Content-Type': 'application/json', 'Content-Encoding': 'compress' }, 415, 'unsupported_media_type'],
    [{ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, 400, 'bad_request'],
  ];
  it(`refuses ${refused.length} wrong types and encodings with a JSON 415 or 400, storing nothing`, async () => {
    for (const [headers, status, code] of refused) {
      await expectRefused('/api/contacts', body, headers, status, code, JSON.stringify(headers));
    }
    report(`content types: ${refused.length} wrong types or encodings refused (415, or 400 when unreadable)`);
  });

  it('accepts application/json in any case, with charset=utf-8, and gzip that inflates', async () => {
    expect((await post('/api/contacts', body, { 'Content-Type': 'APPLICATION/JSON; CHARSET=UTF-8' })).status).toBe(201);
    const gzipped = await request(server.url, {
      method: 'POST',
      path: '/api/contacts',
      headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' },
      body: gzipSync(body),
      agent,
    });
    expect(gzipped.status).toBe(201);
  });
});

/** A body sent chunked, with no Content-Length, so the limit must be enforced while reading. */
function postChunked(path: string, chunks: string[]): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, method: 'POST', headers: JSON_TYPE },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(parts).toString() }),
        );
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('oversize bodies', () => {
  it('answers 413 over 100 kB, with or without Content-Length, and for a gzip bomb', async () => {
    const over = JSON.stringify({ ...validContact, padding: 'x'.repeat(102_400) });
    await expectRefused('/api/contacts', over, JSON_TYPE, 413, 'payload_too_large', 'Content-Length');
    const before = await storedIds();
    const chunked = await postChunked('/api/contacts', [over.slice(0, 50_000), over.slice(50_000)]);
    expect(chunked.status).toBe(413);
    expect(expectErrorShape(chunked, 'chunked').error).toBe('payload_too_large');
    expect(await storedIds()).toEqual(before);
    // 5 MB of spaces, 5 kB on the wire: the limit counts what it inflates to.
    const bomb = gzipSync(Buffer.alloc(5_000_000, 32));
    expect(bomb.length).toBeLessThan(10_000);
    await expectRefused(
      '/api/contacts',
      bomb,
      { ...JSON_TYPE, 'Content-Encoding': 'gzip' },
      413,
      'payload_too_large',
      'gzip bomb',
    );
  });

  it('accepts a body just under the limit and stores only the known fields', async () => {
    const padded = await post('/api/contacts', { ...validContact, padding: 'x'.repeat(100_000) });
    expect(padded.status).toBe(201);
    const { id } = JSON.parse(padded.text) as { id: string };
    const stored = (await storedInbox(server)).contacts.find((c) => c.id === id)!;
    expect(Object.keys(stored).sort()).toEqual(['email', 'id', 'message', 'name', 'status', 'subject', 'submittedAt']);
  });
});

describe('deeply nested bodies', () => {
  const arrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const withExtra = (extra: string) => `{"extra":${extra},${JSON.stringify(validContact).slice(1)}`;

  it('accepts a valid body carrying 10,000 levels in an unknown field (was a 500), storing none of it', async () => {
    for (const extra of [arrays(10_000), objects(10_000)]) {
      const answer = await post('/api/contacts', withExtra(extra));
      expect(answer.status, answer.text).toBe(201);
      const { id } = JSON.parse(answer.text) as { id: string };
      expect((await storedInbox(server)).contacts.find((c) => c.id === id)).not.toHaveProperty('extra');
    }
  });

  it('refuses 10,000 and 50,000 levels as the body or in a known field with a 400, and keeps serving', async () => {
    await expectRefused('/api/contacts', arrays(10_000), JSON_TYPE, 400, 'invalid', 'body 10,000 deep');
    await expectRefused('/api/contacts', arrays(50_000), JSON_TYPE, 400, 'invalid', 'body 50,000 deep');
    const inField = await expectRefused(
      '/api/contacts',
      `{"name":${arrays(10_000)},${JSON.stringify(validContact)
        .slice(1)
        .replace(/"name":"[^"]*",/, '')}`,
      JSON_TYPE,
      400,
      'invalid',
      'name 10,000 deep',
    );
    expect(inField.issues).toContainEqual({ path: 'name', message: 'Name must be text' });
    await expectRefused(
      '/api/submissions',
      `{"latitude":${objects(10_000)}}`,
      JSON_TYPE,
      400,
      'invalid',
      'latitude 10,000 deep',
    );
    expect((await request(server.url, { path: '/api/statistics', agent })).status).toBe(200);
  });
});

describe('__proto__ and constructor keys', () => {
  // Top-level __proto__ and constructor beside a valid body: server/app-writes.test.ts.
  it('gives no field through __proto__ or constructor.prototype, and pollutes nothing', async () => {
    const viaProto = `{"__proto__": ${JSON.stringify(validContact)}}`;
    const proto = await expectRefused('/api/contacts', viaProto, JSON_TYPE, 400, 'invalid', '__proto__ carrying');
    expect(proto.issues!.map((i) => i.path).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const viaConstructor = JSON.stringify({ constructor: { prototype: validContact } });
    await expectRefused('/api/contacts', viaConstructor, JSON_TYPE, 400, 'invalid', 'constructor.prototype');
    const nested = `{"name": {"__proto__": {"length": 5}}, "email": {"__proto__": "ada@example.org"}}`;
    await expectRefused('/api/contacts', nested, JSON_TYPE, 400, 'invalid', 'nested __proto__');
    expect(({} as Record<string, unknown>).name).toBeUndefined();
    expect(({} as Record<string, unknown>).length).toBeUndefined();
  });

  it('treats __proto__ as an ordinary Idempotency-Key and query parameter', async () => {
    const headers = { 'Idempotency-Key': '__proto__' };
    const first = await post('/api/contacts', validContact, headers);
    const again = await post('/api/contacts', validContact, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    for (const q of ['__proto__=x', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'toString=1']) {
      const answer = await request(server.url, { path: `/api/islands?${q}`, agent });
      expect(answer.status, q).toBe(200);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

const CONTACT_LABELS: Record<string, string> = { name: 'Name', subject: 'Subject', message: 'Message' };
const SUBMISSION_LABELS: Record<string, string> = {
  name: 'Island name',
  country: 'Country',
  description: 'Description',
  submitterName: 'Your name',
};

describe('control characters', () => {
  // C0, DEL and C1 (U+0080-U+009F: U+009B is CSI, which a terminal acts on as ESC [ does).
  const refused = [
    '\u0000',
    '\u0007',
    '\u0008',
    '\u000b',
    '\u000c',
    '\u001b[31m',
    '\u007f',
    '\u0080',
    '\u009b31m',
    '\u009f',
  ];
  it(`refuses ${refused.length} control characters in each of 7 text fields, with the field's message`, async () => {
    let cases = 0;
    for (const [path, valid, labels] of [
      ['/api/contacts', validContact, CONTACT_LABELS],
      ['/api/submissions', validSubmission, SUBMISSION_LABELS],
    ] as const) {
      for (const [field, label] of Object.entries(labels)) {
        for (const char of refused) {
          const value = `${(valid as Record<string, string>)[field]}${char}tail`;
          const error = await expectRefused(
            path,
            JSON.stringify({ ...valid, [field]: value }),
            JSON_TYPE,
            400,
            'invalid',
            `${field} ${JSON.stringify(char)}`,
          );
          expect(error.issues).toEqual([{ path: field, message: `${label} must not contain control characters` }]);
          cases++;
        }
      }
    }
    expect(cases).toBe(refused.length * 7);
    report(
      `control characters: ${cases} cases (${refused.length} chars x 7 fields), each 400 with the field's message`,
    );
  });

  it('keeps tabs, newlines and other unicode in a message as they were sent', async () => {
    const message = 'Line one\nLine two\r\n\tindented \u2028 \u202e reversed 😀 <b>bold</b> & "quotes"';
    const answer = await post('/api/contacts', { ...validContact, message });
    expect(answer.status).toBe(201);
    const { id } = JSON.parse(answer.text) as { id: string };
    expect((await storedInbox(server)).contacts.find((c) => c.id === id)!.message).toBe(message);
  });
});

describe('very long strings', () => {
  const email = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 4)}.org`;
  const imageUrl = (length: number) => {
    const prefix = 'https://earthobservatory.nasa.gov/images/';
    return `${prefix}${'x'.repeat(length - prefix.length - 4)}.jpg`;
  };
  const cases: [string, Record<string, unknown>, string, string, (n: number) => string][] = [
    ['/api/submissions', validSubmission, 'name', 'Island name', (n) => 'N'.repeat(n)],
    ['/api/submissions', validSubmission, 'country', 'Country', (n) => 'C'.repeat(n)],
    ['/api/submissions', validSubmission, 'description', 'Description', (n) => 'D'.repeat(n)],
    ['/api/submissions', validSubmission, 'submitterName', 'Your name', (n) => 'S'.repeat(n)],
    ['/api/submissions', validSubmission, 'submitterEmail', 'Email', email],
    ['/api/submissions', validSubmission, 'imageUrl', 'Image URL', imageUrl],
    ['/api/contacts', validContact, 'name', 'Name', (n) => 'N'.repeat(n)],
    ['/api/contacts', validContact, 'email', 'Email', email],
    ['/api/contacts', validContact, 'subject', 'Subject', (n) => 'S'.repeat(n)],
    ['/api/contacts', validContact, 'message', 'Message', (n) => 'M'.repeat(n)],
    ['/api/newsletters', { email: '' }, 'email', 'Email', email],
  ];
  const limitOf = (field: string): number =>
    ({
      name: LIMITS.name,
      country: LIMITS.country,
      description: LIMITS.description,
      submitterName: LIMITS.personName,
      submitterEmail: LIMITS.email,
      email: LIMITS.email,
      imageUrl: LIMITS.url,
      subject: LIMITS.subject,
      message: LIMITS.message,
    })[field]!;

  it(`caps each of ${cases.length} fields with 'at most N characters', and accepts exactly N`, async () => {
    for (const [path, valid, field, label, make] of cases) {
      const limit = limitOf(field);
      const context = `${path} ${field}`;
      const over = make(limit + 1);
      expect(over).toHaveLength(limit + 1);
      const error = await expectRefused(
        path,
        JSON.stringify({ ...valid, [field]: over }),
        JSON_TYPE,
        400,
        'invalid',
        context,
      );
      expect(error.issues, context).toEqual([{ path: field, message: `${label} must be at most ${limit} characters` }]);
      // Exactly at the cap is fine (each e-mail fresh, so no newsletter duplicate).
      const exact =
        path === '/api/newsletters' ? make(limit).replace(/^a{10}/, `${++unique}`.padEnd(10, 'a')) : make(limit);
      expect(exact).toHaveLength(limit);
      const accepted = await post(path, { ...valid, [field]: exact });
      expect(accepted.status, `${context}: ${accepted.text.slice(0, 200)}`).toBe(201);
    }
    // Spaces around a value are trimmed before the cap is counted.
    expect((await post('/api/contacts', { ...validContact, subject: ` ${'S'.repeat(LIMITS.subject)} ` })).status).toBe(
      201,
    );
    report(`long strings: ${cases.length} capped fields, N+1 refused with 'at most N characters', N accepted`);
  });
});

describe('e-mail edge cases', () => {
  const refused = [
    'noat.example.org',
    'a@@example.org',
    'a@b@example.org',
    'a b@example.org',
    'ädä@example.org',
    'a@bücher.example',
    'a@example.org.',
    'a@b',
    'a..b@example.org',
    '.a@example.org',
    '"a"@example.org',
    '<a@example.org>',
    'a@example.org\u0000',
    'a@[127.0.0.1]',
    'a@localhost',
    '',
    '   ',
  ];
  it(`refuses ${refused.length} malformed addresses with 'Valid email is required'`, async () => {
    for (const address of refused) {
      const error = await expectRefused(
        '/api/newsletters',
        JSON.stringify({ email: address }),
        JSON_TYPE,
        400,
        'invalid',
        JSON.stringify(address),
      );
      expect(error.issues, JSON.stringify(address)).toEqual([{ path: 'email', message: 'Valid email is required' }]);
    }
    const tooLong = await expectRefused(
      '/api/contacts',
      JSON.stringify({ ...validContact, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.org` }),
      JSON_TYPE,
      400,
      'invalid',
      '255 characters',
    );
    expect(tooLong.issues).toEqual([{ path: 'email', message: 'Email must be at most 254 characters' }]);
    report(`e-mail: ${refused.length + 1} malformed or too long addresses refused`);
  });

  it('accepts plus-addressing, punycode domains and surrounding spaces, stored trimmed and lower-cased', async () => {
    for (const [sent, stored] of [
      ['a+tag@example.org', 'a+tag@example.org'],
      ['a@xn--bcher-kva.example', 'a@xn--bcher-kva.example'],
      ['  Mixed.Case@Example.ORG \n', 'mixed.case@example.org'],
    ]) {
      const answer = await post('/api/newsletters', { email: sent });
      expect(answer.status, sent).toBe(201);
      expect((await storedInbox(server)).newsletters.map((n) => n.email)).toContain(stored);
    }
  });
});

describe('numbers as strings, NaN and Infinity', () => {
  const cases: [string, string, string][] = [
    ['latitude', '"10.3"', 'Latitude must be a number'],
    ['longitude', '"-109.22"', 'Longitude must be a number'],
    ['population', '"0"', 'Population must be a number'],
    ['area', '"6"', 'Area must be a number'],
    ['hasAirport', '"false"', 'hasAirport must be true or false'],
    ['hasAirport', '0', 'hasAirport must be true or false'],
    ['latitude', '1e400', 'Latitude must be a number'],
    ['longitude', '-1e400', 'Longitude must be a number'],
    ['area', '1e400', 'Area must be a number'],
    ['population', '1e400', 'Population must be a number'],
    ['latitude', 'null', 'Latitude must be a number'],
    ['latitude', '90.0000001', 'Latitude must be between -90 and 90'],
    ['longitude', '-180.5', 'Longitude must be between -180 and 180'],
    ['population', '1.5', 'Population must be a whole number'],
    ['population', '9007199254740992', 'Population must be a whole number'],
    ['population', '-1', 'Population cannot be negative'],
    ['area', '0', 'Area must be positive'],
    // Finite, but more than the Earth allows: a frame, a density or a sort of them would break.
    ['area', '1e308', 'Area must be at most 2,500,000 km²: no island is larger'],
    ['population', '8000000000', 'Population must be at most 200,000,000: no island holds more people'],
  ];
  it(`refuses ${cases.length} wrong numbers with the field's message`, async () => {
    for (const [field, json, message] of cases) {
      const body = `${JSON.stringify({ ...validSubmission, [field]: '__VALUE__' }).replace('"__VALUE__"', json)}`;
      const error = await expectRefused('/api/submissions', body, JSON_TYPE, 400, 'invalid', `${field}=${json}`);
      expect(error.issues, `${field}=${json}`).toEqual([{ path: field, message }]);
    }
    report(`numbers: ${cases.length} strings, non-finite and out-of-range numbers refused with the field's message`);
  });
});

/** Writes bytes straight to a socket (requests no HTTP client would send) and reads until the server closes. */
const rawRequest = (bytes: string) => socketExchange(server.url, bytes);

describe('requests Node cannot parse', () => {
  const cases: [string, string, number, string][] = [
    [
      'a header name with a space',
      'GET /api/statistics HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
      400,
      'bad_request',
    ],
    ['a garbage request line', 'HELLO THERE\r\n\r\n', 400, 'bad_request'],
    ['a control character in the path', 'GET /api/\u0001 HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'bad_request'],
    [
      'both Content-Length and chunked',
      'POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'bad_request',
    ],
    [
      'headers over 16 kB',
      `GET /api/statistics HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
  ];
  it(`answers ${cases.length} unparseable requests in the JSON error shape with the security headers`, async () => {
    for (const [name, bytes, status, code] of cases) {
      const answer = await rawRequest(bytes);
      expect(answer.status, name).toBe(status);
      expect(answer.head, name).toMatch(/\r\ncontent-type: application\/json/i);
      expect(answer.head, name).toMatch(/\r\nx-content-type-options: nosniff/i);
      expect(answer.head, name).toMatch(/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/i);
      expect(JSON.parse(answer.body), name).toEqual({ error: code, message: expect.any(String) });
    }
    expect((await request(server.url, { path: '/api/statistics' })).status).toBe(200);
    report(`unparseable HTTP: ${cases.length} raw requests, each a JSON ${cases.map((c) => c[2]).join('/')}`);
  });

  it('answers a body longer than its Content-Length by the request it holds, then ends the connection', async () => {
    const body = JSON.stringify(validContact);
    const head = (length: number) =>
      `POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    const before = await storedIds();
    // Cut short: the JSON it holds is not whole.
    const short = await rawRequest(`${head(body.length - 5)}${body}`);
    expect(short.status).toBe(400);
    expect(JSON.parse(short.body)).toMatchObject({ error: 'malformed_json' });
    expect(await storedIds()).toEqual(before);
    // Whole JSON and then bytes that are no request: the answer is the one that matches what was stored.
    const trailing = await rawRequest(`${head(body.length)}${body}GARBAGE\r\n\r\n`);
    expect(trailing.status).toBe(201);
    const { id } = JSON.parse(trailing.body) as { id: string };
    const after = await storedIds();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain(id);
  });
});
