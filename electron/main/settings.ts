import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../../node/logger';

/** The hosted Isolario API the outbox is sent to and the catalogue refreshed from. */
export const DEFAULT_API_BASE_URL = 'https://isolario.org';
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
 * override. A bad settings file is reported and ignored; a bad ISOLARIO_API_URL stops start-up,
 * because silently sending to another server than the one asked for is worse than not starting.
 */
export async function loadSettings(options: {
  userDataDir: string;
  env?: NodeJS.ProcessEnv;
  logger: Logger;
}): Promise<DesktopSettings> {
  const { userDataDir, env = process.env, logger } = options;
  const override = env.ISOLARIO_API_URL?.trim();
  if (override) {
    const parsed = apiBaseUrlSchema.safeParse(override);
    if (!parsed.success) {
      throw new Error(`ISOLARIO_API_URL is not usable: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
    return { apiBaseUrl: parsed.data, apiBaseUrlSource: 'environment' };
  }

  const file = path.join(userDataDir, SETTINGS_FILE_NAME);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.warn('settings file unreadable; using the defaults', { file, reason: String(error) });
    }
    return { apiBaseUrl: DEFAULT_API_BASE_URL, apiBaseUrlSource: 'default' };
  }
  try {
    const parsed = settingsFileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid');
    return parsed.data.apiBaseUrl
      ? { apiBaseUrl: parsed.data.apiBaseUrl, apiBaseUrlSource: 'settings' }
      : { apiBaseUrl: DEFAULT_API_BASE_URL, apiBaseUrlSource: 'default' };
  } catch (error) {
    logger.warn('settings file is not valid; using the defaults', { file, reason: (error as Error).message });
    return { apiBaseUrl: DEFAULT_API_BASE_URL, apiBaseUrlSource: 'default' };
  }
}
