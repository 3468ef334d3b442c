import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

const page =
  (text: string, status = 200) =>
  async () => ({ text, contentType: 'text/html', status });

describe('the read cache', () => {
  it('keeps not-found answers apart, so a flood of them never evicts a real one', async () => {
    const cache = createReadCache(() => 'v1', { entries: 10, missingEntries: 20 });
    for (let i = 0; i < 10; i++) await cache.lookupAsync(`/page-${i}`, page(`page ${i}`));
    for (let i = 0; i < 500; i++) await cache.lookupAsync(`/junk-${i}`, page('not found', 404));
    expect(cache.size()).toMatchObject({ entries: 10, missing: 20 });
    for (let i = 0; i < 10; i++) expect(cache.peek(`/page-${i}`)?.status).toBe(200);
  });

  it('never keeps an answer the server failed to make', async () => {
    const cache = createReadCache(() => 'v1');
    await cache.lookupAsync('/broken', page('unavailable', 503));
    expect(cache.peek('/broken')).toBeUndefined();
  });

  it('forgets everything when the catalogue version moves', async () => {
    let version = 'v1';
    const cache = createReadCache(() => version);
    await cache.lookupAsync('/a', page('a'));
    await cache.lookupAsync('/missing', page('gone', 404));
    version = 'v2';
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.size()).toMatchObject({ entries: 0, missing: 0 });
  });
});
