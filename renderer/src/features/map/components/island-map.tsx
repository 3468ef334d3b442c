import { Suspense, lazy, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import type { BoundingBox } from '@core/place/place-query';
import type { Island } from '@core/contract/schemas';
import type { MapFocus } from './island-map-view';
import { CategoryLegend } from './category-legend';
import { MapErrorBoundary } from './map-error-boundary';
import { MapIslandList } from './map-island-list';
import { useNearViewport } from '@/lib/use-near-viewport';
import '../map-ui.css';

export type { MapFocus } from './island-map-view';

// Leaflet and the 1:50m land load in their own chunks, only on pages that show a map.
const IslandMapView = lazy(() => import('./island-map-view'));
const IslandLocatorMapView = lazy(() => import('./island-locator-map-view'));

export const MAP_TEXT = {
  loading: 'Loading map…',
  failed: 'The map could not be shown. Every island is in the list below.',
  locatorFailed: 'The map could not be shown.',
  instructions:
    'Drag, or use the arrow keys, to move the map; plus and minus zoom. Markers are coloured by category, and numbered circles group nearby islands.',
} as const;

function MapStandIn({ text, compact, role }: { text: string; compact?: boolean; role?: 'status' | 'alert' }) {
  return (
    <div className={compact ? 'island-map-loading island-map-loading--compact' : 'island-map-loading'} role={role}>
      {text}
    </div>
  );
}

interface IslandMapProps {
  /** Undefined while the catalogue loads. */
  islands: readonly Island[] | undefined;
  /** The map's accessible name, e.g. 'Map of 200 islands'. */
  label: string;
  focus?: MapFocus;
  renderPopup?: (island: Island) => ReactNode;
  compact?: boolean;
  /** Ends the list's summary: 'List the 12 islands {listLabel}'. */
  listLabel?: string;
  /** Offers "Search this area" over the map. */
  onSearchArea?: (bbox: BoundingBox) => void;
}

/** The interactive map with its legend and its list equivalent. */
export function IslandMap({ islands, label, focus, renderPopup, compact, listLabel, onSearchArea }: IslandMapProps) {
  const descriptionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  return (
    <div className="island-map-frame" ref={frame} data-testid="island-map-frame" data-map={near ? 'near' : 'waiting'}>
      <p id={descriptionId} className="visually-hidden">
        {MAP_TEXT.instructions}
      </p>
      <MapErrorBoundary fallback={<MapStandIn text={MAP_TEXT.failed} compact={compact} role="alert" />}>
        <Suspense fallback={<MapStandIn text={MAP_TEXT.loading} compact={compact} role="status" />}>
          {near ? (
            <IslandMapView
              islands={islands ?? []}
              label={label}
              descriptionId={descriptionId}
              focus={focus}
              renderPopup={renderPopup}
              compact={compact}
              onSearchArea={onSearchArea}
            />
          ) : (
            <MapStandIn text={MAP_TEXT.loading} compact={compact} />
          )}
        </Suspense>
      </MapErrorBoundary>
      <CategoryLegend />
      {islands ? <MapIslandList islands={islands} label={listLabel} /> : null}
    </div>
  );
}

/** A small interactive map centred on one island, for the island page. */
export function IslandLocatorMap({ island }: { island: Island }) {
  const descriptionId = useId();
  // Leaflet needs a browser, and a phone should not pay for it before the reader scrolls to it:
  // the server's page, the hydrating one and a map not yet on screen show the stand-in (loading
  // it 600 px early cost a throttled phone ~800 ms of blocking time at load).
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, '0px');
  return (
    <div className="island-map-frame" ref={frame}>
      <p id={descriptionId} className="visually-hidden">
        {MAP_TEXT.instructions}
      </p>
      <MapErrorBoundary fallback={<MapStandIn text={MAP_TEXT.locatorFailed} compact role="alert" />}>
        <Suspense fallback={<MapStandIn text={MAP_TEXT.loading} compact role="status" />}>
          {near ? (
            <IslandLocatorMapView
              island={island}
              label={`Map of the ocean around ${island.name}`}
              descriptionId={descriptionId}
            />
          ) : (
            <MapStandIn text={MAP_TEXT.loading} compact />
          )}
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}
