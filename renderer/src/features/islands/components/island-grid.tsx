import type { ReactNode } from 'react';
import type { CardIsland } from '@core/catalogue/card-fields';
import { IslandCard } from './island-card';
import { IslandCardSkeleton } from './island-card-skeleton';

interface IslandGridProps {
  islands: readonly CardIsland[] | undefined;
  isLoading: boolean;
  skeletonCount: number;
  /** Shown when the list arrived empty. */
  empty: ReactNode;
  label: string;
}

/** Cards in a responsive grid, with skeletons while loading and an empty state. */
export function IslandGrid({ islands, isLoading, skeletonCount, empty, label }: IslandGridProps) {
  if (isLoading) {
    return (
      <div className="island-grid" role="status" aria-live="polite" aria-label={`Loading ${label}`}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <IslandCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!islands || islands.length === 0) return <>{empty}</>;
  return (
    <ul className="island-grid" aria-label={label}>
      {islands.map((island) => (
        <li key={island.id}>
          <IslandCard island={island} />
        </li>
      ))}
    </ul>
  );
}
