import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, randomKey } from './idempotency-keys';

describe('idempotency keys for the web forms', () => {
  it('gives the same body to the same path the same key until it is stored', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    const body = { name: 'Ada', email: 'ada@example.org' };
    expect(keys.keyFor('/api/contacts', body)).toBe('key-1');
    // Pressed again after a failure: the same key, even for an equal copy of the body.
    expect(keys.keyFor('/api/contacts', { ...body })).toBe('key-1');
    // Another body, or the same body to another path, is another request.
    expect(keys.keyFor('/api/contacts', { ...body, name: 'Grace' })).toBe('key-2');
    expect(keys.keyFor('/api/newsletters', body)).toBe('key-3');
    // Once stored, the same body sent again is a new request, not a replay.
    keys.stored('/api/contacts', body);
    expect(keys.keyFor('/api/contacts', body)).toBe('key-4');
    expect(keys.keyFor('/api/contacts', { ...body, name: 'Grace' })).toBe('key-2');
  });

  it('makes keys the server accepts (1 to 200 visible ASCII characters), different each time', () => {
    const made = Array.from({ length: 100 }, randomKey);
    for (const key of made) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(made).size).toBe(100);
  });
});
