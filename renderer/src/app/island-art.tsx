import { Suspense, lazy } from 'react';
import type { IslandArt } from '@/features/islands/island-art';
import { MapErrorBoundary } from '@/features/map/components/map-error-boundary';

const IslandOutlineArt = lazy(async () => ({
  default: (await import('@/features/map/components/island-outline-art')).IslandOutlineArt,
}));

/**
 * Islands without a picture show the map feature's drawing of their coastline (or, where the
 * coastline data lacks them, a locator of their ocean); its code loads with the first on screen.
 */
export const outlineArt: IslandArt = (spot, variant) => (
  // Its code asked for offline fails to load: the picture's place stays empty, the page stays.
  <MapErrorBoundary fallback={null}>
    <Suspense fallback={null}>
      <IslandOutlineArt
        id={spot.id}
        hasOutline={spot.hasOutline}
        latitude={spot.latitude}
        longitude={spot.longitude}
        variant={variant}
      />
    </Suspense>
  </MapErrorBoundary>
);
