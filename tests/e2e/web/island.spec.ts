import { expect, test } from '../../support/e2e/app-test';
import { catalogue, expectedIslands, island } from '../../support/e2e/catalogue';
import { startExtraServer } from '../../support/e2e/extra-server';
import { delayResponses, openInApp } from '../../support/e2e/ui';

test('an island with history: every card of the page', async ({ page }) => {
  const tristan = island('tristan-da-cunha');
  await page.goto('/island/tristan-da-cunha');
  await expect(page.getByRole('heading', { level: 1, name: 'Tristan da Cunha' })).toBeVisible();
  const hero = page.locator('.island-hero');
  await expect(hero).toContainText(tristan.category);
  await expect(hero).toContainText(tristan.country!);
  await expect(hero).toContainText('Atlantic Ocean');
  // No curated image: NASA's picture of it, with the imagery's date and credit.
  await expect(hero.getByRole('img', { name: 'Satellite view of Tristan da Cunha' })).toBeVisible();
  await expect(hero).toContainText(/Landsat, 2001 · NASA GIBS|Blue Marble, August 2004 · NASA GIBS/);

  await expect(page.getByRole('heading', { name: 'About Tristan da Cunha' })).toBeVisible();
  await expect(page.getByText(tristan.description)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historical Significance' })).toBeVisible();
  await expect(page.getByText(tristan.historicalSignificance!)).toBeVisible();

  const facts = page.getByRole('region', { name: 'Quick Facts' });
  await expect(facts).toContainText(`Latitude${tristan.latitude.toFixed(4)}`);
  await expect(facts).toContainText(`Longitude${tristan.longitude.toFixed(4)}`);
  await expect(facts).toContainText(`Population${tristan.population}`);
  await expect(facts).toContainText(`Area${tristan.area} km²`);
  await expect(facts).toContainText('RegionAtlantic Ocean');

  await expect(page.getByTestId('access-line')).toHaveText('Boat Access Only');
  await expect(page.getByTestId('military-line')).toContainText('Military Significance');
  await expect(page.getByRole('heading', { name: 'Additional Images' })).toBeVisible();

  await page.getByRole('link', { name: 'More islands in the Atlantic Ocean' }).click();
  await expect(page).toHaveURL(/\/explore\?region=atlantic$/);
  await expect(
    page.getByRole('heading', { name: `${catalogue().filter((i) => i.region === 'Atlantic').length} Islands Found` }),
  ).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: `More ${tristan.category} islands` }).click();
  await expect(page).toHaveURL(/\/explore\?category=military-history$/);
});

