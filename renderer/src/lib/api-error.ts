/** A failed HTTP answer: the spec's message (`${status}: ${body}`) plus the server's own words. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The `message` field of a JSON error body, meant for people. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a failure toast shows: the server's message when it sent one, else the spec's fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** Not here: no such thing (404), or an island a release removed (410); the page says it is not found. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}
