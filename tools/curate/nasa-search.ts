import { CurateError, EXIT } from './curate-backend';
import type { SearchAnswer } from './nasa-candidates';
import { readSearchAnswer } from './nasa-candidates';

/** The NASA Image and Video Library search API; NASA_IMAGES_API points elsewhere (a stand-in in tests). */
export const NASA_IMAGES_API = 'https://images-api.nasa.gov';

const SEARCH_TIMEOUT_MS = 15_000;

/** The API base from NASA_IMAGES_API, or the library's own; a malformed value is a usage error. */
export function nasaApiBase(env: NodeJS.ProcessEnv): string {
  const value = env.NASA_IMAGES_API?.trim() || NASA_IMAGES_API;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CurateError(EXIT.usage, `NASA_IMAGES_API must be a URL such as ${NASA_IMAGES_API}, not '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CurateError(EXIT.usage, 'NASA_IMAGES_API must be an http or https URL');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * GET {base}/search?q=<name>&media_type=image, the first page. Anything but a 2xx answer in the
 * documented shape is one line on stderr and exit 5.
 */
export async function searchNasaImages(
  base: string,
  name: string,
  timeoutMs = SEARCH_TIMEOUT_MS,
): Promise<SearchAnswer> {
  const url = `${base}/search?${new URLSearchParams({ q: name, media_type: 'image' })}`;
  const library = `the NASA Image and Video Library at ${base}`;
  const fail = (reason: string) => new CurateError(EXIT.unreachable, `Searching for '${name}': ${reason}`);
  const timedOut = (error: unknown) =>
    (error as Error).name === 'TimeoutError'
      ? fail(`${library} did not answer within ${timeoutMs / 1000} s`)
      : undefined;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw (
      timedOut(error) ?? fail(`cannot reach ${library}: ${cause?.code ?? cause?.message ?? (error as Error).message}`)
    );
  }
  try {
    text = await res.text();
  } catch (error) {
    throw timedOut(error) ?? fail(`${library} broke off its answer: ${(error as Error).message}`);
  }
  if (!res.ok) throw fail(`${library} answered ${res.status} ${res.statusText}`.trimEnd());
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fail(`${library} answered with something that is not JSON`);
  }
  const answer = readSearchAnswer(json);
  if (typeof answer === 'string') throw fail(`${library} answered outside its documented shape (${oneLine(answer)})`);
  return answer;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 200);
