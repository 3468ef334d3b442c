import { Suspense, lazy } from 'react';
import type { IslandArt } from '@/features/islands/island-art';

const IslandLocator = lazy(async () => ({
  default: (await import('@/features/map/components/island-locator')).IslandLocator,
}));

/**
 * Islands without a picture show the map feature's locator of their ocean; its code and land
 * load with the first one on screen. The island sits clear of the placeholder text.
 */
export const locatorArt: IslandArt = (spot, variant) => (
  <Suspense fallback={null}>
    <IslandLocator latitude={spot.latitude} longitude={spot.longitude} focusY={variant === 'hero' ? 0.42 : 0.74} />
  </Suspense>
);
