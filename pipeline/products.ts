import { OPEN_DATA_SOURCES, type OpenDataSource } from './sources/open-data-sources';
import type { DerivedProduct } from './derived-product';
import { COVERAGE_PRODUCT } from './coverage/coverage-product';
import { OUTLINES_PRODUCT } from './outlines/outlines-product';
import { PLACE_FACTS_PRODUCT } from './place-facts/place-facts-product';
import { REMOTENESS_PRODUCT } from './remoteness/remoteness-product';

/** Every derived file beside the catalogue, in dependency order. */
export const PRODUCTS: readonly DerivedProduct[] = [
  OUTLINES_PRODUCT,
  REMOTENESS_PRODUCT,
  COVERAGE_PRODUCT,
  PLACE_FACTS_PRODUCT,
];

/** The open-data sources the products are built from, each once, in declaration order. */
export function usedSources(products: readonly DerivedProduct[] = PRODUCTS): OpenDataSource[] {
  const used = new Set(products.flatMap((product) => product.sources));
  return OPEN_DATA_SOURCES.filter((source) => used.has(source));
}
