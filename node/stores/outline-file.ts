import type { OutlineTopology } from '@core/outlines/outline';
import { parseOutlineTopology } from '@core/outlines/outline';
import type { Logger } from '../logger';
import { readDerivedFile } from './derived-file';

/**
 * The islands' outlines (data/outlines.topo.json, made by npm run data:build), read once at
 * start-up. Missing or unreadable, the server and the app run without outlines and say why.
 */
export function loadOutlines(file: string, logger: Logger): Promise<OutlineTopology | undefined> {
  return readDerivedFile(file, parseOutlineTopology, 'islands are served without outlines', logger);
}
