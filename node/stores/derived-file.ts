import type { Logger } from '../logger';
import { readJsonText } from '../json-store/durable-file';

/**
 * A derived file beside the catalogue (made by npm run data:build), read once at start-up and
 * checked by `parse`, which throws on a file it refuses. Missing, unreadable or refused, the
 * answer is undefined and the log says why and what goes without it: such files add to what is
 * served, never stop a start.
 */
export async function readDerivedFile<T>(
  file: string,
  parse: (json: unknown) => T,
  withoutIt: string,
  logger: Logger,
): Promise<T | undefined> {
  let text: string | undefined;
  try {
    text = await readJsonText(file);
  } catch (error) {
    logger.warn(`derived file unreadable; ${withoutIt}`, { file, reason: String(error) });
    return undefined;
  }
  if (text === undefined) {
    logger.warn(`no derived file; ${withoutIt}`, { file });
    return undefined;
  }
  try {
    return parse(JSON.parse(text));
  } catch (error) {
    logger.error(`derived file refused; ${withoutIt}`, {
      file,
      reason: error instanceof Error ? error.message.slice(0, 300) : String(error),
    });
    return undefined;
  }
}
