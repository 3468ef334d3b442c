import { parseWithSchema } from './parse-with-schema';

interface Schema<T> {
  safeParse(
    json: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A record a file held that its schema no longer accepts, kept aside with where it was and why. */
export interface RejectedRecord {
  list: string;
  index: number;
  reason: string;
  record: unknown;
}

export interface Salvaged<T> {
  state: T;
  rejected: RejectedRecord[];
}

/**
 * Parsing for a file of record lists (the inbox, the outbox): `parse` takes the file whole or
 * throws; `salvage` keeps every record its list's schema accepts and returns the others, so one
 * bad record (or a schema tightened by an upgrade) costs that record, not the whole file. It
 * throws when what is left is still not a file of this kind (not JSON object, a bad header).
 */
export function recordLists<T>(fileSchema: Schema<T>, lists: Record<string, Schema<unknown>>, what: string) {
  const parse = parseWithSchema(fileSchema, what);
  function salvage(json: unknown): Salvaged<T> {
    if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error(`not ${what}: not an object`);
    const kept: Record<string, unknown> = { ...json };
    const rejected: RejectedRecord[] = [];
    for (const [list, schema] of Object.entries(lists)) {
      const records = kept[list];
      if (!Array.isArray(records)) continue;
      kept[list] = records.filter((record, index) => {
        const parsed = schema.safeParse(record);
        if (parsed.success) return true;
        const first = parsed.error.issues[0];
        const at = first && first.path.length > 0 ? `${first.path.map(String).join('.')}: ` : '';
        rejected.push({ list, index, reason: `${at}${first?.message ?? 'invalid'}`, record });
        return false;
      });
    }
    return { state: parse(kept), rejected };
  }
  return { parse, salvage };
}
