import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/app-test';
import { inbox, unique } from '../../support/e2e/catalogue';
import { choose, toasts } from '../../support/e2e/ui';

const HEADING = 'Please fix the following issues:';

function dialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Submit a Remote Island' });
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(dialog(page).getByRole('heading', { level: 3 })).toHaveText(`Step ${step} of 4: ${title}`);
  await expect(dialog(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step * 25));
}

async function expectErrors(page: Page, messages: string[]) {
  const alert = dialog(page).getByRole('alert');
  await expect(alert).toContainText(HEADING);
  await expect(alert.getByRole('listitem')).toHaveText(messages);
}

test('every step with bad then good input ends in a stored submission', async ({ page }) => {
  const name = unique('Test Atoll');
  const email = `${unique('submitter')}@example.org`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Submit Island' }).click();
  const d = dialog(page);
  await expect(d).toBeVisible();
  await expectStep(page, 1, 'Island Identity');
  await expect(d.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(d.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(d.getByRole('combobox', { name: 'Region' })).toHaveText(/Pacific Ocean/);
  await expect(d.getByRole('combobox', { name: 'Category' })).toHaveText(/Tropical/);

  // Step 1: empty, then too short, then good.
  await d.getByRole('button', { name: 'Next' }).click();
  await expectErrors(page, [
    'Island name must be at least 2 characters',
    'Description must be at least 10 characters',
    'Country is required',
  ]);
  await expect(d.getByRole('textbox', { name: 'Island name' })).toHaveAttribute('aria-invalid', 'true');
  await d.getByRole('textbox', { name: 'Island name' }).fill(' X ');
  await d.getByRole('textbox', { name: 'Country or territory' }).fill('Kiribati');
  await d.getByRole('textbox', { name: 'Description' }).fill('Too short');
  await d.getByRole('button', { name: 'Next' }).click();
  await expectErrors(page, ['Island name must be at least 2 characters', 'Description must be at least 10 characters']);
  await d.getByRole('textbox', { name: 'Island name' }).fill(name);
  await d
    .getByRole('textbox', { name: 'Description' })
    .fill('A low coral atoll with a closed lagoon, visited by research vessels.');
  await choose(page, d.getByRole('combobox', { name: 'Region' }), 'Indian Ocean');
  await choose(page, d.getByRole('combobox', { name: 'Category' }), 'Uninhabited');
  await d.getByRole('button', { name: 'Next' }).click();

  // Step 2: coordinates out of range, negative numbers, unparsable input.
  await expectStep(page, 2, 'Coordinates');
  await expect(d.getByRole('alert')).toHaveCount(0);
  await d.getByRole('button', { name: 'Next' }).click();
  await expectErrors(page, [
    'Please enter a valid latitude between -90 and 90',
    'Please enter a valid longitude between -180 and 180',
  ]);
  await d.getByRole('textbox', { name: 'Latitude' }).fill('95');
  await d.getByRole('textbox', { name: 'Longitude' }).fill('200');
  await d.getByRole('spinbutton', { name: 'Area (km²)' }).fill('-3');
  await d.getByRole('spinbutton', { name: 'Population' }).fill('-1');
  await d.getByRole('button', { name: 'Next' }).click();
  await expectErrors(page, [
    'Please enter a valid latitude between -90 and 90',
    'Please enter a valid longitude between -180 and 180',
    'Population cannot be negative',
    'Area must be positive',
  ]);

  // Previous goes back and clears the errors; the values stay.
  await d.getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 1, 'Island Identity');
  await expect(d.getByRole('alert')).toHaveCount(0);
  await expect(d.getByRole('textbox', { name: 'Island name' })).toHaveValue(name);
  await d.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 2, 'Coordinates');
  await d.getByRole('textbox', { name: 'Latitude' }).fill('-12.1881');
  await d.getByRole('textbox', { name: 'Longitude' }).fill('96.8287');
  await d.getByRole('spinbutton', { name: 'Area (km²)' }).fill('14.2');
  await d.getByRole('spinbutton', { name: 'Population' }).fill('0');
  await d.getByRole('button', { name: 'Next' }).click();

  // Step 3: access and features.
  await expectStep(page, 3, 'Access & Features');
  await expect(d.getByRole('combobox', { name: 'Access method' })).toHaveText(/Boat Only/);
  await choose(page, d.getByRole('combobox', { name: 'Access method' }), 'Boat (boat access available)');
  await d.getByRole('checkbox', { name: 'Has an abandoned airstrip' }).check();
  await d.getByRole('checkbox', { name: 'Has military history' }).check();
  await d.getByRole('button', { name: 'Next' }).click();

  // Step 4: a non-NASA URL gets the live hint, then the submit-time message.
  await expectStep(page, 4, 'Images & Contact');
  const url = d.getByRole('textbox', { name: 'NASA image URL' });
  await url.fill('https://example.com/atoll.jpg');
  await expect(d.getByText('Invalid NASA image URL. Please use official NASA sources only.')).toBeVisible();
  await d.getByRole('button', { name: 'Submit Island' }).click();
  await expectErrors(page, [
    'Your name is required',
    'Valid email is required',
    'Must be a valid NASA image URL from accepted domains',
  ]);
  // Where Earth Observatory and Visible Earth really serve their pictures.
  await url.fill(
    'https://eoimages.gsfc.nasa.gov/images/imagerecords/73000/73909/world.topo.bathy.200412.3x5400x2700.jpg',
  );
  await expect(d.getByText('Invalid NASA image URL. Please use official NASA sources only.')).toHaveCount(0);
  await url.fill('https://earthobservatory.nasa.gov/images/151234/atoll');
  await expect(d.getByText('Invalid NASA image URL. Please use official NASA sources only.')).toHaveCount(0);
  await d.getByRole('textbox', { name: 'Your name' }).fill('Ada Explorer');
  // Passes the step's '@' and length check, fails the full schema's e-mail rule.
  await d.getByRole('textbox', { name: 'Your email' }).fill('ada@nowhere');
  await d.getByRole('button', { name: 'Submit Island' }).click();
  await expectErrors(page, ['Valid email is required']);
  await d.getByRole('textbox', { name: 'Your email' }).fill(email);

  // Slow the real answer down a little to see 'Submitting...'.
  await page.route('**/api/submissions', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const statisticsRefetch = page.waitForRequest(
    (request) => request.url().endsWith('/api/statistics') && request.method() === 'GET',
  );
  await d.getByRole('button', { name: 'Submit Island' }).click();
  await expect(d.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(toasts(page)).toContainText('Submission successful!');
  await expect(toasts(page)).toContainText(
    "Thank you for contributing! We'll review your island and add it to our database if approved.",
  );
  await expect(d).toHaveCount(0);
  await statisticsRefetch;

  const stored = inbox().submissions.find((submission) => submission.name === name);
  await expect(toasts(page)).toContainText(`Your reference: ${stored!.id}.`);
  expect(stored).toMatchObject({
    name,
    country: 'Kiribati',
    region: 'Indian Ocean',
    category: 'Uninhabited',
    latitude: -12.1881,
    longitude: 96.8287,
    area: 14.2,
    population: 0,
    accessMethod: 'Boat',
    hasAirport: false,
    hasAbandonedAirstrip: true,
    isInhabited: false,
    militaryHistory: true,
    imageUrl: 'https://earthobservatory.nasa.gov/images/151234/atoll',
    submitterName: 'Ada Explorer',
    submitterEmail: email,
    status: 'pending',
  });

  // Reopening starts over.
  await page.getByRole('banner').getByRole('button', { name: 'Submit Island' }).click();
  await expectStep(page, 1, 'Island Identity');
  await expect(dialog(page).getByRole('textbox', { name: 'Island name' })).toHaveValue('');
});

test('unparsable numbers fall back to 0 and are reported', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Submit Island' }).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'Island name' }).fill('Numbers Isle');
  await d.getByRole('textbox', { name: 'Country or territory' }).fill('Chile');
  await d.getByRole('textbox', { name: 'Description' }).fill('An island to test number parsing.');
  await d.getByRole('button', { name: 'Next' }).click();
  // A lone minus sign is not a number: it counts as 0, which is not a valid latitude.
  await d.getByRole('textbox', { name: 'Latitude' }).pressSequentially('-');
  await d.getByRole('textbox', { name: 'Longitude' }).fill('-80.5');
  await d.getByRole('button', { name: 'Next' }).click();
  await expectErrors(page, ['Please enter a valid latitude between -90 and 90']);
});

test('Cancel and closing reset the dialog to an empty step 1', async ({ page }) => {
  await page.goto('/explore');
  const open = page.getByRole('banner').getByRole('button', { name: 'Submit Island' });
  await open.click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'Island name' }).fill('Half-typed');
  await d.getByRole('button', { name: 'Next' }).click();
  await expect(d.getByRole('alert')).toBeVisible();
  await d.getByRole('button', { name: 'Cancel' }).click();
  // Something was typed: asked first, and discarding resets the dialog.
  await d
    .getByRole('alertdialog', { name: 'Discard this submission?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(d).toHaveCount(0);
  await open.click();
  await expect(d.getByRole('textbox', { name: 'Island name' })).toHaveValue('');
  await expect(d.getByRole('alert')).toHaveCount(0);

  await d.getByRole('textbox', { name: 'Island name' }).fill('Closing Isle');
  await d.getByRole('textbox', { name: 'Country or territory' }).fill('Fiji');
  await d.getByRole('textbox', { name: 'Description' }).fill('Long enough description here.');
  await d.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 2, 'Coordinates');
  await d.getByRole('button', { name: 'Close' }).click();
  await d
    .getByRole('alertdialog', { name: 'Discard this submission?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(d).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  await expectStep(page, 1, 'Island Identity');
  await expect(d.getByRole('textbox', { name: 'Island name' })).toHaveValue('');
});

test('closing with something typed asks first; a reload keeps the draft for the session', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('banner').getByRole('button', { name: 'Submit Island' });
  await open.click();
  const d = dialog(page);
  // The dialog's code loads on the first click: Escape must reach it, not the page before it.
  await expect(d.getByRole('textbox', { name: 'Island name' })).toBeVisible();
  // Nothing typed: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(d).toHaveCount(0);

  await open.click();
  await d.getByRole('textbox', { name: 'Island name' }).fill('Draft Rock');
  await d.getByRole('textbox', { name: 'Country or territory' }).fill('Tonga');
  await page.keyboard.press('Escape');
  const prompt = d.getByRole('alertdialog', { name: 'Discard this submission?' });
  await expect(prompt).toContainText('What you have typed will be lost.');
  // The safe choice has the focus; Escape again also keeps editing.
  await expect(prompt.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(d.getByRole('textbox', { name: 'Island name' })).toHaveValue('Draft Rock');
  // A click outside asks too; Keep editing leaves everything as it was.
  await page.mouse.click(5, 5);
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(d.getByRole('textbox', { name: 'Country or territory' })).toHaveValue('Tonga');

  // An accidental reload: the draft comes back when the dialog opens again.
  await page.reload();
  await open.click();
  await expect(d.getByRole('textbox', { name: 'Island name' })).toHaveValue('Draft Rock');
  await expect(d.getByRole('textbox', { name: 'Country or territory' })).toHaveValue('Tonga');

  // Discarding forgets it, across a reload too.
  await d.getByRole('button', { name: 'Cancel' }).click();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(d).toHaveCount(0);
  await page.reload();
  await open.click();
  await expect(d.getByRole('textbox', { name: 'Island name' })).toHaveValue('');
});

test('coordinates typed in degrees and minutes are stored as decimals; contradictions and a source are said', async ({
  page,
}) => {
  const name = unique('Sexagesimal Skerry');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Submit Island' }).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'Island name' }).fill(name);
  await d.getByRole('textbox', { name: 'Country or territory' }).fill('United Kingdom');
  await d.getByRole('textbox', { name: 'Description' }).fill('A skerry whose place was copied from a chart.');
  await d.getByRole('button', { name: 'Next' }).click();
  // A number box would drop the degree sign and keep 3706 (issue 42 saw 45°30'S become 4530).
  await d.getByRole('textbox', { name: 'Latitude' }).fill('37°06′19″S');
  await d.getByRole('textbox', { name: 'Longitude' }).fill('12°16\'40"W');
  await expect(d.getByRole('textbox', { name: 'Latitude' })).toHaveValue('37°06′19″S');
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('button', { name: 'Next' }).click();
  // The spec's defaults (Pacific, Tropical) contradict a point in the South Atlantic: said, not refused.
  const warnings = d.getByRole('note', { name: 'Please check before you send:' });
  await expect(warnings.getByRole('listitem')).toHaveText([
    'Your coordinates lie in the Atlantic Ocean, but the region chosen is Pacific Ocean.',
    'Tropical is for islands between the tropics (23.44°N to 23.44°S); 37.11°S is outside them.',
  ]);
  await d.getByRole('textbox', { name: 'Where did you read this?' }).fill('Admiralty chart 1769, Tristan da Cunha');
  await d.getByRole('textbox', { name: 'Your name' }).fill('Chart Reader');
  await d.getByRole('textbox', { name: 'Your email' }).fill('chart.reader@example.org');
  await d.getByRole('button', { name: 'Submit Island' }).click();
  await expect(toasts(page)).toContainText('Submission successful!');
  await expect.poll(() => inbox().submissions.find((submission) => submission.name === name)).toBeTruthy();
  const stored = inbox().submissions.find((submission) => submission.name === name)!;
  expect(stored.latitude).toBeCloseTo(-(37 + 6 / 60 + 19 / 3600), 6);
  expect(stored.longitude).toBeCloseTo(-(12 + 16 / 60 + 40 / 3600), 6);
  // The submitter's source reaches the curator with the record.
  expect(stored.source).toBe('Admiralty chart 1769, Tristan da Cunha');
});

test('a failed submission shows the failure toast and keeps the form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Submit Island' }).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'Island name' }).fill('Offline Isle');
  await d.getByRole('textbox', { name: 'Country or territory' }).fill('Tonga');
  await d.getByRole('textbox', { name: 'Description' }).fill('Submitted while the network is down.');
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('textbox', { name: 'Latitude' }).fill('-20.5');
  await d.getByRole('textbox', { name: 'Longitude' }).fill('-175.2');
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('textbox', { name: 'Your name' }).fill('Net Less');
  await d.getByRole('textbox', { name: 'Your email' }).fill('net.less@example.org');
  // The connection drops: no answer from the server at all.
  await page.route('**/api/submissions', (route) => route.abort('internetdisconnected'));
  await d.getByRole('button', { name: 'Submit Island' }).click();
  await expect(toasts(page)).toContainText('Submission failed');
  await expect(toasts(page)).toContainText('Please check your information and try again.');
  await expect(d).toBeVisible();
  await expect(d.getByRole('textbox', { name: 'Your name' })).toHaveValue('Net Less');
  expect(inbox().submissions.some((submission) => submission.name === 'Offline Isle')).toBe(false);
});

