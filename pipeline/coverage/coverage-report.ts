import { coverageSummary } from '../../core/coverage/coverage-summary';
import {
  bandLabel,
  COVERAGE_FLOOR,
  COVERAGE_REMOTE_KM,
  type CoverageFile,
  type CoverageTally,
} from '../../core/coverage/coverage';
import { airportsToReview, type CoverageExceptions } from '../../core/coverage/coverage-rules';
import type { CatalogueIsland } from '../../core/contract/schemas';

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)}%`);
const km2 = (n: number) => `${Math.round(n).toLocaleString('en-GB')} km²`;
const row = (label: string, t: CoverageTally) =>
  `  ${label.padEnd(22)} ${`${t.cataloguedCount} of ${t.count}`.padStart(12)}  ${percent(t.cataloguedCount, t.count).padStart(6)}` +
  `   ${`${km2(t.cataloguedAreaKm2)} of ${km2(t.areaKm2)}`.padStart(30)}  ${percent(t.cataloguedAreaKm2, t.areaKm2).padStart(6)}`;

/**
 * What `npm run data:coverage` prints: how much remote land the catalogue holds by ocean and by
 * size band, the largest land no island holds (with its exception, if explained), and the
 * islands whose airstrip the airports dataset does not know.
 */
export function coverageReport(
  coverage: CoverageFile,
  islands: readonly CatalogueIsland[],
  exceptions: CoverageExceptions,
  listed = 30,
): string {
  const lines = [
    `Remote land: over ${COVERAGE_REMOTE_KM} km from any place of 1,000 people (GeoNames' cities1000 and the reviewed additions).`,
    '',
    `By ocean, land masses of ${COVERAGE_FLOOR.minKm2} km² or more (catalogued of all, by count and by area):`,
    ...Object.entries(coverage.byOcean).map(([ocean, t]) => row(ocean, t)),
    '',
    // The smaller classes as data:check and the About page count them: land that is no island left out.
    ...coverageSummary(coverage, exceptions)
      .classes.filter((entry) => entry.minKm2 < COVERAGE_FLOOR.minKm2)
      .flatMap((entry) => [
        `By ocean, land masses of ${entry.minKm2} km² or more, delta and other land that is no island left out (floor ${entry.floor.countPercent}% by count, ${entry.floor.areaPercent}% by area):`,
        ...entry.byOcean.map((t) => row(t.ocean, t)),
        row('All', entry.total),
        '',
      ]),
    'By size band, land masses of 1 km² or more:',
    ...Object.entries(coverage.byBand).map(([band, t]) => row(bandLabel(Number(band)), t)),
    '',
    `The largest remote land no island holds (${Math.min(listed, coverage.missing.length)} of ${coverage.missing.length} listed):`,
    ...coverage.missing.slice(0, listed).map((land) => {
      const exception = exceptions[String(land.polygon)];
      return (
        `  polygon ${String(land.polygon).padEnd(6)} ${km2(land.areaKm2).padStart(11)}  ${land.latitude.toFixed(2)}, ${land.longitude.toFixed(2)}` +
        `  ${land.region}, ${land.nearestPlace.km} km from ${land.nearestPlace.name}` +
        (exception ? `  [${exception.kind}]` : '')
      );
    }),
  ];
  const outliers = coverage.inhabitedOutliers;
  const unheld = outliers.filter((land) => land.islandId === undefined);
  lines.push(
    '',
    `Inhabited land ${COVERAGE_REMOTE_KM} km or more from any continent: ${outliers.length - unheld.length} of ${outliers.length} catalogued; the largest not held:`,
    ...unheld
      .slice(0, listed)
      .map(
        (land) =>
          `  polygon ${String(land.polygon).padEnd(6)} ${km2(land.areaKm2).padStart(13)}  ${land.place.name} (${land.place.country}), ${land.continentKm} km from a continent, ${land.region}`,
      ),
  );
  const review = airportsToReview(coverage, islands);
  lines.push(
    '',
    `Islands with hasAirport that the airports dataset does not know (${review.length}, for review, never failed):`,
  );
  lines.push(review.length === 0 ? '  none' : `  ${review.map((island) => island.id).join(', ')}`);
  return `${lines.join('\n')}\n`;
}
