import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './config';

describe('parseRuntimeConfig', () => {
  it('keeps an http(s) analytics URL', () => {
    expect(parseRuntimeConfig({ analyticsUrl: 'https://plausible.example/api/event' })).toEqual({
      analyticsUrl: 'https://plausible.example/api/event',
    });
    expect(parseRuntimeConfig({ analyticsUrl: 'http://127.0.0.1:9000/e' })).toEqual({
      analyticsUrl: 'http://127.0.0.1:9000/e',
    });
  });

  it('falls back to no analytics for anything else', () => {
    for (const value of [
      null,
      'https://x.example',
      [],
      {},
      { analyticsUrl: 42 },
      { analyticsUrl: 'not a url' },
      { analyticsUrl: 'javascript:alert(1)' },
      { analyticsUrl: '' },
    ]) {
      expect(parseRuntimeConfig(value)).toEqual({});
    }
  });
});
