import { expect } from 'vitest';
import { createLogger, type Logger } from '../../node/logger';

/** A logger that keeps its lines, so tests can read what was reported. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(
    createLogger('debug', (line) => lines.push(line)),
    { lines },
  );
}

/** A clock tests move by hand. */
export function manualClock(start = '2025-01-14T10:00:00.000Z') {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The error a promise is refused with; a promise that resolves fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  return promise.then(
    () => expect.unreachable('expected a refusal'),
    (error: { code?: string; message: string }) => error,
  );
}
