import { useState } from 'react';
import { SatelliteIcon } from '@/components/ui/icons';
import type { IslandSpot } from '../island-art';
import { useIslandArt } from '../island-art';

export const NO_IMAGE_TITLE = 'No Image Available';
export const NO_IMAGE_NOTE = 'Satellite imagery pending';

interface IslandImageProps {
  src: string | undefined;
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

/** An island picture, or the 'No Image Available' placeholder when there is none or it fails. */
export function IslandImage({
  src,
  alt,
  className,
  loading = 'lazy',
  placeholder = 'full',
  spot,
  artVariant = 'card',
}: IslandImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const art = useIslandArt();
  const classes = ['island-image', className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
    return (
      <div className={`${classes} island-image--placeholder`} role="img" aria-label={`${alt}: ${NO_IMAGE_TITLE}`}>
        {spot && art ? <div className="island-image__art">{art(spot, artVariant)}</div> : null}
        <SatelliteIcon className="island-image__icon" />
        <span className="island-image__title">{NO_IMAGE_TITLE}</span>
        {placeholder === 'full' ? <span className="island-image__note">{NO_IMAGE_NOTE}</span> : null}
      </div>
    );
  }
  return (
    <div className={classes}>
      <img
        src={src}
        alt={alt}
        loading={loading}
        decoding="async"
        onError={() => setFailedSrc(src)}
        // A server-rendered image can fail before the page hydrates, when no handler listens yet.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) setFailedSrc(src);
        }}
      />
    </div>
  );
}
