import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Catalog } from '@core/schemas';
import { createLogger, type Logger } from './logger';

/** A temp folder standing in for Electron's userData (and the app's resources). */
export async function tempDir(prefix = 'isolario-desktop-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export async function removeDir(dir: string) {
  await rm(dir, { recursive: true, force: true });
}

/** A logger that keeps its lines, so tests can read what was reported. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(
    createLogger('debug', (line) => lines.push(line)),
    { lines },
  );
}

/** A copy of data/catalog.json in dir, optionally changed first. */
export async function tempCatalogue(dir: string, change?: (catalog: Catalog) => void): Promise<string> {
  const file = path.join(dir, 'bundled-catalog.json');
  // The coastlines go beside it, as in the packaged app.
  await copyFile('data/outlines.topo.json', path.join(dir, 'outlines.topo.json'));
  if (!change) {
    await copyFile('data/catalog.json', file);
    return file;
  }
  const catalog = JSON.parse(await readFile('data/catalog.json', 'utf8')) as Catalog;
  change(catalog);
  await writeFile(file, JSON.stringify(catalog, null, 2));
  return file;
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

export async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** The error a promise is refused with; a promise that resolves fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  return promise.then(
    () => expect.unreachable('expected a refusal'),
    (error: { code?: string; message: string }) => error,
  );
}
