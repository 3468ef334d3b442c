import { Suspense, lazy, useMemo, useRef } from 'react';
import { OUTLINE_ATTRIBUTION } from '@core/outlines/outline';
import { NorthArrow, ScaleBar } from '@/components/ui/map-marks';
import { useIslandOutline } from '../api/get-island-outline';
import { outlineScene } from '../geometry/outline-scene';
import { useElementSize } from '../hooks/use-element-size';
import '../map-ui.css';

// Only the few islands without a coastline need the ocean locator and its land.
const IslandLocator = lazy(async () => ({ default: (await import('./island-locator')).IslandLocator }));

interface IslandOutlineArtProps {
  id: string;
  /** False: the coastline data lacks it, so the locator is drawn at once. */
  hasOutline?: boolean | undefined;
  latitude: number;
  longitude: number;
  variant: 'card' | 'hero';
}

/**
 * The island's real shape, filled land on sea, with a scale bar, a north arrow and the data's
 * attribution, drawn in place of a missing picture. Islands the coastline data lacks keep the
 * locator of their ocean. Decorative: the page says everything it shows in words.
 */
export function IslandOutlineArt({ id, hasOutline, latitude, longitude, variant }: IslandOutlineArtProps) {
  const outline = useIslandOutline({ id, hasOutline });
  const ref = useRef<SVGSVGElement>(null);
  const size = useElementSize(ref, { width: 320, height: 200 });
  // In the hero the page's title covers the bottom: the scale and the credit go under the arrow.
  const scaleY = variant === 'hero' ? 70 : undefined;
  const creditY = variant === 'hero' ? 84 : size.height - 3;
  // The shape keeps clear of the placeholder text: to its right on a card, above it in the hero,
  // where it starts below the scale and the credit (a tall island such as Bear Island, framed from
  // a fixed share of the height, covered them). A phone's hero is narrow and the title, badge,
  // scale and credit fill most of it: the shape keeps to the band above the badge's row.
  const narrowHero = variant === 'hero' && size.width < 600;
  const below = (creditY + 8) / size.height;
  const band = (top: number, bottom: number) => ({ top, height: Math.max(bottom - top, 28 / size.height) });
  const frame =
    variant === 'hero'
      ? narrowHero
        ? { left: 0.6, width: 0.36, ...band(Math.max(0.28, below), 0.42) }
        : { left: 0.5, width: 0.44, ...band(Math.max(0.08, below), 0.68) }
      : { left: 0.42, top: 0.1, width: 0.52, height: 0.66 };
  const scene = useMemo(
    () =>
      outline.data
        ? outlineScene(outline.data.geometry, { longitude, width: size.width, height: size.height, frame })
        : undefined,
    // frame follows variant
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [outline.data, longitude, size.width, size.height, variant, narrowHero],
  );
  const scaleLineY = scaleY ?? scene?.scale.y ?? 0;
  if (outline.data === null || outline.isError)
    return (
      <Suspense fallback={null}>
        <IslandLocator latitude={latitude} longitude={longitude} focusY={variant === 'hero' ? 0.42 : 0.74} />
      </Suspense>
    );
  return (
    <svg
      ref={ref}
      className="island-outline"
      viewBox={scene?.viewBox ?? `0 0 ${size.width} ${size.height}`}
      aria-hidden="true"
      focusable="false"
      data-testid="island-outline"
      data-outline={scene ? 'drawn' : 'loading'}
    >
      {scene ? (
        <>
          <path className="island-outline__land" d={scene.land} fillRule="evenodd" />
          <path className="island-outline__coast" d={scene.coast} />
          <NorthArrow className="island-outline__north" x={size.width - 18} y={22} />
          <ScaleBar
            className="island-outline__scale"
            right={scene.scale.x + scene.scale.width}
            y={scaleLineY}
            width={scene.scale.width}
            label={scene.scale.label}
          />
          <text className="island-outline__attribution" x={size.width - 6} y={creditY} textAnchor="end">
            {OUTLINE_ATTRIBUTION}
          </text>
        </>
      ) : null}
    </svg>
  );
}
