import type { z } from 'zod';
import type { Logger } from '../logger';
import { readJsonText } from '../json-store/durable-file';

/**
 * A derived file beside the catalogue (made by npm run data:build), read once at start-up and
 * parsed with its schema. Missing, unreadable or refused, the answer is undefined and the log
 * says why and what goes without it: such files add to what is served, never stop a start.
 */
export async function readDerivedFile<S extends z.ZodType>(
  file: string,
  schema: S,
  withoutIt: string,
  logger: Logger,
): Promise<z.infer<S> | undefined> {
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
  const parsed = schema.safeParse(safeJson(text));
  if (!parsed.success) {
    logger.error(`derived file refused; ${withoutIt}`, { file, reason: parsed.error.message.slice(0, 300) });
    return undefined;
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
