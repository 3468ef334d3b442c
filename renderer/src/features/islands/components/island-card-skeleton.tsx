import { Skeleton } from '@/components/ui/skeleton';

/** Same box as an island card, so nothing moves when the data arrives. */
export function IslandCardSkeleton() {
  return (
    <div className="island-card island-card--skeleton" data-testid="island-card-skeleton" aria-hidden="true">
      <Skeleton className="island-card__media" />
      <div className="island-card__body">
        <Skeleton style={{ width: '70%', height: '1.5rem' }} />
        <Skeleton style={{ width: '45%', height: '0.9rem' }} />
        <Skeleton style={{ width: '100%', height: '0.9rem' }} />
        <Skeleton style={{ width: '95%', height: '0.9rem' }} />
        <Skeleton style={{ width: '60%', height: '0.9rem' }} />
      </div>
    </div>
  );
}
