import { spawn } from 'node:child_process';
import { access, appendFile, constants, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../support/temp-files';
import { ensureDesktopBuild } from '../support/desktop/desktop-build';

/**
 * `electron-builder --linux dir` with the project's config, as `npm run desktop:dist` packs the
 * app, but with a stand-in Electron (electronDist): no Electron binary can be downloaded here.
 * The stand-in is a small real executable carrying Electron's fuse wire, which is all
 * @electron/fuses reads and writes, so the fuses electron-builder flips are read back from it.
 * Skipped, with the reason, only if electron-builder fails fetching something it needs.
 */

const require = createRequire(import.meta.url);
const asar = require('@electron/asar') as {
  listPackage(archive: string, options?: object): string[];
  extractFile(archive: string, file: string): Buffer;
};
const fuses = require('@electron/fuses') as {
  getCurrentFuseWire(binary: string): Promise<Record<string, number | string>>;
  FuseV1Options: Record<string, number | string>;
};
// What @electron/fuses searches the binary for, and the bytes it writes: its own constants.
const { SENTINEL, FuseState } = require('@electron/fuses/dist/constants') as {
  SENTINEL: string;
  FuseState: { DISABLE: number; ENABLE: number };
};

// Electron's own defaults, each the opposite of what the app wants, so every fuse must be flipped.
const ELECTRON_DEFAULTS: Record<string, '0' | '1'> = {
  RunAsNode: '1',
  EnableCookieEncryption: '0',
  EnableNodeOptionsEnvironmentVariable: '1',
  EnableNodeCliInspectArguments: '1',
  EnableEmbeddedAsarIntegrityValidation: '0',
  OnlyLoadAppFromAsar: '0',
  LoadBrowserProcessSpecificV8Snapshot: '0',
  GrantFileProtocolExtraPrivileges: '1',
};
const FETCH_FAILURE =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|getaddrinfo|unable to download|download failed|github\.com/i;

let dir: string;
let appDir: string;
let skipped: string | undefined;

/** An executable with the fuse sentinel and wire (version 1, one byte per fuse) appended, as in Electron. */
async function standInElectron(dist: string) {
  await mkdir(dist, { recursive: true });
  const binary = path.join(dist, 'electron');
  const small = ['/usr/bin/true', '/bin/true'].find((file) => existsSync(file));
  if (small) await copyFile(small, binary);
  else await writeFile(binary, '#!/bin/sh\n', { mode: 0o755 });
  const names = Object.keys(fuses.FuseV1Options).filter((key) => Number.isNaN(Number(key)));
  const wire = names.map((name) => ELECTRON_DEFAULTS[name] ?? '0').join('');
  await appendFile(binary, Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, names.length]), Buffer.from(wire)]));
}

function electronBuilder(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/electron-builder/cli.js'), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

beforeAll(async () => {
  await ensureDesktopBuild();
  dir = await tempDir('isolario-packaged-');
  await standInElectron(path.join(dir, 'electron-dist'));
  const { code, output } = await electronBuilder([
    '--linux',
    'dir',
    '--x64',
    '--publish',
    'never',
    '--config',
    'build/electron-builder.yml',
    `-c.electronDist=${path.join(dir, 'electron-dist')}`,
    `-c.directories.output=${path.join(dir, 'release')}`,
  ]);
  if (code !== 0 && FETCH_FAILURE.test(output)) {
    const line = output.split('\n').find((text) => FETCH_FAILURE.test(text)) ?? '';
    skipped = `electron-builder could not fetch what it needs (${line
      .replace(/\s*\{$/, '')
      .trim()
      .slice(0, 160)})`;
    console.warn(`Skipping the packaged app's tests: ${skipped}`);
    return;
  }
  if (code !== 0) throw new Error(`electron-builder failed (${code}):\n${output}`);
  appDir = path.join(dir, 'release/linux-unpacked');
}, 180_000);
afterAll(async () => {
  if (dir) await removeDir(dir);
});

describe('the app as electron-builder packs it (linux dir, stand-in Electron)', () => {
  it('is the executable named in the config, with app.asar and no unpacked app beside it', async (context) => {
    context.skip(skipped !== undefined, skipped);
    await access(path.join(appDir, 'isolario'), constants.X_OK);
    expect(existsSync(path.join(appDir, 'resources/app.asar'))).toBe(true);
    expect(existsSync(path.join(appDir, 'resources/app'))).toBe(false);
  });

  it('packs out/main, out/preload, out/renderer and package.json into app.asar, and nothing else', async (context) => {
    context.skip(skipped !== undefined, skipped);
    const archive = path.join(appDir, 'resources/app.asar');
    const files = asar.listPackage(archive, { isPack: false });
    expect(files).toEqual(
      expect.arrayContaining([
        '/out/main/index.js',
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
        '/package.json',
      ]),
    );
    // No sources, tests, data, node_modules or source maps: only the built app and its manifest.
    expect(files.filter((file) => file !== '/package.json' && file !== '/out' && !file.startsWith('/out/'))).toEqual(
      [],
    );
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    // The bundle just built, byte for byte, and a manifest that starts it as an ES module.
    expect(asar.extractFile(archive, 'out/main/index.js').equals(await readFile('out/main/index.js'))).toBe(true);
    const manifest = JSON.parse(asar.extractFile(archive, 'package.json').toString()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ main: 'out/main/index.js', type: 'module' });
  });

  it('ships the catalogue, the coastlines and the remoteness figures in resources/data', async (context) => {
    context.skip(skipped !== undefined, skipped);
    for (const file of ['catalog.json', 'outlines.topo.json', 'remoteness.json']) {
      const shipped = await readFile(path.join(appDir, 'resources/data', file));
      expect(shipped.equals(await readFile(path.join('data', file))), file).toBe(true);
    }
  });

  it("flips Electron's fuses in the packaged binary", async (context) => {
    context.skip(skipped !== undefined, skipped);
    const wire = await fuses.getCurrentFuseWire(path.join(appDir, 'isolario'));
    const state = (name: string) => wire[fuses.FuseV1Options[name] as number];
    const { ENABLE, DISABLE } = FuseState;
    expect({
      RunAsNode: state('RunAsNode'),
      EnableCookieEncryption: state('EnableCookieEncryption'),
      EnableNodeOptionsEnvironmentVariable: state('EnableNodeOptionsEnvironmentVariable'),
      EnableNodeCliInspectArguments: state('EnableNodeCliInspectArguments'),
      EnableEmbeddedAsarIntegrityValidation: state('EnableEmbeddedAsarIntegrityValidation'),
      OnlyLoadAppFromAsar: state('OnlyLoadAppFromAsar'),
      GrantFileProtocolExtraPrivileges: state('GrantFileProtocolExtraPrivileges'),
    }).toEqual({
      RunAsNode: DISABLE,
      EnableCookieEncryption: ENABLE,
      EnableNodeOptionsEnvironmentVariable: DISABLE,
      EnableNodeCliInspectArguments: DISABLE,
      EnableEmbeddedAsarIntegrityValidation: ENABLE,
      OnlyLoadAppFromAsar: ENABLE,
      GrantFileProtocolExtraPrivileges: DISABLE,
    });
  });
});