test('keyboard only: open, fill every step, submit', async ({ page }) => {
  const name = unique('Keyboard Key');
  await page.goto('/');
  const open = page.getByRole('banner').getByRole('button', { name: 'Submit Island' });
  for (let i = 0; i < 12 && !(await open.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  const d = dialog(page);
  await expect(d.getByRole('textbox', { name: 'Island name' })).toBeVisible();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Norway');
  await page.keyboard.press('Tab');
  // Region: open with the keyboard and pick Arctic Ocean.
  await expect(d.getByRole('combobox', { name: 'Region' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // Radix focuses the first option a frame after opening; keys before that are lost.
  await expect(page.getByRole('option', { name: 'Pacific' })).toBeFocused();
  // One key at a time, each answered before the next: on a loaded machine a key pressed while the
  // list is still moving focus can be lost, and the test would then fail for the runner, not the app.
  for (const next of ['Atlantic Ocean', 'Indian Ocean', 'Arctic Ocean']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: next, exact: true })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(d.getByRole('combobox', { name: 'Region' })).toHaveText(/Arctic Ocean/);
  await expect(d.getByRole('combobox', { name: 'Region' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(d.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type('A windswept island of tundra and bird cliffs.');
  // Enter inside a text field moves on, like the Next button.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(d.getByRole('textbox', { name: 'Country or territory' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2, 'Coordinates');
  await page.keyboard.press('Tab');
  await expect(d.getByRole('textbox', { name: 'Latitude' })).toBeFocused();
  await page.keyboard.type('74.4');
  await page.keyboard.press('Tab');
  await page.keyboard.type('19.1');
  await page.keyboard.press('Enter');
  await expectStep(page, 3, 'Access & Features');
  await page.keyboard.press('Tab');
  await expect(d.getByRole('combobox', { name: 'Access method' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(d.getByRole('checkbox', { name: 'Has an active airport' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(d.getByRole('checkbox', { name: 'Has an abandoned airstrip' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(d.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 4, 'Images & Contact');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(d.getByRole('textbox', { name: 'Where did you read this?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(d.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  await page.keyboard.type('Kari Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kari.keys@example.org');
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Submission successful!');
  await expect(d).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect
    .poll(() => inbox().submissions.find((submission) => submission.name === name))
    .toMatchObject({ region: 'Arctic', hasAbandonedAirstrip: true, latitude: 74.4, longitude: 19.1 });

  // Escape closes the dialog too.
  await page.keyboard.press('Enter');
  await expect(d).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(d).toHaveCount(0);
});
