import { Anchor, Bird, PlaneLanding, PlaneTakeoff, Snowflake, TreePalm, type LucideIcon } from 'lucide-react';
import type { Category } from '@core/contract/enums';

/** One drawn icon per category (lucide): the same everywhere, with no emoji font needed. */
const ICONS: Record<Category, LucideIcon> = {
  Tropical: TreePalm,
  'Abandoned Airstrip': PlaneLanding,
  Uninhabited: Bird,
  'Active Airport': PlaneTakeoff,
  'Military History': Anchor,
  Arctic: Snowflake,
};

export function CategoryIcon({ category, className }: { category: Category; className?: string }) {
  const Icon = ICONS[category];
  return <Icon className={className} aria-hidden="true" focusable="false" data-icon={category} />;
}
