import { Skeleton } from '@/components/ui/skeleton';

export function IslandDetailSkeleton() {
  return (
    <div className="island-detail" role="status" aria-label="Loading island">
      <div className="island-hero">
        <Skeleton className="island-hero__image" />
      </div>
      <div className="container island-detail__grid" aria-hidden="true">
        <div className="card island-detail__about">
          <Skeleton style={{ width: '40%', height: '1.6rem' }} />
          <Skeleton style={{ width: '100%', height: '1rem', marginTop: '1rem' }} />
          <Skeleton style={{ width: '96%', height: '1rem', marginTop: '0.5rem' }} />
          <Skeleton style={{ width: '70%', height: '1rem', marginTop: '0.5rem' }} />
        </div>
        <div className="island-detail__side">
          <div className="card">
            <Skeleton style={{ width: '50%', height: '1.6rem' }} />
            <Skeleton style={{ width: '100%', height: '8rem', marginTop: '1rem' }} />
          </div>
        </div>
      </div>
    </div>
  );
}
