import routes from 'virtual:operation-routes';
import type { CoverageSummary } from '@core/coverage/coverage-summary';
import { regionLabel } from '@core/contract/enums';
import { WEB_ROUTES } from '@core/site/web-routes';
import { Link } from 'react-router';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format-number';
import { useCoverage } from '../api/get-coverage';
import '../coverage.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** How each reviewed reason reads to a visitor. */
const WHY: Record<NonNullable<CoverageSummary['largestMissing'][number]['exception']>['kind'], string> = {
  pending: 'not yet researched',
  'not-remote': 'judged not remote',
  'not-an-island': 'not an island of the sea',
};

const percent = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })}%`;

/**
 * The About page's "How complete is Isolario?": the share of the world's remote land the
 * catalogue holds, by ocean, as data:build measured it. Without the report it is left out.
 */
export function CoverageSection() {
  const coverage = useCoverage();
  if (coverage.isError) return null;
  const data = coverage.data;
  // The second class measured (10 km² or more, issue 39), beside the floor's first.
  const deeper = data?.classes.find((measured) => measured.minKm2 < data.floor.minKm2);
  return (
    <section aria-labelledby="coverage-heading" className="coverage">
      <h2 id="coverage-heading">How complete is Isolario?</h2>
      {data ? (
        <p data-testid="coverage-summary">
          We measure it. Of the {formatNumber(data.total.count)} land masses of {formatNumber(data.floor.minKm2)} km² or
          more that lie over {formatNumber(data.remoteKm)} km from any town of 1,000 people, according to
          OpenStreetMap's coastlines and GeoNames' places, {formatNumber(data.total.cataloguedCount)} (
          {percent(data.total.countPercent)}) are part of a catalogued island or group, and so is{' '}
          {percent(data.total.areaPercent)} of their area. Our checks fail if that falls below{' '}
          {percent(data.floor.countPercent)} by count or {percent(data.floor.areaPercent)} by area.
        </p>
      ) : (
        <Skeleton style={{ width: '100%', height: '4.5rem' }} />
      )}
      {deeper ? (
        <p data-testid="coverage-deeper">
          One size class down, we hold less. Of the {formatNumber(deeper.total.count)} remote land masses of{' '}
          {formatNumber(deeper.minKm2)} km² or more, {formatNumber(deeper.total.cataloguedCount)} (
          {percent(deeper.total.countPercent)}) are catalogued, {percent(deeper.total.areaPercent)} of their area; our
          checks fail below {percent(deeper.floor.countPercent)} by count or {percent(deeper.floor.areaPercent)} by
          area, so these shares can only rise. By ocean, catalogued of all:{' '}
          {deeper.byOcean
            .map(
              (row) => `${regionLabel(row.ocean)} ${formatNumber(row.cataloguedCount)} of ${formatNumber(row.count)}`,
            )
            .join(', ')}
          .
        </p>
      ) : null}
      {data && data.inhabited.count > 0 ? (
        <p data-testid="coverage-inhabited">
          That measure cannot see an island with a town of its own, so we take a second: of the{' '}
          {formatNumber(data.inhabited.count)} land masses a town of 1,000 people (or a seat of local government) lies
          on, {formatNumber(data.remoteKm)} km or more from any continent, the catalogue holds{' '}
          {formatNumber(data.inhabited.cataloguedCount)}. The largest it does not hold are the land of{' '}
          {data.inhabited.largestMissing
            .slice(0, 3)
            .map((land) => land.place)
            .join(', ')}
          .
        </p>
      ) : null}
      <ScrollRegion label="Coverage by ocean (scrolls sideways)">
        <table className="coverage__table" aria-busy={coverage.isPending}>
          <caption className="muted">
            Remote land of {data ? formatNumber(data.floor.minKm2) : '100'} km² or more held by the catalogue, by ocean
          </caption>
          <thead>
            <tr>
              <th scope="col">Ocean</th>
              <th scope="col" className="coverage__number">
                Catalogued
              </th>
              <th scope="col" className="coverage__number">
                By count
              </th>
              <th scope="col" className="coverage__number">
                By area
              </th>
            </tr>
          </thead>
          <tbody>
            {data ? (
              data.byOcean.map((row) => (
                <tr key={row.ocean} data-testid="coverage-ocean">
                  <th scope="row">{regionLabel(row.ocean)}</th>
                  <td className="coverage__number">
                    {formatNumber(row.cataloguedCount)} of {formatNumber(row.count)}
                  </td>
                  <td className="coverage__number">{percent(row.countPercent)}</td>
                  <td className="coverage__number">{percent(row.areaPercent)}</td>
                </tr>
              ))
            ) : (
              <SkeletonRows rows={5} columns={4} />
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {data && data.largestMissing.length > 0 ? (
        <>
          <p>The largest remote land we do not hold yet, and why:</p>
          <ul className="coverage__missing" data-testid="coverage-missing">
            {data.largestMissing.slice(0, 5).map((land) => (
              <li key={`${land.latitude},${land.longitude}`}>
                {formatNumber(Math.round(land.areaKm2))} km² at {land.latitude.toFixed(2)}°, {land.longitude.toFixed(2)}
                ° ({regionLabel(land.region)}, {formatNumber(Math.round(land.nearestPlace.km))} km from{' '}
                {land.nearestPlace.name}){land.exception ? `: ${WHY[land.exception.kind]}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="muted">
        Every figure, by size too, with each reason in full, is in our free API at{' '}
        <code>GET {routes.coverage.path}</code> (see <Link to={WEB_ROUTES.apiAccess}>API access</Link>).
      </p>
    </section>
  );
}
