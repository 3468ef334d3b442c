import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Island } from '@core/contract/schemas';
import { citationCff } from '@core/releases/citation-cff';
import { curatedRecord, packageFiles } from '@core/releases/package-files';
import { RELEASE_FILES } from '@core/releases/release-schema';
import { writeFileDurably } from '../../../node/json-store/durable-file';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The folder a selection is written into: the release and the day, so two exports never mix. */
export const selectionFolderName = (release: string | undefined, date: string) =>
  `isolario-${release ?? 'unreleased'}-selection-${date}`;

/**
 * Writes a selection of the catalogue into `folder` as a Frictionless Data Package, as a release
 * is (the same files, made by the same code), with CITATION.cff naming the release: what a
 * researcher takes into a paper from the desktop app, offline.
 */
export async function writeSelectionPackage(options: {
  folder: string;
  islands: readonly Island[];
  release?: { version: string; date: string };
  /** What the selection is, in words (its filters), for the package's description. */
  selection: string;
  date: string;
}): Promise<void> {
  const { folder, islands, release, selection, date } = options;
  const version = release?.version ?? '0.0.0';
  const files = packageFiles(islands.map(curatedRecord), {
    version,
    date,
    sha256,
    description: `A selection of ${islands.length} islands from Isolario release ${version} (${selection}), exported by the desktop app on ${date}.`,
  });
  await mkdir(folder, { recursive: true });
  for (const file of RELEASE_FILES) await writeFileDurably(path.join(folder, file), files[file]);
  await writeFileDurably(
    path.join(folder, 'CITATION.cff'),
    citationCff({ version, date: release?.date ?? date, licence: 'CC-BY-4.0' }),
  );
}
