import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DerivedProduct } from '../derived-product';
import { catalogueFingerprint, sha256 } from './fingerprints';
import type { ManifestEntry, ProductInputs } from './manifest';

async function readOrEmpty(file: string): Promise<string> {
  return readFile(file, 'utf8').catch(() => '');
}

/** The inputs a product would be built from now, fingerprinted as the manifest records them. */
export async function currentInputs(
  product: DerivedProduct,
  dataDir: string,
  catalogue: { islands: Array<Record<string, unknown>> },
  fileOf: (productName: string) => string,
): Promise<ProductInputs> {
  const files: Record<string, string> = {};
  for (const name of product.inputFiles) files[name] = sha256(await readOrEmpty(path.join(dataDir, name)));
  const derived: Record<string, string> = {};
  for (const name of product.derivedFrom) {
    const file = fileOf(name);
    derived[file] = sha256(await readOrEmpty(path.join(dataDir, file)));
  }
  return {
    catalogue: {
      fields: [...product.catalogueFields],
      fingerprint: catalogueFingerprint(catalogue, product.catalogueFields),
    },
    files,
    derived,
    sources: product.sources.map(({ package: pkg, version, shasum }) => ({ package: pkg, version, shasum })),
  };
}

/** Why a derived file does not match its inputs; empty when it does. */
export async function staleReasons(
  product: DerivedProduct,
  entry: ManifestEntry | undefined,
  inputs: ProductInputs,
  dataDir: string,
): Promise<string[]> {
  const text = await readFile(path.join(dataDir, product.file)).catch(() => undefined);
  if (!text) return [`${product.file} is missing`];
  if (!entry) return ['the provenance manifest has no record of how it was built'];
  const reasons: string[] = [];
  if (sha256(text) !== entry.sha256)
    reasons.push('it was changed after it was built (its sha256 is not the one written)');
  if (entry.version !== product.version)
    reasons.push(`the product's code changed (version ${entry.version}, now ${product.version})`);
  if (entry.inputs.catalogue.fingerprint !== inputs.catalogue.fingerprint)
    reasons.push(`the catalogue's ${inputs.catalogue.fields.join(', ')} changed`);
  for (const [name, fingerprint] of Object.entries(inputs.files)) {
    if (entry.inputs.files[name] !== fingerprint) reasons.push(`${name} changed`);
  }
  for (const [name, fingerprint] of Object.entries(inputs.derived)) {
    if (entry.inputs.derived[name] !== fingerprint) reasons.push(`${name}, which it is built from, changed`);
  }
  const recorded = JSON.stringify(entry.inputs.sources);
  if (recorded !== JSON.stringify(inputs.sources)) {
    reasons.push(
      `its open-data sources changed (now ${inputs.sources.map((s) => `${s.package}@${s.version}`).join(', ')})`,
    );
  }
  return reasons;
}
