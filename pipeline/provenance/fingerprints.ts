import { createHash } from 'node:crypto';

/** sha256 of a file's text, hex: how the manifest names an exact input or output. */
export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The fingerprint of the catalogue as one product reads it: only the named fields of each island,
 * in catalogue order. A change to any other field (a description, a source) leaves it, and the
 * product, as they are.
 */
export function catalogueFingerprint(
  catalogue: { islands: Array<Record<string, unknown>> },
  fields: readonly string[],
) {
  const projection = catalogue.islands.map((island) => fields.map((field) => island[field] ?? null));
  return sha256(JSON.stringify({ fields, islands: projection }));
}
