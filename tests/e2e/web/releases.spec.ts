import type { Release } from '../../../core/releases/release-schema';
import { expect, test } from '../../support/e2e/app-test';

test('About lists the releases with their files, offers the citation, and describes the dataset for search engines', async ({
  page,
  request,
}) => {
  const releases = (await (await request.get('/api/releases')).json()) as Release[];
  const [newest] = releases;
  await page.goto('/about');
  const section = page.getByRole('region', { name: 'Releases and citation' });
  for (const release of releases) await expect(section).toContainText(`Release ${release.version}`);
  const csv = section.getByRole('link', { name: `CSV of release ${newest!.version}` });
  const answer = await request.get((await csv.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect((await answer.text()).split('\r\n')[0]).toMatch(/^id,name,alternateNames,/);

  // Rendered on the server, so a crawler sees it without running a script.
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@type': 'Dataset',
    version: newest!.version,
    license: 'https://creativecommons.org/licenses/by/4.0/',
    distribution: expect.arrayContaining([expect.objectContaining({ name: 'datapackage.json' })]),
  });

  const cite = page.getByRole('region', { name: 'Cite this' });
  await expect(cite).toContainText(`release ${newest!.version}`);
  await cite.getByText('Show the citation').click();
  await expect(cite.locator('pre[data-format="bibtex"]')).toContainText(`Release ${newest!.version}`);
  await expect(cite.locator('pre[data-format="ris"]')).toContainText('TY  - DATA');
  await expect(cite.locator('pre[data-format="text"]')).toContainText('Isolario: a catalogue of remote islands');
});

test("an island page shows the record's history and cites the island at the release", async ({ page, request }) => {
  const [newest] = (await (await request.get('/api/releases')).json()) as Release[];
  const island = (await (await request.get('/api/islands/tristan-da-cunha')).json()) as {
    history: { added: { version: string }; changes: { version: string; fields: string[] }[] };
  };
  await page.goto('/island/tristan-da-cunha');
  const history = page.getByRole('region', { name: 'This record’s history' });
  await expect(history).toContainText(`Release ${island.history.added.version}`);
  await expect(history).toContainText('entered the catalogue');
  for (const change of island.history.changes) await expect(history).toContainText(`Release ${change.version}`);

  const cite = page.getByRole('region', { name: 'Cite this' });
  await cite.getByText('Show the citation').click();
  const text = cite.locator('pre[data-format="text"]');
  await expect(text).toContainText('Tristan da Cunha');
  await expect(text).toContainText('/island/tristan-da-cunha');
  await expect(cite.locator('pre[data-format="bibtex"]')).toContainText(`release ${newest!.version}`);
  // Each format can be reached and read by keyboard.
  await cite.locator('pre[data-format="csl"]').focus();
  await expect(cite.locator('pre[data-format="csl"]')).toBeFocused();
});
