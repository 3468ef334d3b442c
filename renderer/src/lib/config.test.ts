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

  it('keeps the origin of an http(s) site address, and drops anything else', () => {
    expect(parseRuntimeConfig({ origin: 'https://isolario.org' })).toEqual({ origin: 'https://isolario.org' });
    expect(parseRuntimeConfig({ origin: 'http://127.0.0.1:3000/explore' })).toEqual({
      origin: 'http://127.0.0.1:3000',
    });
    for (const origin of ['file:///etc', 'not a url', 42]) expect(parseRuntimeConfig({ origin })).toEqual({});
  });
});
