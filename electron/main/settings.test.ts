import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, loadSettings, SETTINGS_FILE_NAME } from './settings';
import { memoryLogger, removeDir, tempDir } from '../../node/test-support';

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

  it('ignores a broken settings file, saying so', async () => {
    await writeFile(path.join(dir, SETTINGS_FILE_NAME), '{"apiBaseUrl": "http://example.org"}');
    const logger = memoryLogger();
    expect((await load({}, logger)).apiBaseUrl).toBe(DEFAULT_API_BASE_URL);
    expect(logger.lines.join('')).toMatch(/settings file is not valid/);
    await writeFile(path.join(dir, SETTINGS_FILE_NAME), 'not json');
    expect((await load()).apiBaseUrlSource).toBe('default');
  });
});
