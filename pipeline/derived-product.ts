import type { OpenDataSource } from './sources/open-data-sources';

/** What a product's build is given: the catalogue, the files beside it, its open-data sources. */
export interface ProductContext {
  dataDir: string;
  catalogue: { islands: Array<Record<string, unknown>> };
  /** A file beside the catalogue, as text ('' when it does not exist). */
  readInput(name: string): Promise<string>;
  /** The local path of a source's data file, fetched and checked once. */
  source(source: OpenDataSource): Promise<string>;
  log(line: string): void;
  verbose: boolean;
}

/**
 * A derived file beside the catalogue: a pure function of the inputs it declares, so the same
 * inputs give the same bytes and the provenance manifest can tell when it is stale.
 */
export interface DerivedProduct {
  name: string;
  /** The file it writes, beside the catalogue. */
  file: string;
  /** Raised whenever the code would write different bytes from the same inputs. */
  version: number;
  /** The catalogue fields it reads: a change to any other field leaves it fresh. */
  catalogueFields: readonly string[];
  /** Other files beside the catalogue it reads. */
  inputFiles: readonly string[];
  /** Products whose files it builds on (built first). */
  derivedFrom: readonly string[];
  sources: readonly OpenDataSource[];
  /** The command that rebuilds it. */
  command: string;
  build(context: ProductContext): Promise<string>;
}
