import type { CoverageSummary } from '../../../core/coverage/coverage-summary';
import { regionLabel } from '../../../core/contract/enums';
import type { Statistics } from '../../../core/contract/statistics-schema';
import { expect, test } from '../../support/e2e/app-test';

test('the About page says how complete the catalogue is, by ocean, as /api/coverage measures it', async ({
  page,
  request,
}) => {
  const coverage = (await (await request.get('/api/coverage')).json()) as CoverageSummary;
  // Rendered on the server: the figures are in the page before any script runs.
  await page.goto('/about');
  const section = page.getByRole('region', { name: 'How complete is Isolario?' });
  await expect(section.getByTestId('coverage-summary')).toContainText(
    `Of the ${coverage.total.count} land masses of 100 km² or more that lie over 150 km from any town of 1,000 people`,
  );
  await expect(section.getByTestId('coverage-summary')).toContainText(
    `${coverage.total.cataloguedCount} (${coverage.total.countPercent}%) are part of a catalogued island or group`,
  );
  // One size class deeper, the second measure (10 km² or more), with its floor and its oceans.
  const deeper = coverage.classes.find((measured) => measured.minKm2 === 10)!;
  const fmt = (n: number) => n.toLocaleString('en');
  await expect(section.getByTestId('coverage-deeper')).toContainText(
    `Of the ${fmt(deeper.total.count)} remote land masses of 10 km² or more, ${fmt(deeper.total.cataloguedCount)} (${deeper.total.countPercent}%) are catalogued, ${deeper.total.areaPercent}% of their area`,
  );
  for (const ocean of deeper.byOcean)
    await expect(section.getByTestId('coverage-deeper')).toContainText(
      `${regionLabel(ocean.ocean)} ${fmt(ocean.cataloguedCount)} of ${fmt(ocean.count)}`,
    );
  // The second measure, for the islands the remote one cannot see.
  await expect(section.getByTestId('coverage-inhabited')).toContainText(
    `of the ${fmt(coverage.inhabited.count)} land masses a town of 1,000 people`,
  );
  await expect(section.getByTestId('coverage-inhabited')).toContainText(
    `the catalogue holds ${fmt(coverage.inhabited.cataloguedCount)}. The largest it does not hold are the land of ${coverage.inhabited.largestMissing
      .slice(0, 3)
      .map((land) => land.place)
      .join(', ')}.`,
  );
  const rows = section.getByTestId('coverage-ocean');
  await expect(rows).toHaveCount(coverage.byOcean.length);
  for (const [i, ocean] of coverage.byOcean.entries()) {
    await expect(rows.nth(i).getByRole('rowheader')).toHaveText(regionLabel(ocean.ocean));
    await expect(rows.nth(i)).toContainText(`${ocean.cataloguedCount} of ${ocean.count}`);
    await expect(rows.nth(i)).toContainText(`${ocean.areaPercent}%`);
  }
  await expect(section.getByTestId('coverage-missing').getByRole('listitem')).toHaveCount(
    Math.min(5, coverage.largestMissing.length),
  );
});

test('About says how many islands have a coastline, and why the others have none', async ({ page, request }) => {
  const statistics = (await (await request.get('/api/statistics')).json()) as Statistics;
  const gaps = statistics.withoutOutlines!;
  // Every island without an outline is counted once, by its kind of gap.
  expect(gaps.joined + gaps.notInSource).toBe(statistics.totalIslands - statistics.withOutlines!);
  expect(gaps.joined).toBeGreaterThan(0);
  await page.goto('/about');
  const line = page.getByTestId('about-with-outlines');
  await expect(line).toContainText(`${statistics.withOutlines} of ${statistics.totalIslands} islands`);
  await expect(line).toContainText(
    `Of the others, ${gaps.joined} are joined in that data to a continent, an ice sheet or a larger island (Alexander and Berkner Islands to Antarctica`,
  );
  await expect(line).toContainText(`and ${gaps.notInSource} are reefs, rocks and islets it does not hold`);
  await expect(line).not.toContainText('the rest are reefs and rocks');
});

test('one licence section names each part of the data, its licence and reuse, on About and the API page', async ({
  page,
  request,
}) => {
  const expected = [
    ['catalogue', 'CC BY 4.0'],
    ['outlines', 'ODbL 1.0'],
    ['derived', 'ODbL 1.0'],
    ['place', 'ODbL 1.0'],
    ['imagery', 'NASA open data policy'],
  ];
  for (const path of ['/about#licences', '/api-access']) {
    await page.goto(path);
    const table = page.getByTestId('licence-table');
    await expect(table.locator('tbody tr')).toHaveCount(expected.length);
    for (const [id, licence] of expected)
      await expect(table.locator(`tr[data-licence="${id}"]`)).toContainText(licence!);
    await expect(table.locator('tr[data-licence="outlines"]')).toContainText('share-alike');
    await expect(table.locator('tr[data-licence="outlines"]')).toContainText('© OpenStreetMap contributors');
  }
  // The API answers carry the link to it.
  const answer = await request.get('/api/islands/tristan-da-cunha');
  expect(answer.headers()['link']).toContain('</about#licences>; rel="license"');
});
