import { useState } from 'react';
import { preconnect } from 'react-dom';
import type { Satellite } from '@core/satellite/satellite';
import { satelliteCaption, satelliteImageUrl, satelliteSrcSet, SATELLITE_ASPECT } from '@core/satellite/satellite';
import { SatelliteIcon } from '@/components/ui/icons';
import { useOnline } from '@/lib/use-online';
import { useHydrated } from '@/lib/use-hydrated';
import type { IslandSpot } from '../island-art';
import { useIslandArt } from '../island-art';
import { IslandSketch } from './island-sketch';

export const NO_IMAGE_TITLE = 'No Image Available';
export const NO_IMAGE_NOTE = 'Satellite imagery pending';
/** The hero is wide on a desktop: its picture is framed wider there, never cropped off the island. */
const HERO_WIDE_ASPECT = 2.4;
const HERO_WIDE_MEDIA = '(min-width: 48rem)';
/**
 * How wide a card's picture shows: a third of the 75rem page, half a tablet, a phone's width less
 * its gutters (4vw each side), so a phone takes the step nearest what it shows.
 */
const CARD_SIZES = '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 92vw';

interface IslandImageProps {
  src: string | undefined;
  /** The computed NASA picture, shown where no curated image (src) is. */
  satellite?: Satellite | undefined;
  alt: string;
  className?: string;
  /** Eager for the hero, lazy for grids. */
  loading?: 'eager' | 'lazy';
  /** 'compact' drops the second line, for small gallery tiles. */
  placeholder?: 'full' | 'compact';
  /** Where the island is: without a picture, a locator of its ocean is drawn behind the text. */
  spot?: IslandSpot;
  artVariant?: 'card' | 'hero';
}

/**
 * An island picture: the curated image, else its NASA satellite picture with the credit, else (none,
 * offline, or it fails) the 'No Image Available' placeholder over the island's outline: on a card
 * its sketch from the list's answer, drawn at once; in the hero the full coastline, asked for.
 */
export function IslandImage({
  src,
  satellite,
  alt,
  className,
  loading = 'lazy',
  placeholder = 'full',
  spot,
  artVariant = 'card',
}: IslandImageProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const online = useOnline();
  const hydrated = useHydrated();
  const art = useIslandArt();
  const classes = ['island-image', className].filter(Boolean).join(' ');
  // The curated image first, then NASA's picture (never offline: nothing is asked for there, the
  // desktop app on a field trip); whichever fails gives way to the next, and last to the outline.
  const curated = src && !failed.includes(src) ? src : undefined;
  const fromSpace = !curated && satellite && online && !failed.includes(satellite.url) ? satellite : undefined;
  const picture = curated ?? fromSpace?.url;
  if (!picture) {
    return (
      <div className={`${classes} island-image--placeholder`} role="img" aria-label={`${alt}: ${NO_IMAGE_TITLE}`}>
        {spot?.sketch && artVariant === 'card' ? (
          <div className="island-image__art">
            <IslandSketch sketch={spot.sketch} />
          </div>
        ) : spot && art ? (
          <div className="island-image__art">{art(spot, artVariant)}</div>
        ) : null}
        <SatelliteIcon className="island-image__icon" />
        <span className="island-image__title">{NO_IMAGE_TITLE}</span>
        {placeholder === 'full' ? <span className="island-image__note">{NO_IMAGE_NOTE}</span> : null}
      </div>
    );
  }
  // Below the first row, NASA's picture waits for the page to start: the browser's lazy loading
  // fetches every picture within ~1,250 px at once, and on a slow link the first row's picture (the
  // page's largest paint) would share the line with four others. The frame keeps its place.
  if (fromSpace && loading === 'lazy' && !hydrated) return <div className={`${classes} island-image--satellite`} />;
  // The picture's host is reached while the page still loads (React writes the hint first).
  if (fromSpace && loading === 'eager') preconnect(new URL(fromSpace.url).origin);
  const fail = () => setFailed((list) => (list.includes(picture) ? list : [...list, picture]));
  const img = (
    <img
      key={picture}
      src={curated ?? satelliteImageUrl(fromSpace!, 800)}
      {...(curated
        ? {}
        : {
            srcSet: satelliteSrcSet(fromSpace!),
            sizes: artVariant === 'hero' ? '100vw' : CARD_SIZES,
            width: 800,
            height: Math.round(800 / SATELLITE_ASPECT),
          })}
      alt={alt}
      loading={loading}
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      onError={fail}
      // A server-rendered image can fail before the page hydrates, when no handler listens yet.
      ref={(element) => {
        if (element?.complete && element.naturalWidth === 0) fail();
      }}
    />
  );
  if (curated || !fromSpace) return <div className={classes}>{img}</div>;
  return (
    <div className={`${classes} island-image--satellite`}>
      {artVariant === 'hero' ? (
        <picture>
          <source media={HERO_WIDE_MEDIA} srcSet={satelliteSrcSet(fromSpace, HERO_WIDE_ASPECT)} sizes="100vw" />
          {img}
        </picture>
      ) : (
        img
      )}
      <span className="island-image__credit" title={fromSpace.credit}>
        {satelliteCaption(fromSpace)}
      </span>
    </div>
  );
}
