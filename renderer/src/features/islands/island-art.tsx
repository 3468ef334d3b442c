import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { OutlineSketch } from '@core/outlines/outline-sketch';

/** Where an island is, for the art drawn in place of a missing picture. */
export interface IslandSpot {
  id: string;
  latitude: number;
  longitude: number;
  /** False when the coastline data lacks the island: nothing is asked for. */
  hasOutline?: boolean | undefined;
  /** The coastline in a few dozen points, from the list's answer: a card draws it without a request. */
  sketch?: OutlineSketch | undefined;
}

/**
 * What an island without a picture shows behind its placeholder text. The app supplies it (a
 * locator drawn by the map feature), so this feature does not depend on the map.
 */
export type IslandArt = (spot: IslandSpot, variant: 'card' | 'hero') => ReactNode;

const IslandArtContext = createContext<IslandArt | null>(null);

export const IslandArtProvider = IslandArtContext.Provider;

export function useIslandArt(): IslandArt | null {
  return useContext(IslandArtContext);
}
