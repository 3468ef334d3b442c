import { canonicalJson } from '../inbox/canonical-json';
import type { ReleaseChanges } from './release-schema';

type Record_ = { id: string; name: string } & Record<string, unknown>;

/**
 * What changed from one release's islands to the next, field by field: an id in both is changed
 * where any field's value differs (compared as canonical JSON, so key order never counts). Each
 * list is sorted by id, so the same two catalogues always give the same bytes.
 */
export function releaseChanges(previous: readonly Record_[], next: readonly Record_[]): ReleaseChanges {
  const before = new Map(previous.map((island) => [island.id, island]));
  const after = new Map(next.map((island) => [island.id, island]));
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const named = (island: Record_) => ({ id: island.id, name: island.name });
  const changed: ReleaseChanges['changed'] = [];
  for (const island of next) {
    const old = before.get(island.id);
    if (!old) continue;
    const keys = [...new Set([...Object.keys(old), ...Object.keys(island)])].sort();
    const fields = keys.filter((key) => canonicalJson(old[key] ?? null) !== canonicalJson(island[key] ?? null));
    if (fields.length > 0) changed.push({ ...named(island), fields });
  }
  return {
    added: next
      .filter((island) => !before.has(island.id))
      .map(named)
      .sort(byId),
    removed: previous
      .filter((island) => !after.has(island.id))
      .map(named)
      .sort(byId),
    changed: changed.sort(byId),
  };
}
