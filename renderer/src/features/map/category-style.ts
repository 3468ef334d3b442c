import { CATEGORIES, categorySlug } from '@core/contract/enums';
import type { Category } from '@core/contract/enums';

/** The CSS modifier that colours a marker or legend swatch by category (colours in map-ui.css). */
export const categoryTone = (category: Category) => categorySlug(category);

export const LEGEND_CATEGORIES: readonly Category[] = CATEGORIES;
