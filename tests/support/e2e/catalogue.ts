import { readFileSync } from 'node:fs';
import { sortIslands } from '../../../core/catalogue/catalogue-queries';
import { queryIslands, type IslandQuery, type IslandResult } from '../../../core/catalogue/island-query';
import type { Island } from '../../../core/contract/schemas';
import { readInboxOnDisk } from '../../../node/stores/inbox-store';

/** The catalogue the e2e server serves (a temp copy), read the way a tester would: from disk. */
export function catalogue(): Island[] {
  const file = process.env.E2E_CATALOG_FILE;
  if (!file) throw new Error('E2E_CATALOG_FILE is not set; run through playwright.config.ts');
  return (JSON.parse(readFileSync(file, 'utf8')) as { islands: Island[] }).islands;
}

/**
 * What the same core query gives for this catalogue: Explore, the desktop app and the API all
 * answer from it, so a page's results must equal it, order included.
 */
export function expectedIslands(query: IslandQuery, islands: Island[] = catalogue()): IslandResult[] {
  return queryIslands(sortIslands(islands, 'name'), query).items;
}

export function island(id: string): Island {
  const found = catalogue().find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No island '${id}' in the e2e catalogue`);
  return found;
}

interface Inbox {
  submissions: { id: string; name: string; submitterEmail: string; status: string; [key: string]: unknown }[];
  contacts: { id: string; email: string; subject: string; message: string; status: string }[];
  newsletters: { email: string; isActive: boolean }[];
}

/** What the server stored: DATA_DIR/inbox.json of the e2e server. */
export function inbox(): Inbox {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run through playwright.config.ts');
  try {
    return readInboxOnDisk(dir) as unknown as Inbox;
  } catch {
    return { submissions: [], contacts: [], newsletters: [] };
  }
}

/** A value no other test (or earlier run) has used, for e-mail addresses and names. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
