import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Catalog } from '@core/contract/schemas';

/** A temp folder standing in for Electron's userData (and the app's resources). */
export async function tempDir(prefix = 'isolario-desktop-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export async function removeDir(dir: string) {
  await rm(dir, { recursive: true, force: true });
}

/** A copy of data/catalog.json in dir, optionally changed first. */
export async function tempCatalogue(dir: string, change?: (catalog: Catalog) => void): Promise<string> {
  const file = path.join(dir, 'bundled-catalog.json');
  // The coastlines, the remoteness figures, the place facts and the releases go beside it, as in
  // the packaged app.
  await copyFile('data/outlines.topo.json', path.join(dir, 'outlines.topo.json'));
  await copyFile('data/remoteness.json', path.join(dir, 'remoteness.json'));
  await copyFile('data/place-facts.json', path.join(dir, 'place-facts.json'));
  await copyFile('data/releases.json', path.join(dir, 'releases.json'));
  if (!change) {
    await copyFile('data/catalog.json', file);
    return file;
  }
  const catalog = JSON.parse(await readFile('data/catalog.json', 'utf8')) as Catalog;
  change(catalog);
  await writeFile(file, JSON.stringify(catalog, null, 2));
  return file;
}

export async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}
