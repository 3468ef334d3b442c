import { Link } from 'react-router';
import { kmWords } from '@/lib/remoteness-words';
import type { Statistics } from '@core/contract/statistics-schema';
import { islandPath, WEB_ROUTES } from '@core/site/web-routes';
import { Skeleton } from '@/components/ui/skeleton';
import { useStatistics } from '../api/get-statistics';
import '../statistics.css';
import { formatNumber } from '@/lib/format-number';

export const STATISTICS_ERROR = 'Unable to load statistics';

const FIGURES: {
  key: keyof Pick<Statistics, 'totalIslands' | 'countries' | 'withAirports' | 'uninhabited'>;
  label: string;
}[] = [
  { key: 'totalIslands', label: 'Islands Cataloged' },
  { key: 'countries', label: 'Countries & Territories' },
  { key: 'withAirports', label: 'With an airport' },
  { key: 'uninhabited', label: 'No permanent residents' },
];

/** The live catalogue figures; the boxes keep their size while loading. */
export function StatisticsBand() {
  const { data, isPending, isError } = useStatistics();
  return (
    <section className="stats-band" aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="visually-hidden">
        The catalogue in numbers
      </h2>
      {isError ? (
        <p className="stats-band__error" role="alert">
          {STATISTICS_ERROR}
        </p>
      ) : (
        <dl className="stats-band__list" aria-busy={isPending}>
          {FIGURES.map(({ key, label }) => (
            <div key={key} className="stats-band__item" data-testid={`stat-${key}`}>
              <dt className="stats-band__label">{label}</dt>
              <dd className="stats-band__value">
                {data ? formatNumber(data[key]) : <Skeleton className="stats-band__skeleton" />}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {data?.remotestInhabited ? (
        <p className="stats-band__remotest" data-testid="stat-remotest">
          The remotest inhabited island in the catalogue,{' '}
          <Link to={islandPath(data.remotestInhabited.id)}>{data.remotestInhabited.name}</Link>, is{' '}
          {kmWords(data.remotestInhabited.km)} from its nearest inhabited neighbour, {data.remotestInhabited.nearest}.{' '}
          <Link to={WEB_ROUTES.remotest}>See the remotest islands</Link>
        </p>
      ) : null}
    </section>
  );
}
