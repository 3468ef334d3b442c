import { z } from 'zod';
import { NotFoundError } from './errors';
import type { IslandOutline, OutlineGeometry, OutlineTopology } from './outline';
import { islandOutline } from './outline';

const position = z.tuple([z.number(), z.number()]);
const ring = z.array(position).min(4);

/** What GET /api/islands/{id}/outline answers: a GeoJSON Feature with its source and licence. */
export const islandOutlineSchema = z.object({
  type: z.literal('Feature'),
  properties: z.object({
    islandId: z.string(),
    source: z.string(),
    licence: z.string(),
    attribution: z.string(),
  }),
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
  ]),
});

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
    attribution: () => topology?.metadata.attribution,
  };
}

export type OutlineService = ReturnType<typeof createOutlineService>;
