import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_API_BASE_URL,
  DEVELOPMENT_API_BASE_URL,
  developmentUserDataDir,
  loadSettings,
  SETTINGS_FILE_NAME,
} from './settings';
import { memoryLogger } from '../../tests/support/test-doubles';
import { removeDir, tempDir } from '../../tests/support/temp-files';

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await removeDir(dir);
});

const load = (env: NodeJS.ProcessEnv = {}, logger = memoryLogger()) => loadSettings({ userDataDir: dir, env, logger });

describe('desktop settings', () => {
  it('uses the hosted API by default', async () => {
    expect(await load()).toEqual({ apiBaseUrl: DEFAULT_API_BASE_URL, apiBaseUrlSource: 'default' });
  });

  it('reads the API address from settings.json, and ISOLARIO_API_URL overrides it', async () => {
    await writeFile(
      path.join(dir, SETTINGS_FILE_NAME),
      JSON.stringify({ apiBaseUrl: 'https://api.example.org/isolario/' }),
    );
    expect(await load()).toEqual({ apiBaseUrl: 'https://api.example.org/isolario', apiBaseUrlSource: 'settings' });
    expect(await load({ ISOLARIO_API_URL: 'http://127.0.0.1:3000' })).toEqual({
      apiBaseUrl: 'http://127.0.0.1:3000',
      apiBaseUrlSource: 'environment',
    });
  });

  it('refuses to start with an unusable ISOLARIO_API_URL rather than send elsewhere', async () => {
    await expect(load({ ISOLARIO_API_URL: 'http://api.example.org' })).rejects.toThrow(/https/);
    await expect(load({ ISOLARIO_API_URL: 'ftp://example.org' })).rejects.toThrow(/ISOLARIO_API_URL/);
    await expect(load({ ISOLARIO_API_URL: 'https://user:pw@example.org' })).rejects.toThrow(/credentials/);
  });

  it('stops with the file named, and never falls back to production, when settings.json is broken', async () => {
    const file = path.join(dir, SETTINGS_FILE_NAME);
    await writeFile(file, '{"apiBaseUrl": "http://example.org"}');
    await expect(load()).rejects.toThrow(
      `The settings file ${file} is not usable: The API address must use https (http is accepted for localhost only). Fix it or delete it, then start Isolario again.`,
    );
    await writeFile(file, 'not json');
    await expect(load()).rejects.toThrow(/is not usable: it is not valid JSON/);
    // A file that exists but cannot be read: a folder in its place.
    await removeDir(file);
    await mkdir(file);
    await expect(load()).rejects.toThrow(/is not usable: it cannot be read \(EISDIR\)/);
    // ISOLARIO_API_URL still wins: the file is not read at all.
    expect((await load({ ISOLARIO_API_URL: 'http://127.0.0.1:3000' })).apiBaseUrlSource).toBe('environment');
  });

  it('accepts a settings file saved with a byte-order mark', async () => {
    await writeFile(path.join(dir, SETTINGS_FILE_NAME), '\uFEFF{"apiBaseUrl": "https://api.example.org"}');
    expect((await load()).apiBaseUrl).toBe('https://api.example.org');
  });

  it('sends a development run to the local server, from its own user data folder', async () => {
    expect(await loadSettings({ userDataDir: dir, env: {}, logger: memoryLogger(), isPackaged: false })).toEqual({
      apiBaseUrl: DEVELOPMENT_API_BASE_URL,
      apiBaseUrlSource: 'default',
    });
    expect(DEVELOPMENT_API_BASE_URL).toMatch(/^http:\/\/localhost:/);
    expect(developmentUserDataDir('/home/ada/.config/Isolario')).toBe('/home/ada/.config/Isolario-development');
    expect(developmentUserDataDir('/home/ada/.config/Isolario/')).toBe('/home/ada/.config/Isolario-development');
  });
});
