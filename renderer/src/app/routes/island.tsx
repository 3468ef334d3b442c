import { useParams } from 'react-router';
import { IslandGuides } from '@/features/guides/components/island-guides';
import { useIsland } from '@/features/islands/api/get-island';
import { ISLAND_NOT_FOUND, IslandDetail, IslandNotFound } from '@/features/islands/components/island-detail';
import { IslandDetailSkeleton } from '@/features/islands/components/island-detail-skeleton';
import { islandPlace, islandSummary } from '@/features/islands/island-place';
import { IslandLocatorMap } from '@/features/map/components/island-map';
import { ClimateTable } from '@/features/place/components/climate-table';
import { TidesToday } from '@/features/place/components/tides-today';
import { TimeAndLight } from '@/features/place/components/time-and-light';
import { usePageMeta } from '@/lib/use-page-meta';
import { useReleases } from '@/features/citation/api/get-releases';
import { CiteThis } from '@/features/citation/components/cite-this';

function truncate(text: string, length: number) {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

export function IslandRoute() {
  const { id = '' } = useParams();
  const island = useIsland(id);
  const releases = useReleases();
  usePageMeta(
    island.data ? island.data.name : island.isError ? ISLAND_NOT_FOUND.title : 'Island',
    island.data ? truncate(islandSummary(island.data), 200) : ISLAND_NOT_FOUND.text,
    island.data ? islandPlace(island.data) : undefined,
  );
  if (island.isPending) return <IslandDetailSkeleton />;
  if (island.isError) return <IslandNotFound />;
  return (
    <IslandDetail
      island={island.data}
      place={<TimeAndLight island={island.data} />}
      tides={<TidesToday island={island.data} />}
      climate={<ClimateTable island={island.data} />}
      locatorMap={<IslandLocatorMap island={island.data} />}
      guides={<IslandGuides island={island.data} />}
      citation={releases.data?.[0] ? <CiteThis release={releases.data[0]} island={island.data} /> : null}
    />
  );
}
