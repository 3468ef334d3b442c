import { useMemo } from 'react';
import { useLocatorLand } from '../hooks/use-locator-land';
import { worldInsetScene } from '../geometry/world-inset';

interface WorldInsetProps {
  latitude: number;
  longitude: number;
}

/**
 * A thumbnail of the world with the island marked, in a corner of its zoomed-in map: where on
 * Earth the coastline is. Decorative: the page gives the coordinates and the ocean in text.
 */
export function WorldInset({ latitude, longitude }: WorldInsetProps) {
  const land = useLocatorLand();
  const scene = useMemo(() => worldInsetScene(land ?? [], { latitude, longitude }), [land, latitude, longitude]);
  return (
    <svg
      className="world-inset"
      viewBox={scene.viewBox}
      aria-hidden="true"
      focusable="false"
      data-testid="world-inset"
      data-land={land ? 'drawn' : 'loading'}
    >
      {scene.land ? <path className="island-locator__land" d={scene.land} fillRule="evenodd" /> : null}
      <circle className="island-locator__halo" cx={scene.marker.x} cy={scene.marker.y} r={16} />
      <circle className="island-locator__marker" cx={scene.marker.x} cy={scene.marker.y} r={7} />
    </svg>
  );
}
