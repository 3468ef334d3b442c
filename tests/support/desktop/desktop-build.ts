import { spawn } from 'node:child_process';
import { mkdir, readdir, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The tests of what ships (the built main bundle, the packaged app, the desktop e2e suite) need
 * out/ as `electron-vite build` writes it. npm test builds it before them; run alone, they build
 * it here when it is missing or older than its sources, one build at a time across processes.
 */

const OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
// What electron-vite reads (tests excluded: they are not built).
const SOURCES = [
  'core',
  'node',
  'electron/main',
  'electron/preload',
  'renderer/src',
  'renderer/public',
  'renderer/index.html',
  'renderer/vite.config.ts',
  'electron.vite.config.ts',
  'package.json',
];
const LOCK = 'out/.building';
const STALE_LOCK_MS = 180_000;

async function mtime(file: string): Promise<number | undefined> {
  return (await stat(file).catch(() => undefined))?.mtimeMs;
}

async function newestSource(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((child) => newestSource(path.join(entry, child))));
  return Math.max(0, ...times);
}

/** True when out/ is missing a file or a source changed after the oldest of them was written. */
export async function desktopBuildIsStale(root = process.cwd()): Promise<boolean> {
  const built = await Promise.all(OUTPUTS.map((file) => mtime(path.join(root, file))));
  if (built.some((time) => time === undefined)) return true;
  const sources = await Promise.all(SOURCES.map((entry) => newestSource(path.join(root, entry))));
  return Math.max(...sources) > Math.min(...(built as number[]));
}

function runBuild(root: string): Promise<void> {
  const cli = path.join(root, 'node_modules/electron-vite/bin/electron-vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`electron-vite build failed (${code}):\n${errors}`)),
    );
  });
}

/** Builds out/ unless it is up to date; another process building it is waited for, not raced. */
export async function ensureDesktopBuild(root = process.cwd()): Promise<void> {
  const lock = path.join(root, LOCK);
  await mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    if (!(await desktopBuildIsStale(root))) return;
    try {
      await mkdir(lock);
    } catch {
      // Someone else is building; a lock left by a process that died is taken over.
      const since = await mtime(lock);
      if (since !== undefined && Date.now() - since > STALE_LOCK_MS) await rmdir(lock).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (await desktopBuildIsStale(root)) await runBuild(root);
      return;
    } finally {
      await rmdir(lock).catch(() => undefined);
    }
  }
}
