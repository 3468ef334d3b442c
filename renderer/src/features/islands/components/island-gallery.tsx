import { useState } from 'react';
import type { IslandImage as IslandImageRecord } from '@core/contract/schemas';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useIslandImages } from '../api/get-island-images';
import { IslandImage } from './island-image';

/** Additional satellite images; one opens in a large viewer. */
export function IslandGallery({ islandId, islandName }: { islandId: string; islandName: string }) {
  const images = useIslandImages(islandId);
  const [viewing, setViewing] = useState<IslandImageRecord | null>(null);
  const title = (image: IslandImageRecord, index: number) => image.title ?? `${islandName}, image ${index + 1}`;

  return (
    <section className="card" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">Additional Images</h2>
      {images.isPending ? (
        <div className="gallery" aria-hidden="true">
          <Skeleton className="gallery__item" />
          <Skeleton className="gallery__item" />
          <Skeleton className="gallery__item" />
        </div>
      ) : !images.data || images.data.length === 0 ? (
        <p className="muted">No additional satellite images of this island yet.</p>
      ) : (
        <ul className="gallery">
          {images.data.map((image, index) => (
            <li key={image.id}>
              <button type="button" className="gallery__item" onClick={() => setViewing(image)}>
                <IslandImage src={image.imageUrl} alt={title(image, index)} placeholder="compact" />
                <span className="gallery__caption">{title(image, index)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        title={viewing ? (viewing.title ?? islandName) : islandName}
        description={viewing?.description}
        variant="wide"
      >
        {viewing ? (
          <figure className="image-viewer">
            <IslandImage src={viewing.imageUrl} alt={viewing.title ?? islandName} loading="eager" />
            {viewing.source ? <figcaption>Source: {viewing.source}</figcaption> : null}
          </figure>
        ) : null}
      </Dialog>
    </section>
  );
}