test('an island without history, uninhabited: no history card, Uninhabited, no military line', async ({ page }) => {
  const candidate = catalogue().find(
    (i) =>
      !i.historicalSignificance && !i.isInhabited && !i.militaryHistory && i.staffPresence === 'none' && !i.airAccess,
  );
  test.skip(!candidate, 'the catalogue has no uninhabited island without history');
  const target = candidate!;
  await page.goto(`/island/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historical Significance' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Quick Facts' })).toContainText('PopulationUninhabited');
  await expect(page.getByTestId('military-line')).toHaveCount(0);
  const expected = target.hasAirport
    ? 'Active Airport'
    : target.hasAbandonedAirstrip
      ? 'Abandoned Airstrip'
      : 'Boat Access Only';
  await expect(page.getByTestId('access-line')).toHaveText(expected);
});

test('access lines follow airport, then airstrip, then boat', async ({ page }) => {
  const withAirport = catalogue().find((i) => i.hasAirport)!;
  const withStrip = catalogue().find((i) => !i.hasAirport && i.hasAbandonedAirstrip)!;
  await page.goto(`/island/${withAirport.id}`);
  await expect(page.getByTestId('access-line')).toHaveText('Active Airport');
  await page.goto(`/island/${withStrip.id}`);
  await expect(page.getByTestId('access-line')).toHaveText('Abandoned Airstrip');
});

test('an island aircraft reach without an airport: the ways in by air, each with its page, never "Boat Access Only"', async ({
  page,
}) => {
  const diomede = island('little-diomede-island');
  expect(diomede.airAccess?.map((way) => way.by)).toEqual(['helicopter', 'scheduled-flights']);
  await page.goto('/island/little-diomede-island');
  const access = page.getByRole('region', { name: 'Access Information' });
  await expect(page.getByTestId('access-line')).toHaveText('Helicopter and Scheduled Flights, No Airport');
  await expect(access).not.toContainText('Boat Access Only');
  await expect(access).toContainText('Access method: Boat');
  const lines = access.getByTestId('air-access-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Helicopter from Nome.');
  const [source] = diomede.airAccess![0]!.sources;
  await expect(lines.first().getByRole('link', { name: `${source!.title}, ${source!.publisher}` })).toHaveAttribute(
    'href',
    source!.url!,
  );
  // The card says it too, in the badge a card has room for.
  await page.goto('/explore?q=little+diomede');
  await expect(page.getByTestId('island-card').filter({ hasText: 'Little Diomede Island' })).toContainText(
    'Helicopter',
  );
});

test('an island with a recorded highest point shows it in Quick Facts, with its page', async ({ page }) => {
  const ymer = island('ymer-island');
  const peak = ymer.highestPoint!;
  await page.goto('/island/ymer-island');
  const fact = page.getByTestId('highest-point');
  await expect(fact).toContainText(`Highest point${peak.name}, ${peak.metres.toLocaleString('en')} m`);
  const [source] = peak.sources;
  await expect(fact.getByRole('link', { name: `${source!.title}, ${source!.publisher}` })).toHaveAttribute(
    'href',
    source!.url!,
  );
  // None where no page gives one.
  await page.goto('/island/tristan-da-cunha');
  await expect(page.getByRole('region', { name: 'Quick Facts' })).toBeVisible();
  await expect(page.getByTestId('highest-point')).toHaveCount(0);
});

test("a group entry lists its islands with their pages, and search finds it by a member's name", async ({ page }) => {
  const group = island('franz-josef-land');
  const members = group.members!;
  await page.goto('/island/franz-josef-land');
  const card = page.getByRole('region', { name: 'Islands of Franz Josef Land' });
  for (const member of members.islands)
    await expect(card.getByRole('listitem').filter({ hasText: member.name })).toContainText(
      `${member.area!.toLocaleString('en')} km²`,
    );
  const [source] = members.sources;
  await expect(card.getByRole('link', { name: `${source!.title}, ${source!.publisher}` })).toHaveAttribute(
    'href',
    source!.url!,
  );
  await page.goto('/explore');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Alexandra Land');
  await expect(page.getByTestId('island-card').first().getByRole('heading')).toHaveText('Franz Josef Land');
  // An island that is no group has no such card.
  await page.goto('/island/tristan-da-cunha');
  await expect(page.getByRole('region', { name: 'Quick Facts' })).toBeVisible();
  await expect(page.getByTestId('group-members')).toHaveCount(0);
});

test("an island without a recorded area shows its coastline's, saying so, or none without a coastline", async ({
  page,
  request,
}) => {
  type Served = { id: string; name: string; area?: number; hasOutline?: boolean; coastlineArea?: number };
  const served = (await (
    await request.get('/api/islands?fields=id,name,area,hasOutline,coastlineArea&limit=1000')
  ).json()) as Served[];
  const measured = served.find((island) => island.area === undefined && island.coastlineArea !== undefined)!;
  await page.goto(`/island/${measured.id}`);
  const line = page.getByTestId('coastline-area');
  await expect(line).toContainText(`about ${measured.coastlineArea!.toLocaleString('en')} km²`);
  await expect(line).toContainText('measured on its coastline (© OpenStreetMap contributors)');
  // A recorded area is the record's, never the measured one.
  expect(served.filter((island) => island.area !== undefined && island.coastlineArea !== undefined)).toEqual([]);
  const bare = served.find((island) => island.area === undefined && !island.hasOutline);
  test.skip(!bare, 'every island without an area has a coastline');
  await page.goto(`/island/${bare!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: bare!.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Facts' })).not.toContainText('Area');
});

test("an unknown island shows 'Island Not Found' with Back to Explore", async ({ page }) => {
  await delayResponses(page, '**/api/islands/no-such-island', 500);
  await openInApp(page, '/island/no-such-island');
  await expect(page.getByRole('status', { name: 'Loading island' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Island Not Found' })).toBeVisible();
  await expect(page.getByText("The island you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page).toHaveTitle('Island Not Found · Isolario');
  await page.getByRole('link', { name: 'Back to Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test('images that fail to load fall back to the placeholder; the gallery opens a viewer', async ({ browser }) => {
  // A catalogue whose island and gallery image point at NASA addresses that do not exist, so the
  // browser really fails to load them.
  const missing = 'https://images-assets.nasa.gov/image/isolario-e2e-missing/isolario-e2e-missing~orig.jpg';
  const server = await startExtraServer({
    editCatalog: (catalog) => {
      const target = catalog.islands.find((i) => i.id === 'tristan-da-cunha')!;
      target.imageUrl = missing;
      catalog.images = [
        {
          id: 'e2e-image-1',
          islandId: 'tristan-da-cunha',
          imageUrl: missing.replace('~orig', '~small'),
          title: 'Edinburgh of the Seven Seas from orbit',
          description: 'A gallery image that does not exist.',
          source: 'NASA Earth Observatory',
          isPrimary: false,
          sortOrder: 0,
          addedAt: '2025-01-14T00:00:00.000Z',
        },
      ];
    },
  });
  try {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/island/tristan-da-cunha');
    const hero = page.locator('.island-hero');
    await expect(hero.getByRole('img', { name: /No Image Available/ })).toBeVisible({ timeout: 15_000 });
    await expect(hero).toContainText('Satellite imagery pending');
    const gallery = page.getByRole('region', { name: 'Additional Images' });
    const tile = gallery.getByRole('button', { name: /Edinburgh of the Seven Seas from orbit/ });
    // The gallery sits below the fold, and its pictures load lazily: bring it into view first.
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.getByRole('img', { name: /No Image Available/ })).toBeVisible({ timeout: 15_000 });
    await tile.click();
    const viewer = page.getByRole('dialog', { name: 'Edinburgh of the Seven Seas from orbit' });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText('Source: NASA Earth Observatory');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(tile).toBeFocused();
    await page.close();
  } finally {
    await server.stop();
  }
});

test('the provenance facts: other names, the year of a population, staff, access note, sources', async ({ page }) => {
  const easter = island('easter-island');
  await page.goto('/island/easter-island');
  await expect(page.getByTestId('also-known-as')).toHaveText(`Also known as ${easter.alternateNames.join(', ')}`);
  await expect(page.getByRole('region', { name: 'Quick Facts' })).toContainText(
    `Population${easter.population.toLocaleString('en')} (${easter.populationYear})`,
  );
  const sources = page.getByRole('region', { name: 'Sources' });
  for (const source of easter.sources) await expect(sources).toContainText(`${source.title}, ${source.publisher}`);

  const wake = island('wake-island');
  await page.goto('/island/wake-island');
  // Staffed but with no one living there for good: said as it is, not as "Uninhabited".
  await expect(page.getByRole('region', { name: 'Quick Facts' })).toContainText('PopulationNo permanent population');
  await expect(page.getByTestId('staff-line')).toHaveText(`Staffed year-round: ${wake.staffNote}`);
  await expect(page.getByTestId('access-note')).toHaveText(wake.accessNote!);
});

test('nearest islands: the five closest, each a link with its distance', async ({ page }) => {
  const tristan = island('tristan-da-cunha');
  const expected = expectedIslands({ near: tristan })
    .filter((other) => other.id !== tristan.id)
    .slice(0, 5);
  await page.goto('/island/tristan-da-cunha');
  const nearest = page.getByRole('region', { name: 'Nearest islands' });
  await expect(nearest.getByRole('link')).toHaveText(expected.map((other) => other.name));
  await expect(nearest.getByRole('listitem').first()).toContainText(
    `${Math.round(expected[0]!.distanceKm!).toLocaleString('en')} km`,
  );
  // Two measures on one page (Nightingale: 39 km here, 32 km coast to coast in How remote): each says which.
  await expect(nearest).toContainText('Centre to centre');
  await expect(page.getByRole('region', { name: 'How remote' })).toContainText('Coast to coast');
  await nearest.getByRole('link', { name: expected[0]!.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: expected[0]!.name })).toBeVisible();
});

test('a staffed island with no permanent population says both, as it is', async ({ page }) => {
  await page.goto('/island/diego-garcia');
  const facts = page.getByRole('region', { name: 'Quick Facts' });
  await expect(facts).toContainText('PopulationNo permanent population');
  await expect(facts).not.toContainText('Uninhabited');
  await expect(page.getByTestId('staff-line')).toHaveText('Staffed year-round: joint British-American military base');
});

test('an island filed under a polar region north of its circle says why, with the rule a link away', async ({
  page,
}) => {
  await page.goto('/island/kerguelen-islands');
  const note = page.getByTestId('region-note');
  await expect(note).toContainText('Antarctic by our rule: south of the Antarctic Convergence');
  await note.getByRole('link', { name: 'How we draw the oceans' }).click();
  await expect(page).toHaveURL(/\/about#regions-about-heading$/);
  await page.goto('/island/tristan-da-cunha');
  await expect(page.getByRole('heading', { level: 1, name: 'Tristan da Cunha' })).toBeVisible();
  await expect(page.getByTestId('region-note')).toHaveCount(0);
});

test('at 1280 px the two columns of an island page balance', async ({ page }) => {
  // Tristan (long history), Macquarie (a long remoteness card) and Roca Partida (little text) were
  // the extremes over the whole catalogue (70-75% at worst); before the map moved to the main
  // column, Tristan's side column ran 800 px longer than its main one.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const id of ['tristan-da-cunha', 'macquarie-island', 'roca-partida']) {
    await page.goto(`/island/${id}`);
    await expect(page.locator('.island-detail__map')).toBeVisible();
    // The main column is About and the cards below it.
    const about = (await page.locator('.island-detail__about').boundingBox())!;
    const rest = (await page.locator('.island-detail__main').boundingBox())!;
    const main = { x: about.x, width: about.width, height: rest.y + rest.height - about.y };
    const side = (await page.locator('.island-detail__side').boundingBox())!;
    expect(side.x, 'two columns side by side').toBeGreaterThan(main.x + main.width);
    const shorter = Math.min(main.height, side.height);
    const taller = Math.max(main.height, side.height);
    expect(
      shorter / taller,
      `${id}: ${Math.round(main.height)} px beside ${Math.round(side.height)} px`,
    ).toBeGreaterThan(0.66);
  }
});

test('Getting there: where the ship leaves from, how often, the permit, the year and the sources', async ({
  page,
  request,
}) => {
  const tristan = await (await request.get('/api/islands/tristan-da-cunha')).json();
  await page.goto('/island/tristan-da-cunha');
  const travel = page.getByTestId('island-travel');
  await expect(travel.getByRole('heading', { level: 2, name: 'Getting there' })).toBeVisible();
  await expect(travel.locator('dt')).toHaveText(['Leaves from', 'How often', 'Permit']);
  await expect(travel.locator('dd')).toHaveText([
    tristan.travel.departure,
    tristan.travel.frequency,
    tristan.travel.permit,
  ]);
  await expect(travel).toContainText(`As of ${tristan.travel.asOf}`);
  const link = travel.getByRole('link', { name: 'Organise a visit, Tristan da Cunha Government' });
  await expect(link).toHaveAttribute('href', 'https://tristandc.com/visitsorganise.php');
  // A schedule whose period has passed is not shown as current: Pitcairn's ran to April 2024.
  await page.goto('/island/pitcairn-island');
  const pitcairn = page.getByTestId('island-travel');
  await expect(pitcairn.locator('dd').nth(1)).toContainText(
    'That schedule ended in April 2024; no newer one is recorded here.',
  );
  await expect(pitcairn).toContainText('As of 2023, and it may have changed since.');
  // Only the facts a source gives: Saint Helena's flights are too unsettled to say how often.
  await page.goto('/island/saint-helena');
  await expect(page.getByTestId('island-travel').locator('dt')).toHaveText(['Leaves from', 'Permit']);
  // And none where the catalogue knows nothing more.
  await page.goto('/island/bouvet-island');
  await expect(page.getByTestId('access-line')).toBeVisible();
  await expect(page.getByTestId('island-travel')).toHaveCount(0);
});
