import { NotFoundError } from '../contract/errors';
import type { IslandOutline, OutlineGeometry, OutlineTopology } from './outline';
import { islandOutline } from './outline';
import { outlineGapOf, type OutlineGap } from './outline-gap';

// GeoJSON positions: longitude, latitude (an altitude would be a third number).
/**
 * The islands' coastlines, decoded from the outlines file once each, on first use. Without a file
 * (a server deployed without it) every island simply has no outline.
 */
export function createOutlineService(topology: OutlineTopology | undefined) {
  const decoded = new Map<string, IslandOutline | undefined>();

  function find(islandId: string): IslandOutline | undefined {
    if (!topology) return undefined;
    if (!decoded.has(islandId)) decoded.set(islandId, islandOutline(topology, islandId));
    return decoded.get(islandId);
  }

  return {
    /** The outline of an island the caller knows exists; NotFound (with the reason) when it has none. */
    outline(islandId: string): IslandOutline {
      const found = find(islandId);
      if (found) return found;
      const reason = topology?.metadata.notOutlined[islandId];
      throw new NotFoundError(
        reason
          ? `Island '${islandId}' has no outline: ${reason}`
          : `Island '${islandId}' has no outline in this catalogue's outlines file`,
      );
    },
    geometryOf: (islandId: string): OutlineGeometry | undefined => find(islandId)?.geometry,
    /** Why an island has no outline, by kind; undefined for an outlined one, or without the file. */
    gapOf: (islandId: string): OutlineGap | undefined => outlineGapOf(topology?.metadata.notOutlined[islandId]),
    attribution: () => topology?.metadata.attribution,
  };
}

export type OutlineService = ReturnType<typeof createOutlineService>;
