import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, failureText } from './api-error';
import { apiRequest } from './request';

function answer(body: string | null, init: ResponseInit = {}) {
  const fetch = vi.fn(async () => new Response(body, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest (spec sections 7 and 8)', () => {
  it('sends cookies, and a JSON Content-Type only with a body', async () => {
    const fetch = answer('[]', { status: 200 });
    await apiRequest('GET', '/api/islands');
    expect(fetch).toHaveBeenLastCalledWith('/api/islands', { method: 'GET', credentials: 'include', headers: {} });
    await apiRequest('POST', '/api/newsletters', { email: 'a@b.org' });
    expect(fetch).toHaveBeenLastCalledWith('/api/newsletters', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.org"}',
    });
  });

  it('treats 204 and an empty body as no content', async () => {
    answer(null, { status: 204 });
    await expect(apiRequest('DELETE', '/api/images/1')).resolves.toBeUndefined();
    answer('', { status: 200 });
    await expect(apiRequest('GET', '/x')).resolves.toBeUndefined();
  });

  it("fails with '{status}: {body}' and keeps the server's message", async () => {
    const body = '{"error":"conflict","message":"This email is already subscribed to our newsletter."}';
    answer(body, { status: 409, statusText: 'Conflict' });
    const error = await apiRequest('POST', '/api/newsletters', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).status).toBe(409);
    expect(failureText(error, 'fallback')).toBe('This email is already subscribed to our newsletter.');
  });

  it('falls back to the status text for an empty error body, and to the spec text in toasts', async () => {
    answer('', { status: 500, statusText: 'Internal Server Error' });
    const error = await apiRequest('GET', '/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('500: Internal Server Error');
    expect(failureText(error, 'Failed to subscribe. Please try again.')).toBe('Failed to subscribe. Please try again.');
  });

  it("reports unparsable JSON as 'Failed to parse JSON response: '", async () => {
    answer('<html>', { status: 200 });
    await expect(apiRequest('GET', '/x')).rejects.toThrow(/^Failed to parse JSON response: /);
  });
});
