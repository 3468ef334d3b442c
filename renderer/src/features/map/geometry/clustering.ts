import Supercluster from 'supercluster';
import type { ClusterProperties } from 'supercluster';
import type { Island } from '@core/contract/schemas';
import { nearestCopy } from './longitude';

interface PointProps {
  index: number;
}

export type MapPoint =
  | { kind: 'island'; island: Island; lat: number; lng: number }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number };

export interface IslandClusters {
  /** Clusters and single islands in (and around) a view; every island appears at most once. */
  pointsIn(view: { south: number; west: number; north: number; east: number }, zoom: number): MapPoint[];
  /** The zoom at which a cluster breaks apart. */
  expansionZoom(clusterId: number): number;
}

/** Clusters above this zoom are broken up, so every island can be reached by zooming. */
export const CLUSTER_MAX_ZOOM = 7;

export function createIslandClusters(islands: readonly Island[], radius = 44): IslandClusters {
  const index = new Supercluster<PointProps, PointProps>({ radius, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(
    islands.map((island, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [island.longitude, island.latitude] },
      properties: { index: i },
    })),
  );
  return {
    pointsIn(view, zoom) {
      const centre = (view.west + view.east) / 2;
      // Look one view beyond each edge: panning then shows markers at once, and a view that is
      // cropped top and bottom still holds every marker of its longitudes.
      const width = view.east - view.west;
      const height = view.north - view.south;
      const west = view.west - width;
      const east = view.east + width;
      const bbox: [number, number, number, number] =
        east - west >= 360
          ? [-180, Math.max(-90, view.south - height), 180, Math.min(90, view.north + height)]
          : [west, Math.max(-90, view.south - height), east, Math.min(90, view.north + height)];
      const features = index.getClusters(bbox, Math.max(0, Math.floor(zoom)));
      return features.map((feature): MapPoint => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const shown = nearestCopy(lng, centre);
        const props = feature.properties as Partial<ClusterProperties> & Partial<PointProps>;
        if (props.cluster) {
          return { kind: 'cluster', id: props.cluster_id!, count: props.point_count!, lat, lng: shown };
        }
        return { kind: 'island', island: islands[props.index!]!, lat, lng: shown };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
