import { useMemo, useRef } from 'react';
import { locatorScene } from '../geometry/locator-scene';
import { useElementSize } from '../hooks/use-element-size';
import { useLocatorLand } from '../hooks/use-locator-land';
import '../map-ui.css';

interface IslandLocatorProps {
  latitude: number;
  longitude: number;
  /** Where the island sits, as a fraction of the height from the top: below any text over it. */
  focusY?: number;
  className?: string;
}

/**
 * A small static map of the ocean around an island, with the island marked: drawn from the
 * bundled 1:110m land as SVG, so it needs no network and no map library. Decorative: the
 * coordinates are given in text wherever it appears.
 */
export function IslandLocator({ latitude, longitude, focusY = 0.5, className }: IslandLocatorProps) {
  const ref = useRef<SVGSVGElement>(null);
  const size = useElementSize(ref, { width: 320, height: 200 });
  const land = useLocatorLand();
  const scene = useMemo(
    () =>
      locatorScene(land ?? [], {
        latitude,
        longitude,
        aspect: size.width / size.height,
        focusY,
        pixelHeight: size.height,
      }),
    [land, latitude, longitude, size, focusY],
  );
  return (
    <svg
      ref={ref}
      className={className ? `island-locator ${className}` : 'island-locator'}
      viewBox={scene.viewBox}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="island-locator"
      data-land={land ? 'drawn' : 'loading'}
    >
      <path className="island-locator__graticule" d={scene.graticule} />
      {scene.land ? <path className="island-locator__land" d={scene.land} fillRule="evenodd" /> : null}
      <circle className="island-locator__halo" cx={scene.marker.x} cy={scene.marker.y} r={scene.marker.r * 2.6} />
      <circle className="island-locator__marker" cx={scene.marker.x} cy={scene.marker.y} r={scene.marker.r} />
    </svg>
  );
}
