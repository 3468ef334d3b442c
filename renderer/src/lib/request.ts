import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

async function serverMessageOf(bodyText: string): Promise<string | undefined> {
  try {
    const { errorMessageOf } = await import('./answer-schemas');
    return errorMessageOf(JSON.parse(bodyText));
  } catch {
    return undefined;
  }
}

/**
 * The request helper of spec sections 7 and 8: cookies always sent, a JSON Content-Type only
 * when there is a body, 204 or an empty body means no content, anything else is JSON.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
  const text = response.status === 204 ? '' : await response.text();
  if (!response.ok) {
    throw new ApiError(
      `${response.status}: ${text || response.statusText}`,
      response.status,
      await serverMessageOf(text),
    );
  }
  if (response.status === 204 || response.headers.get('content-length') === '0' || text.trim() === '') {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error('Failed to parse JSON response: ' + reason, { cause: error });
  }
}
