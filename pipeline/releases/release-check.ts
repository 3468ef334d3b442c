import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseChanges } from '@core/releases/release-changes';
import { RELEASE_FILES } from '@core/releases/release-schema';
import type { RuleProblem } from '@core/rules/rule-problem';
import { sha256 } from '../provenance/fingerprints';
import { readReleases, releasedIslands, releaseIslands, RELEASES_DIR, RELEASES_INDEX } from './write-release';

/**
 * The releases beside a catalogue hold: every file of every release is the bytes its entry's
 * SHA-256 names (a release never changes once made), and catalog.json is its newest release, the
 * version it names and the islands it holds; an unreleased edit fails until data:release is run.
 */
export async function checkReleases(catalogFile: string): Promise<RuleProblem[]> {
  const dataDir = path.dirname(catalogFile);
  if (!existsSync(path.join(dataDir, RELEASES_INDEX))) return [];
  const problems: RuleProblem[] = [];
  const { releases } = await readReleases(dataDir);
  for (const release of releases)
    for (const file of RELEASE_FILES) {
      const where = path.join(RELEASES_DIR, release.version, file);
      const bytes = await readFile(path.join(dataDir, where)).catch(() => undefined);
      const hash = bytes && sha256(bytes);
      if (hash !== release.sha256[file])
        problems.push({
          id: where,
          rule: 'release files',
          message: bytes ? 'differs from the SHA-256 its release recorded' : 'is missing',
          fix: `restore it from git: a released file never changes (git checkout -- data/${where})`,
        });
    }
  const latest = releases[0];
  if (!latest) return problems;
  const catalogText = await readFile(catalogFile, 'utf8');
  const version = (JSON.parse(catalogText) as { version?: string }).version;
  const changes = releaseChanges(await releasedIslands(dataDir, latest.version), releaseIslands(catalogText));
  const count = changes.added.length + changes.removed.length + changes.changed.length;
  if (version !== latest.version || count > 0)
    problems.push({
      id: path.basename(catalogFile),
      rule: 'unreleased',
      message:
        count > 0
          ? `differs from release ${latest.version}: ${changes.added.length} added, ${changes.removed.length} removed, ${changes.changed.length} changed (${[...changes.changed.slice(0, 3).map((island) => island.id)].join(', ')}${changes.changed.length > 3 ? ', …' : ''})`
          : `names version ${version ?? '(none)'}, but the newest release is ${latest.version}`,
      fix: 'cut a release: npm run data:release (a correction within the month takes the next patch number)',
    });
  return problems;
}
