import { describe, expect, it } from 'vitest';
import type { Island } from '@core/contract/schemas';
import { useTestServer } from '../tests/support/test-server';

// Pages of a list as clients expect them: X-Total-Count and RFC 8288 Link headers.
const server = useTestServer();

/** The Link header as rel → URL. */
function links(header: string | null): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of (header ?? '').split(/,\s*(?=<)/)) {
    const match = /^<([^>]+)>;\s*rel="([^"]+)"$/.exec(part.trim());
    if (match) found[match[2]!] = match[1]!;
  }
  return found;
}

describe('Link headers on lists', () => {
  it('walks the whole filtered list by rel="next", page by page, with first, prev and last', async () => {
    const whole = (await (await fetch(`${server.url}/api/islands?region=pacific`)).json()) as Island[];
    expect(whole.length).toBeGreaterThan(25);
    let url: string | undefined = '/api/islands?region=pacific&limit=10&fbclid=tracking';
    const walked: string[] = [];
    let pages = 0;
    while (url) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe(String(whole.length));
      const rel = links(res.headers.get('link'));
      // Only the parameters the list reads travel on.
      expect(res.headers.get('link')).not.toContain('fbclid');
      expect(rel.first).toBe('/api/islands?region=pacific&limit=10&offset=0');
      expect(rel.last).toBe(`/api/islands?region=pacific&limit=10&offset=${Math.floor((whole.length - 1) / 10) * 10}`);
      if (pages > 0) expect(rel.prev).toBe(`/api/islands?region=pacific&limit=10&offset=${(pages - 1) * 10}`);
      else expect(rel.prev).toBeUndefined();
      walked.push(...((await res.json()) as Island[]).map((island) => island.id));
      url = rel.next;
      pages += 1;
    }
    expect(walked).toEqual(whole.map((island) => island.id));
    expect(pages).toBe(Math.ceil(whole.length / 10));
  });

  it('gives no page links when the whole list was asked for, and them on the exports', async () => {
    // Only the licence link, which every answer carries.
    expect(links((await fetch(`${server.url}/api/islands?region=arctic`)).headers.get('link'))).toEqual({
      license: '/about#licences',
    });
    const csv = await fetch(`${server.url}/api/islands.csv?region=arctic&limit=5&offset=5`);
    expect(links(csv.headers.get('link'))).toMatchObject({
      first: '/api/islands.csv?region=arctic&limit=5&offset=0',
      prev: '/api/islands.csv?region=arctic&limit=5&offset=0',
      next: '/api/islands.csv?region=arctic&limit=5&offset=10',
    });
    const geo = await fetch(`${server.url}/api/islands.geojson?geometry=outline&limit=2`);
    expect(links(geo.headers.get('link')).next).toBe('/api/islands.geojson?geometry=outline&limit=2&offset=2');
  });

  it('is exposed to browsers on other origins and documented in OpenAPI', async () => {
    const res = await fetch(`${server.url}/api/islands?limit=1`);
    expect(res.headers.get('access-control-expose-headers')).toContain('Link');
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get: { responses: Record<string, { headers?: Record<string, unknown> }> } }>;
    };
    expect(doc.paths['/api/islands']!.get.responses['200']!.headers).toHaveProperty('Link');
    expect(doc.paths['/api/islands.csv']!.get.responses['200']!.headers).toHaveProperty('Link');
  });
});

describe('the licence link', () => {
  it('is on every API read, beside the page links of a list, on the fast path too', async () => {
    for (const path of ['/api/islands/tristan-da-cunha', '/api/statistics', '/api/remotest', '/api/islands?limit=2']) {
      // Twice: the second answer comes from the read cache's fast path.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${server.url}${path}`);
        expect(res.status, path).toBe(200);
        expect(links(res.headers.get('link')).license, path).toBe('/about#licences');
      }
    }
    const page = links((await fetch(`${server.url}/api/islands?limit=2`)).headers.get('link'));
    expect(page.next).toBe('/api/islands?limit=2&offset=2');
    const head = await fetch(`${server.url}/api/islands/tristan-da-cunha`, { method: 'HEAD' });
    expect(links(head.headers.get('link')).license).toBe('/about#licences');
  });
});
