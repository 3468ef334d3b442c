import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * data/provenance.json: for every derived file beside the catalogue, what it was built from — the
 * catalogue's fields it reads (their fingerprint), the other files it reads, the derived files it
 * builds on, each open-data source's package, version and checksum, and the product's version —
 * and the sha256 of what was written. data:check compares it with the files as they are now.
 */
export const MANIFEST_FILE = 'provenance.json';

const inputsSchema = z.strictObject({
  catalogue: z.strictObject({ fields: z.array(z.string()), fingerprint: z.string() }),
  files: z.record(z.string(), z.string()),
  derived: z.record(z.string(), z.string()),
  sources: z.array(z.strictObject({ package: z.string(), version: z.string(), shasum: z.string() })),
});
export type ProductInputs = z.infer<typeof inputsSchema>;

const entrySchema = z.strictObject({
  file: z.string(),
  /** The product's version: raised whenever the same inputs would give different bytes. */
  version: z.number().int().positive(),
  inputs: inputsSchema,
  sha256: z.string(),
});
export type ManifestEntry = z.infer<typeof entrySchema>;

const manifestSchema = z.strictObject({
  description: z.string(),
  products: z.record(z.string(), entrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

const DESCRIPTION =
  'What each derived file beside the catalogue was built from (written by npm run data:build; checked by npm run data:check)';

export async function readManifest(dataDir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, MANIFEST_FILE), 'utf8');
  } catch {
    return { description: DESCRIPTION, products: {} };
  }
  return manifestSchema.parse(JSON.parse(text));
}

/** Writes the manifest with products in a fixed order, so the same builds give the same bytes. */
export async function writeManifest(dataDir: string, manifest: Manifest): Promise<void> {
  const products = Object.fromEntries(Object.entries(manifest.products).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(
    path.join(dataDir, MANIFEST_FILE),
    `${JSON.stringify({ description: DESCRIPTION, products }, null, 2)}\n`,
  );
}
