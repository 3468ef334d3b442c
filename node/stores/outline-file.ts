import type { OutlineTopology } from '@core/outline';
import { parseOutlineTopology } from '@core/outline';
import type { Logger } from '../logger';
import { readJsonText } from '../json-store/durable-file';

/**
 * The islands' outlines (data/outlines.topo.json, made by npm run data:outlines), read once at
 * start-up. Missing or unreadable, the server and the app run without outlines and say why.
 */
export async function loadOutlines(file: string, logger: Logger): Promise<OutlineTopology | undefined> {
  let text: string | undefined;
  try {
    text = await readJsonText(file);
  } catch (error) {
    logger.warn('outlines file unreadable; islands are served without outlines', { file, reason: String(error) });
    return undefined;
  }
  if (text === undefined) {
    logger.warn('no outlines file; islands are served without outlines', { file });
    return undefined;
  }
  try {
    return parseOutlineTopology(JSON.parse(text));
  } catch (error) {
    logger.error('outlines file refused; islands are served without outlines', {
      file,
      reason: error instanceof Error ? error.message.slice(0, 300) : String(error),
    });
    return undefined;
  }
}
