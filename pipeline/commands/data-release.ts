import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadDataSettings } from '../../node/data-settings';
import { writeRelease } from '../releases/write-release';
import { commandArgs } from './command-args';

/**
 * npm run data:release [-- --date YYYY-MM-DD] [--version V] [--from GIT-REV]: releases the
 * catalogue as it is (or, with --from, as catalog.json stood at a past commit, to record a
 * release that was published before releases were cut), computing what changed since the last.
 */
const values = commandArgs(
  'data:release',
  'npm run data:release [-- --date YYYY-MM-DD] [--version V] [--from GIT-REV]',
  {
    date: { type: 'string' },
    version: { type: 'string' },
    from: { type: 'string' },
  },
);
const catalogFile = loadDataSettings().catalogFile;
const date = values.date ?? new Date().toISOString().slice(0, 10);
const catalogText = values.from
  ? execFileSync('git', ['show', `${values.from}:data/catalog.json`], { encoding: 'utf8', maxBuffer: 64 << 20 })
  : undefined;
const release = await writeRelease({
  dataDir: path.dirname(catalogFile),
  date,
  ...(values.version ? { version: values.version } : {}),
  ...(catalogText ? { catalogText } : {}),
  citationFile: path.resolve('CITATION.cff'),
});
const { added, removed, changed } = release.changes;
console.log(
  `data:release ${release.version} (${release.date}): ${release.counts.islands} islands; ${added.length} added, ${removed.length} removed, ${changed.length} changed`,
);
