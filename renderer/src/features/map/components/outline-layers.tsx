import { useQueries, useQuery } from '@tanstack/react-query';
import type { GeoJsonObject } from 'geojson';
import type L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { GeoJSON, useMap } from 'react-leaflet';
import { OUTLINE_ATTRIBUTION, outlineTowards } from '@core/outlines/outline';
import type { Island } from '@core/contract/schemas';
import { useDataSource } from '@/lib/data-source-context';
import { getIslandOutlineQueryOptions } from '../api/get-island-outline';
import type { MapView } from './map-layers';
import { outlineViewBounds } from '../geometry/outline-bounds';

const OUTLINE_STYLE: L.PathOptions = {
  color: '#7d6a45',
  weight: 1.2,
  // setStyle merges: back from the line-only style, the fill must be asked for again.
  fill: true,
  fillColor: '#d8c9a7',
  fillOpacity: 0.9,
  interactive: false,
};

/** Over satellite imagery the coast is a line: a fill would hide the island's own picture. */
const OUTLINE_ON_IMAGERY_STYLE: L.PathOptions = {
  color: '#ffd54a',
  weight: 1.6,
  fill: false,
  interactive: false,
};

const NO_FEATURES = { type: 'FeatureCollection', features: [] } as GeoJsonObject;

/** From this zoom, the islands in view are drawn with their coastlines. */
export const OUTLINE_ZOOM = 6;
/** At most this many coastlines are asked for at once (a dense archipelago in view). */
const MAX_OUTLINES = 16;

/**
 * The island page's map: the island's coastline over the world's land, and the map zoomed to
 * it (once it arrives; the point stays where the data has none).
 */
export function IslandOutlineLayer({ island, overImagery = false }: { island: Island; overImagery?: boolean }) {
  const map = useMap();
  const dataSource = useDataSource();
  const outline = useQuery(getIslandOutlineQueryOptions(dataSource, island));
  const fitted = useRef(false);
  const geometry = useMemo(
    () => (outline.data ? outlineTowards(outline.data.geometry, island.longitude) : undefined),
    [outline.data, island.longitude],
  );
  useEffect(() => {
    if (!geometry || fitted.current) return;
    fitted.current = true;
    // The geometry is already unwrapped round the island's point, where its marker is.
    map.fitBounds(outlineViewBounds(geometry, island.longitude), { padding: [24, 24], maxZoom: 11, animate: false });
    map.getContainer().dataset.outline = 'drawn';
  }, [map, geometry, island.longitude]);
  // The record says a coastline exists: credit it from the first frame, so the attribution does
  // not grow a line (a layout shift) when the coastline arrives.
  if (!geometry)
    return island.hasOutline ? <GeoJSON key="pending" data={NO_FEATURES} attribution={OUTLINE_ATTRIBUTION} /> : null;
  return (
    <GeoJSON
      key={island.id}
      data={geometry}
      style={overImagery ? OUTLINE_ON_IMAGERY_STYLE : OUTLINE_STYLE}
      attribution={OUTLINE_ATTRIBUTION}
    />
  );
}

/** The coastlines of the islands in view when zoomed in far enough to see them. */
export function VisibleOutlines({
  islands,
  view,
  overImagery = false,
}: {
  islands: readonly Island[];
  view: MapView;
  overImagery?: boolean;
}) {
  const dataSource = useDataSource();
  const inView = useMemo(() => {
    if (view.zoom < OUTLINE_ZOOM) return [];
    return islands
      .filter(
        (island) =>
          island.latitude >= view.south &&
          island.latitude <= view.north &&
          (view.east - view.west >= 360 ||
            (((island.longitude - view.west) % 360) + 360) % 360 <= view.east - view.west),
      )
      .slice(0, MAX_OUTLINES);
  }, [islands, view]);
  const outlines = useQueries({
    queries: inView.map((island) => getIslandOutlineQueryOptions(dataSource, island)),
  });
  return (
    <>
      {outlines.map((result, i) => {
        const island = inView[i]!;
        if (!result.data) return null;
        // On the world copy the map is looking at.
        const centre = (view.west + view.east) / 2;
        const geometry = outlineTowards(
          result.data.geometry,
          island.longitude + 360 * Math.round((centre - island.longitude) / 360),
        );
        return (
          <GeoJSON
            key={`${island.id}@${Math.round(centre / 360)}`}
            data={geometry}
            style={overImagery ? OUTLINE_ON_IMAGERY_STYLE : OUTLINE_STYLE}
            attribution={OUTLINE_ATTRIBUTION}
          />
        );
      })}
    </>
  );
}
