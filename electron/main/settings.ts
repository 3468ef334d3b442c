import { watch } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../../node/logger';

/** The hosted Isolario API the outbox is sent to and the catalogue refreshed from. */
export const DEFAULT_API_BASE_URL = 'https://isolario.org';
/** Where a development run sends, unless told otherwise: `npm start` on this machine, never production. */
export const DEVELOPMENT_API_BASE_URL = 'http://localhost:3000';

/**
 * The user data folder of a development run: beside the installed app's, never the same one, so
 * trying a change never touches (or sends) the outbox of the app a researcher really uses.
 */
export function developmentUserDataDir(installedUserDataDir: string): string {
  return `${installedUserDataDir.replace(/[\\/]+$/, '')}-development`;
}
export const SETTINGS_FILE_NAME = 'settings.json';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** http(s) only, and plain http only to this machine: what users send never crosses a network unencrypted. */
export const apiBaseUrlSchema = z
  .url({ protocol: /^https?$/, error: 'The API address must be an http(s) URL' })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
  }, 'The API address must use https (http is accepted for localhost only)')
  .refine((value) => {
    const url = new URL(value);
    return !url.username && !url.password && !url.search && !url.hash;
  }, 'The API address must not carry credentials, a query or a fragment')
  .transform((value) => value.replace(/\/+$/, ''));

const settingsFileSchema = z.object({ apiBaseUrl: apiBaseUrlSchema.optional() });

export interface DesktopSettings {
  apiBaseUrl: string;
  /** Where apiBaseUrl came from: ISOLARIO_API_URL wins over the settings file, which wins over the default. */
  apiBaseUrlSource: 'environment' | 'settings' | 'default';
}

/**
 * Reads userData/settings.json ({ "apiBaseUrl": "https://..." }) and the ISOLARIO_API_URL
 * override. A settings file that cannot be read or is not valid stops start-up with its name and
 * the reason, as a bad ISOLARIO_API_URL does: silently sending to another server than the one
 * asked for (production, say) is worse than not starting. A development run (not packaged)
 * defaults to the local server.
 */
export async function loadSettings(options: {
  userDataDir: string;
  env?: NodeJS.ProcessEnv;
  logger: Logger;
  /** False in a development run: the default address is then DEVELOPMENT_API_BASE_URL. */
  isPackaged?: boolean;
}): Promise<DesktopSettings> {
  const { userDataDir, env = process.env, isPackaged = true } = options;
  const fallback = isPackaged ? DEFAULT_API_BASE_URL : DEVELOPMENT_API_BASE_URL;
  const override = env.ISOLARIO_API_URL?.trim();
  if (override) {
    const parsed = apiBaseUrlSchema.safeParse(override);
    if (!parsed.success) {
      throw new Error(`ISOLARIO_API_URL is not usable: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
    return { apiBaseUrl: parsed.data, apiBaseUrlSource: 'environment' };
  }

  const file = path.join(userDataDir, SETTINGS_FILE_NAME);
  const unusable = (reason: string) =>
    Object.assign(
      new Error(`The settings file ${file} is not usable: ${reason}. Fix it or delete it, then start Isolario again.`),
      { problem: reason },
    );
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { apiBaseUrl: fallback, apiBaseUrlSource: 'default' };
    throw unusable(`it cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw unusable(`it is not valid JSON (${(error as Error).message})`);
  }
  const parsed = settingsFileSchema.safeParse(json);
  if (!parsed.success) throw unusable(parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data.apiBaseUrl
    ? { apiBaseUrl: parsed.data.apiBaseUrl, apiBaseUrlSource: 'settings' }
    : { apiBaseUrl: fallback, apiBaseUrlSource: 'default' };
}

/**
 * Reads the settings again whenever settings.json changes, so a new API address applies without a
 * restart (ISOLARIO_API_URL, when set, still wins). A change that is not usable is reported and
 * the last good settings stay: a running app never switches to another address by mistake.
 * Returns the function that stops watching.
 */
export async function watchSettings(options: {
  userDataDir: string;
  env?: NodeJS.ProcessEnv;
  logger: Logger;
  isPackaged?: boolean;
  onChange: (settings: DesktopSettings) => void;
  /** A change that cannot be used, with why: the window says so (the last good settings stay). */
  onRefused?: (reason: string) => void;
}): Promise<() => void> {
  const { userDataDir, logger, onChange, onRefused } = options;
  await mkdir(userDataDir, { recursive: true });
  let timer: NodeJS.Timeout | undefined;
  const reload = async () => {
    try {
      onChange(await loadSettings(options));
    } catch (error) {
      logger.error('settings file changed but is not usable; keeping the last good settings', {
        reason: (error as Error).message,
      });
      // What is wrong with the file, without the start-up advice: a fix applies as soon as it is saved.
      onRefused?.((error as { problem?: string }).problem ?? (error as Error).message);
    }
  };
  // The folder, not the file: editors replace files by rename, and the file may not exist yet.
  const watcher = watch(userDataDir, (_event, name) => {
    if (name !== null && name !== SETTINGS_FILE_NAME) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), 100);
  });
  watcher.on('error', (error) => logger.warn('settings watcher failed', { reason: String(error) }));
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
