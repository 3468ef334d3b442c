import { OPEN_DATA_SOURCES, type OpenDataSource } from './sources/open-data-sources';
import type { DerivedProduct } from './derived-product';
import { COVERAGE } from './coverage/coverage-product';
import { OUTLINES } from './outlines/outlines-product';
import { REMOTENESS } from './remoteness/remoteness-product';

/** Every derived file beside the catalogue, in dependency order. */
export const PRODUCTS: readonly DerivedProduct[] = [OUTLINES, REMOTENESS, COVERAGE];

/** The open-data sources the products are built from, each once, in declaration order. */
export function usedSources(products: readonly DerivedProduct[] = PRODUCTS): OpenDataSource[] {
  const used = new Set(products.flatMap((product) => product.sources));
  return OPEN_DATA_SOURCES.filter((source) => used.has(source));
}
