import { remotenessFileSchema, type Remoteness } from '@core/remoteness';
import type { Logger } from '../logger';
import { readJsonText } from '../json-store/durable-file';

/**
 * How remote each island is (data/remoteness.json, made by npm run data:build), read once at
 * start-up. Missing or unreadable, the server and the app serve islands without the figures and
 * say why; a catalogue edit made since is served without them until the next build.
 */
export async function loadRemoteness(file: string, logger: Logger): Promise<Record<string, Remoteness>> {
  let text: string | undefined;
  try {
    text = await readJsonText(file);
  } catch (error) {
    logger.warn('remoteness file unreadable; islands are served without remoteness', { file, reason: String(error) });
    return {};
  }
  if (text === undefined) {
    logger.warn('no remoteness file; islands are served without remoteness', { file });
    return {};
  }
  const parsed = remotenessFileSchema.safeParse(safeJson(text));
  if (!parsed.success) {
    logger.error('remoteness file refused; islands are served without remoteness', {
      file,
      reason: parsed.error.message.slice(0, 300),
    });
    return {};
  }
  return parsed.data.islands;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
