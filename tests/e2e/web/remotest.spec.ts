import { readFileSync } from 'node:fs';
import type { RemotenessFile } from '../../../core/remoteness/remoteness';
import { ordinal } from '../../../renderer/src/lib/remoteness-words';
import { expect, test } from '../../support/e2e/app-test';
import { catalogue } from '../../support/e2e/catalogue';

/** data/remoteness.json as the e2e server reads it. */
const figures = () => (JSON.parse(readFileSync('data/remoteness.json', 'utf8')) as RemotenessFile).islands;

/** The inhabited islands by the km to the nearest inhabited land, remotest first: the ranking's answer. */
function inhabitedRanking(): string[] {
  const all = figures();
  return catalogue()
    .filter((island) => island.isInhabited && all[island.id])
    .sort((a, b) => all[b.id]!.nearestInhabited.km - all[a.id]!.nearestInhabited.km || (a.id < b.id ? -1 : 1))
    .map((island) => island.name);
}

test('the island page says how remote it is, linking the neighbour, with its rank', async ({ page }) => {
  await page.goto('/island/tristan-da-cunha');
  const card = page.getByRole('region', { name: 'How remote' });
  await expect(card).toContainText('2,418 km to Saint Helena, the nearest inhabited land');
  await expect(card).toContainText('the nearest continent');
  const rank = inhabitedRanking().indexOf('Tristan da Cunha') + 1;
  expect(rank).toBeGreaterThan(0);
  await expect(card).toContainText(
    rank === 1
      ? 'The remotest inhabited island in the catalogue'
      : `The ${ordinal(rank)} remotest inhabited island in the catalogue`,
  );
  await card.getByRole('link', { name: 'Saint Helena' }).first().click();
  await expect(page).toHaveURL(/\/island\/saint-helena$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saint Helena' })).toBeVisible();
});

test('large land outside the catalogue is named, and a town by the name a reader knows', async ({ page }) => {
  // Madagascar is named by Antananarivo on it (data/land-names.json); Havøysund is GeoNames' Ávanuorri.
  const europa = figures()['europa-island']!.nearestLargerIsland!;
  await page.goto('/island/europa-island');
  const card = page.getByRole('region', { name: 'How remote' });
  await expect(card).toContainText(
    `${Math.round(europa.km).toLocaleString('en-GB')} km to Madagascar (586,639 km²), the nearest island at least as large`,
  );
  await expect(card).not.toContainText('unnamed land');
  await page.goto('/island/spitsbergen');
  await expect(page.getByRole('region', { name: 'How remote' })).toContainText('Havøysund (NO)');
  await expect(page.getByRole('region', { name: 'How remote' })).not.toContainText('Ávanuorri');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/remotest is server-rendered: three ranked tables, the first in the ranking order', async ({ page }) => {
    const response = await page.goto('/remotest');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('The remotest islands on Earth · Isolario');
    const tables = page.getByRole('table');
    await expect(tables).toHaveCount(3);
    const names = await tables.first().locator('tbody th').allTextContents();
    expect(names).toEqual(inhabitedRanking().slice(0, names.length));
    expect(names.length).toBe(25);
  });
});

test('Home names the remotest inhabited island from the data and links the ranking', async ({ page }) => {
  await page.goto('/');
  const line = page.getByTestId('stat-remotest');
  await expect(line).toContainText(inhabitedRanking()[0]!);
  await line.getByRole('link', { name: 'See the remotest islands' }).click();
  await expect(page).toHaveURL(/\/remotest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The remotest islands on Earth' })).toBeVisible();
});
