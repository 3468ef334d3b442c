import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/app-test';
import { searchIslands } from '../../../core/catalogue/catalogue-queries';
import { BRIDGE_GLOBAL } from '../../../core/contract/ipc-channels';
import { IPC_CHANNELS } from '../../../core/contract/operation-table-routes';
import type { OutboxStatus } from '../../../core/outbox/outbox';
import type { Catalog } from '../../../core/contract/schemas';
import { openDesktopServices, type DesktopServices } from '../../../electron/main/desktop-services';
import { createInProcessIpc } from '../../../electron/main/ipc/in-process-ipc';
import type { OutboxData } from '../../../core/outbox/outbox';
import { APP_URL, contentSecurityPolicy, isAppUrl } from '../../../electron/main/window-policy';
import { ensureDesktopBuild } from '../../support/desktop/desktop-build';
import { installTestBridge } from '../../support/desktop/test-preload';
import { createLogger } from '../../../node/logger';
import { readInboxOnDisk } from '../../../node/stores/inbox-store';
import { DERIVED_FILES } from '../../support/derived-files';
import {
  APP_ORIGIN,
  asAppUrl,
  serveDesktopRenderer,
  type DesktopRendererTraffic,
} from '../../support/e2e/app-protocol-route';

/**
 * The desktop build (out/renderer) in Chromium, served by the app's own protocol handler under
 * the packaged CSP (app-protocol-route.ts): the page gets window.isolario from the test preload,
 * and every bridge call runs the REAL main-process handlers here in the Playwright worker, over
 * a temp copy of the catalogue and a temp outbox. No request may leave the app, and no CSP
 * violation may happen. The e2e server stands in for the hosted API the outbox is sent to.
 */

// Where the page comes from: the app's origin, not the e2e server.
test.use({ baseURL: APP_ORIGIN });
const E2E_API_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const INVOKE = '__isolarioInvoke';
const PUSH = '__isolarioPush';
const PROGRESS = '__isolarioProgress';

let dir: string;
let services: DesktopServices;
let online = false;
let traffic: DesktopRendererTraffic;
/** What the app asked of the operating system: folders opened, and where an export was saved. */
let shellCalls: { opened: string[]; exportTo?: string; folder?: string };

async function openDesktop(
  page: Page,
  apiUrl = E2E_API_URL,
  before?: (userDataDir: string) => Promise<void>,
  gibsStandIn?: string,
) {
  dir = await mkdtemp(path.join(tmpdir(), 'isolario-desktop-e2e-'));
  const bundledCatalogFile = path.join(dir, 'catalog.json');
  await copyFile('data/catalog.json', bundledCatalogFile);
  // The derived files ship beside the bundled catalogue, as electron-builder.yml packs them.
  for (const file of [...DERIVED_FILES, 'releases.json']) await copyFile(path.join('data', file), path.join(dir, file));
  const userDataDir = path.join(dir, 'user-data');
  await before?.(userDataDir);
  online = false;
  shellCalls = { opened: [] };
  services = await openDesktopServices({
    bundledCatalogFile,
    userDataDir,
    logger: createLogger('warn'),
    env: { ISOLARIO_API_URL: apiUrl },
    worker: { isOnline: () => online },
    shell: {
      openPath: async (folder) => {
        shellCalls.opened.push(folder);
        return '';
      },
      chooseSaveFile: async () => shellCalls.exportTo,
      chooseFolder: async () => shellCalls.folder,
    },
  });
  const ipc = createInProcessIpc();
  // The app's own check, on the page's address as the app would see it.
  services.registerIpc(ipc, (url) => isAppUrl(asAppUrl(url), APP_URL));
  await page.exposeBinding(INVOKE, (source, channel: string, args: unknown[]) =>
    ipc.invoke(channel, source.frame.url(), ...args),
  );
  // What the main process pushes to the window (webContents.send), handed to the test bridge's hook.
  const push = (hook: string) => (pushed: unknown) => {
    page
      .evaluate(({ hook, pushed }) => (window as unknown as Record<string, (p: unknown) => void>)[hook]?.(pushed), {
        hook,
        pushed,
      })
      .catch(() => undefined);
  };
  services.onStatusChange(push(PUSH));
  services.onCatalogueProgress(push(PROGRESS));
  await page.addInitScript(installTestBridge, {
    global: BRIDGE_GLOBAL,
    channels: IPC_CHANNELS,
    invokeBinding: INVOKE,
    pushHook: PUSH,
    progressHook: PROGRESS,
  });
  traffic = await serveDesktopRenderer(page, gibsStandIn ? { gibsStandIn } : {});
}

/**
 * Closes the desktop the test began with and opens another in a fresh page: for tests that need
 * another API address or a prepared user data folder.
 */
async function reopenDesktop(
  page: Page,
  apiUrl?: string,
  before?: (userDataDir: string) => Promise<void>,
  gibsStandIn?: string,
) {
  await services.close();
  await rm(dir, { recursive: true, force: true });
  const desktop = await page.context().newPage();
  await openDesktop(desktop, apiUrl, before, gibsStandIn);
  return desktop;
}

/** Fills the submission dialog's four steps from the header's button and sends; answers the dialog. */
async function submitIsland(
  page: Page,
  island: { name: string; description: string; latitude: string; longitude: string },
) {
  await page.getByRole('banner').getByRole('button', { name: 'Submit Island' }).click();
  const d = page.getByRole('dialog', { name: 'Submit a Remote Island' });
  await d.getByRole('textbox', { name: 'Island name' }).fill(island.name);
  await d.getByRole('textbox', { name: 'Country or territory' }).fill('Kiribati');
  await d.getByRole('textbox', { name: 'Description' }).fill(island.description);
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('textbox', { name: 'Latitude' }).fill(island.latitude);
  await d.getByRole('textbox', { name: 'Longitude' }).fill(island.longitude);
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('textbox', { name: 'Your name' }).fill('Ada Explorer');
  await d.getByRole('textbox', { name: 'Your email' }).fill('ada@example.org');
  await d.getByRole('button', { name: 'Submit Island' }).click();
  await expect(d).toHaveCount(0);
  return d;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ensureDesktopBuild();
});
test.beforeEach(async ({ page }) => {
  await openDesktop(page);
});
test.afterEach(async () => {
  await services.close();
  await rm(dir, { recursive: true, force: true });
  expect(traffic.outside, 'the desktop renderer must reach nothing but the app').toEqual([]);
  expect(traffic.violations, 'the desktop CSP must refuse nothing the app does').toEqual([]);
});

const catalogue = () => JSON.parse(readFileSync('data/catalog.json', 'utf8')) as Catalog & { version: string };
const indicator = (page: Page) => page.getByTestId('outbox-indicator');

test('the desktop build arrives through the app protocol with the desktop CSP, which is enforced', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy());
  await expect(page.locator('script[src^="./assets/"]')).toHaveCount(1);
  await expect(indicator(page)).toHaveText('All sent');

  // What the CSP refuses is seen (and would fail the test): an inline script, a call to a server.
  await page.evaluate(async (api) => {
    const inline = document.createElement('script');
    inline.textContent = 'window.inlineRan = true';
    document.head.append(inline);
    await fetch(`${api}/api/statistics`).catch(() => undefined);
  }, E2E_API_URL);
  await expect.poll(() => traffic.violations.join('\n')).toContain('script-src-elem');
  await expect.poll(() => traffic.violations.join('\n')).toContain('connect-src');
  expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  expect(traffic.outside).toEqual([]);
  traffic.violations.length = 0;
});

test('browses, searches and opens an island from the bundled catalogue over IPC, with hash routes', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/#\/$|\/$/);
  await expect(indicator(page)).toHaveText('All sent');
  const featured = catalogue().islands.filter((island) => island.featured);
  await expect(page.getByTestId('island-card')).toHaveCount(featured.length);

  await page.getByRole('banner').getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/#\/explore/);
  await expect(page.getByRole('heading', { name: `${catalogue().islands.length} Islands Found` })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('tristan');
  const matches = searchIslands(catalogue().islands, 'tristan');
  expect(matches.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: `${matches.length} Islands Found` })).toBeVisible();
  await page
    .getByTestId('island-card')
    .filter({ has: page.getByRole('heading', { name: 'Tristan da Cunha', exact: true }) })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/#\/island\/tristan-da-cunha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tristan da Cunha' })).toBeVisible();

  await page.goto('/#/island/atlantis');
  await expect(page.getByRole('heading', { name: 'Island Not Found' })).toBeVisible();
});

test('a submission lands in the outbox file, the indicator counts it, and it is sent once online', async ({ page }) => {
  const name = `Desktop Atoll ${Date.now().toString(36)}`;
  await page.goto('/');
  await expect(indicator(page)).toHaveText('All sent');

  await submitIsland(page, {
    name,
    description: 'A low coral atoll, submitted from the desktop app offline.',
    latitude: '-12.1881',
    longitude: '96.8287',
  });
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText("sent when you're online");

  // On disk in the outbox before anything else happens, and counted in the header.
  const outbox = JSON.parse(await readFile(services.outbox.file, 'utf8')) as OutboxData;
  expect(outbox.items).toHaveLength(1);
  expect(outbox.items[0]).toMatchObject({ kind: 'submission', state: 'pending', summary: name });
  await expect(indicator(page)).toHaveText('1 waiting');

  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: 'Outbox' });
  await expect(panel.getByTestId('outbox-waiting-item')).toContainText(name);
  await expect(panel.getByRole('status')).toContainText('You are offline');

  // Online again: Send now delivers it to the (e2e) hosted API, once.
  online = true;
  await panel.getByRole('button', { name: 'Send now' }).click();
  await expect(indicator(page)).toHaveText('All sent');
  await expect(panel.getByTestId('outbox-last-sync')).not.toHaveText('Not yet');
  const inbox = readInboxOnDisk(process.env.E2E_DATA_DIR!);
  const stored = inbox.submissions.filter((submission) => submission.name === name);
  expect(stored).toHaveLength(1);
  expect(services.outbox.read().items[0]).toMatchObject({ state: 'sent', remoteId: stored[0]!.id });
  const status: OutboxStatus = services.status();
  expect(status.waiting).toBe(0);
  // The sent history shows it with the id Isolario gave it.
  await expect(panel.getByTestId('outbox-sent-item')).toContainText(name);
  await expect(panel.getByTestId('outbox-sent-item')).toContainText(`Isolario's id: ${stored[0]!.id}`);

  // Online, the catalogue can be updated from the hosted API; the app then reads the new copy.
  await expect(page.getByTestId('catalogue-status')).toContainText('Bundled catalogue');
  await expect(page.getByTestId('catalogue-status')).toContainText('never checked');
  await panel.getByRole('button', { name: 'Update catalogue' }).click();
  await expect(panel.getByText(/^Updated: \d+ islands\.$/)).toBeVisible();
  expect(services.catalogue.source().kind).toBe('refreshed');
  // The header and the panel say which catalogue is in use now, and that it was just checked.
  await expect(page.getByTestId('catalogue-status')).toContainText('Updated catalogue');
  await expect(page.getByTestId('catalogue-status')).not.toContainText('never checked');
  await expect(panel.getByTestId('catalogue-info')).toContainText('Updated from Isolario');
});

test('a catalogue update over a slow link shows its progress, and Cancel leaves the catalogue as it was', async ({
  page,
}) => {
  // A satellite link: the hosted API's catalogue, 60 pieces 150 ms apart (about 9 s in all).
  const body = Buffer.from(await (await fetch(`${E2E_API_URL}/api/islands`)).arrayBuffer());
  const slow = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(body.length) });
    const size = Math.ceil(body.length / 60);
    let sent = 0;
    const next = () => {
      if (res.destroyed) return;
      res.write(body.subarray(sent * size, (sent += 1) * size));
      if (sent * size >= body.length) res.end();
      else setTimeout(next, 150);
    };
    next();
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  try {
    const desktop = await reopenDesktop(page, `http://127.0.0.1:${(slow.address() as AddressInfo).port}`);
    await desktop.goto('/');
    // The link comes up, and the worker's next pass sees it (the loop is not running in tests).
    online = true;
    await services.worker.syncOnce({ force: true });
    await indicator(desktop).click();
    const panel = desktop.getByRole('dialog', { name: 'Outbox' });
    await panel.getByRole('button', { name: 'Update catalogue' }).click();

    // Bytes received of the total, and a progress bar a screen reader can read.
    const total = body.length >= 1e6 ? `${(body.length / 1e6).toFixed(1)} MB` : `${(body.length / 1e3).toFixed(1)} kB`;
    await expect(panel.getByTestId('catalogue-progress')).toContainText(new RegExp(`^[\\d.]+ k?B of ${total}$`));
    await expect(panel.getByRole('progressbar', { name: 'Catalogue download' })).toHaveAttribute(
      'max',
      String(body.length),
    );
    await expect(panel.getByRole('status').filter({ hasText: /Downloading the catalogue: [1-9]0%/ })).toHaveCount(1);

    await panel.getByRole('button', { name: 'Cancel update' }).click();
    await expect(panel.getByText('Update cancelled. The catalogue you have is unchanged.')).toBeVisible();
    expect(services.catalogue.source().kind).toBe('bundled');
    await expect(panel.getByTestId('catalogue-info')).toContainText('Bundled with the app');
    await expect(desktop.getByTestId('catalogue-status')).toContainText('never checked');
    await desktop.close();
  } finally {
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  }
});

test('a submission Isolario refused opens in its own form, is corrected, and is sent again', async ({ page }) => {
  const name = `Refused Atoll ${Date.now().toString(36)}`;
  await page.goto('/');
  const d = await submitIsland(page, {
    name,
    description: 'A low coral atoll the hosted API refused once.',
    latitude: '-3.5',
    longitude: '-171.5',
  });
  const refusedId = services.outbox.read().items[0]!.id;
  await refuseOnlyItem('The submission is not valid');
  await expect(indicator(page)).toHaveText('1 not accepted');

  await expect(await editRejectedItem(page)).toHaveCount(0);
  // The same dialog it was made in, filled in with what it held, saying why it came back.
  await expect(d).toBeVisible();
  await expect(d.getByTestId('outbox-edit-notice')).toContainText('The submission is not valid');
  await expect(d.getByRole('textbox', { name: 'Island name' })).toHaveValue(name);
  await d.getByRole('textbox', { name: 'Island name' }).fill(`${name} Corrected`);
  await d.getByRole('button', { name: 'Next' }).click();
  await expect(d.getByRole('textbox', { name: 'Latitude' })).toHaveValue('-3.5');
  await d.getByRole('button', { name: 'Next' }).click();
  await d.getByRole('button', { name: 'Next' }).click();
  await expect(d.getByRole('textbox', { name: 'Your email' })).toHaveValue('ada@example.org');
  await d.getByRole('button', { name: 'Save and send again' }).click();
  await expect(d).toHaveCount(0);
  await expect(indicator(page)).toHaveText('1 waiting');

  // The rejected item itself now holds the correction, queued again under a new key.
  const items = services.outbox.read().items;
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ state: 'pending', attempts: 0, summary: `${name} Corrected` });
  expect(items[0]!.payload).toMatchObject({ name: `${name} Corrected`, latitude: -3.5, country: 'Kiribati' });
  expect(items[0]!.id).not.toBe(refusedId);

  online = true;
  await indicator(page).click();
  await page.getByRole('dialog', { name: 'Outbox' }).getByRole('button', { name: 'Send now' }).click();
  await expect(indicator(page)).toHaveText('All sent');
  const stored = readInboxOnDisk(process.env.E2E_DATA_DIR!).submissions.filter((s) => s.name.startsWith(name));
  expect(stored.map((s) => s.name)).toEqual([`${name} Corrected`]);
});

/** Marks the outbox's only item refused, as the sync worker does with a 4xx from the hosted API. */
async function refuseOnlyItem(message: string) {
  await services.outbox.update((draft) => {
    Object.assign(draft.items[0]!, {
      state: 'rejected',
      attempts: 1,
      rejection: { status: 400, code: 'invalid', message },
    });
  });
}

/** Opens the outbox and presses "Edit and send again" on its rejected item; returns the panel. */
async function editRejectedItem(page: Page) {
  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: 'Outbox' });
  await panel.getByTestId('outbox-rejected-item').getByRole('button', { name: 'Edit and send again' }).click();
  return panel;
}

test('a refused message and a refused sign-up reopen in their own forms and are queued again', async ({ page }) => {
  const subject = `Refused question ${Date.now().toString(36)}`;
  await page.goto('/#/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Explorer');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('How do supply ships reach Tristan da Cunha?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(indicator(page)).toHaveText('1 waiting');
  await refuseOnlyItem('The message is not valid');
  await expect(indicator(page)).toHaveText('1 not accepted');

  await page.getByRole('banner').getByRole('link', { name: 'Isolario home' }).click();
  await editRejectedItem(page);
  // The contact page, its form filled in with what the item held and saying why it came back.
  await expect(page).toHaveURL(/#\/contact$/);
  await expect(page.getByText(/The message is not valid/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await page.getByRole('textbox', { name: 'Subject' }).fill(`${subject} (corrected)`);
  await page.getByRole('button', { name: 'Save and send again' }).click();
  await expect(indicator(page)).toHaveText('1 waiting');
  expect(services.outbox.read().items).toMatchObject([
    { kind: 'contact', state: 'pending', payload: { subject: `${subject} (corrected)` } },
  ]);

  // A sign-up: back to the newsletter form on the home page, its address filled in.
  await services.outbox.update((draft) => {
    draft.items = [];
  });
  const email = `refused-${Date.now().toString(36)}@example.org`;
  await page.getByRole('banner').getByRole('link', { name: 'Isolario home' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(indicator(page)).toHaveText('1 waiting');
  await refuseOnlyItem('Valid email is required');
  await editRejectedItem(page);
  await expect(page).toHaveURL(/#newsletter$/);
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Email address' }).fill(`fixed-${email}`);
  await page.getByRole('button', { name: 'Save and send again' }).click();
  await expect(indicator(page)).toHaveText('1 waiting');
  expect(services.outbox.read().items).toMatchObject([
    { kind: 'newsletter', state: 'pending', payload: { email: `fixed-${email}` } },
  ]);
});

test('every outbox item opens whole, copies, and the outbox exports to a file', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const email = `details-${Date.now().toString(36)}@example.org`;
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(indicator(page)).toHaveText('1 waiting');

  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: 'Outbox' });
  const item = panel.getByTestId('outbox-waiting-item');
  await item.getByRole('button', { name: 'Details' }).click();
  await expect(item.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  const details = item.getByRole('region', { name: `Everything in "${email}"` });
  const id = services.outbox.read().items[0]!.id;
  await expect(details.getByTestId('outbox-item-fields')).toContainText('Waiting');
  await expect(details.getByTestId('outbox-item-fields')).toContainText(id);
  await expect(details.getByTestId('outbox-item-payload')).toContainText(email);

  await details.getByRole('button', { name: 'Copy' }).click();
  await expect(details.getByRole('status')).toHaveText('Copied to the clipboard.');
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { id: string };
  expect(copied).toEqual(services.outbox.read().items[0]);

  shellCalls.exportTo = path.join(dir, 'exported', 'outbox.json');
  await panel.getByRole('button', { name: 'Export outbox' }).click();
  await expect(panel.getByText(`Saved 1 item to ${shellCalls.exportTo}.`)).toBeVisible();
  const exported = JSON.parse(await readFile(shellCalls.exportTo, 'utf8')) as { outbox: OutboxData };
  expect(exported.outbox).toEqual(services.outbox.read());
});

test('a damaged outbox set aside at start-up is named in the window, with the log folder a click away', async ({
  page,
}) => {
  // Reopened over a user data folder whose outbox is damaged, in a fresh page.
  const desktop = await reopenDesktop(page, E2E_API_URL, async (userDataDir) => {
    await mkdir(userDataDir, { recursive: true });
    await writeFile(path.join(userDataDir, 'outbox.json'), '{"version": 1, "items": [');
  });
  await desktop.goto('/');
  const notices = desktop.getByRole('region', { name: 'Notices' });
  await expect(notices.getByRole('alert')).toContainText(/kept it aside as outbox\.json\.corrupt-\S+ in /);
  await notices.getByRole('button', { name: 'Open log folder' }).click();
  await expect(notices.getByRole('status')).toContainText('Opened');
  expect(shellCalls.opened).toEqual([path.join(dir, 'user-data', 'logs')]);
  await notices.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices).toHaveCount(0);
  await desktop.close();
});

test('a settings.json edited into something unusable is named in the window, and the old address kept', async ({
  page,
}) => {
  // No ISOLARIO_API_URL (it would win over the file): the address comes from settings.json.
  const desktop = await reopenDesktop(page, '', async (userDataDir) => {
    await mkdir(userDataDir, { recursive: true });
    await writeFile(path.join(userDataDir, 'settings.json'), JSON.stringify({ apiBaseUrl: E2E_API_URL }));
  });
  await desktop.goto('/');
  await expect(indicator(desktop)).toHaveText('All sent');
  const settings = path.join(dir, 'user-data', 'settings.json');
  await writeFile(settings, '{"apiBaseUrl": "ftp://elsewhere"}');
  const notices = desktop.getByRole('region', { name: 'Notices' });
  await expect(notices.getByRole('alert')).toContainText('Your change to settings.json', { timeout: 15_000 });
  await expect(notices.getByRole('alert')).toContainText('keeps the settings it had');
  await writeFile(settings, JSON.stringify({ apiBaseUrl: E2E_API_URL }));
  await expect(notices).toHaveCount(0, { timeout: 15_000 });
  await desktop.close();
});

test('an item the API refuses shows its reason in the outbox, and can be retried or discarded', async ({ page }) => {
  const email = `desktop-${Date.now().toString(36)}@example.org`;
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText("sent when you're online");
  await expect(indicator(page)).toHaveText('1 waiting');

  // The copy on disk is what an older version accepted and the hosted API now refuses (an address
  // already subscribed is no refusal: the API answers it as a new one).
  await services.outbox.update((draft) => {
    draft.items[0]!.payload = { email: email.replace('@', ' at ') };
  });
  online = true;
  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: 'Outbox' });
  await panel.getByRole('button', { name: 'Send now' }).click();
  await expect(indicator(page)).toHaveText('1 not accepted');
  const rejected = panel.getByTestId('outbox-rejected-item');
  await expect(rejected).toContainText(email);
  await expect(rejected).toContainText('The subscription is not valid');
  expect(services.outbox.read().items[0]).toMatchObject({ state: 'rejected' });

  // Retry asks the API again (still refused); Discard removes it for good.
  const firstAttempt = services.outbox.read().items[0]!.lastAttemptAt!;
  await rejected.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => services.outbox.read().items[0]?.lastAttemptAt).not.toBe(firstAttempt);
  await expect(indicator(page)).toHaveText('1 not accepted');
  expect(services.outbox.read().items[0]).toMatchObject({ state: 'rejected', attempts: 1 });
  // Discard asks first, naming what would be lost; "Keep it" keeps it.
  await rejected.getByRole('button', { name: 'Discard' }).click();
  const confirm = rejected.getByRole('group', { name: 'Discard' });
  await expect(confirm).toContainText(`Discard "${email}"? It has not reached Isolario`);
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(indicator(page)).toHaveText('1 not accepted');
  await rejected.getByRole('button', { name: 'Discard' }).click();
  await rejected.getByRole('button', { name: 'Discard for good' }).click();
  await expect(indicator(page)).toHaveText('All sent');
  await expect(panel.getByTestId('outbox-rejected-item')).toHaveCount(0);
  expect(services.outbox.read().items.filter((item) => item.state === 'rejected')).toEqual([]);
});

test('the API page documents the hosted API the app syncs with, not the app:// pages', async ({ page }) => {
  // Reopened with a hosted API elsewhere than where these test pages come from.
  const desktop = await reopenDesktop(page, 'https://api.example.org/isolario');
  await desktop.goto('/#/api-access');
  await expect(desktop.getByRole('heading', { level: 1, name: 'API Access' })).toBeVisible();
  const urls = desktop.getByText(/https:\/\/api\.example\.org\/isolario\/api\/islands/);
  await expect(urls.first()).toBeVisible();
  await expect(desktop.getByText(`${APP_ORIGIN}/api`)).toHaveCount(0);
  await expect(desktop.getByText(new URL(E2E_API_URL).host)).toHaveCount(0);
  await desktop.close();
});

test('draws island coastlines offline, over IPC, with their attribution', async ({ page }) => {
  await page.goto('/#/island/kerguelen-islands');
  const hero = page.locator('.island-hero');
  await expect(hero.getByTestId('island-outline')).toHaveAttribute('data-outline', 'drawn');
  await expect(hero.getByTestId('island-outline')).toContainText('© OpenStreetMap contributors');
  // The map loads only once its card is on screen.
  await page.locator('.island-detail__map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('island-locator-map').locator('.leaflet-container')).toHaveAttribute(
    'data-outline',
    'drawn',
  );
});

test('shows NASA pictures online and the coastline offline, with no error either way', async ({ page }) => {
  // Without a network (this machine), NASA's pictures are asked for, refused, and the outline shows.
  await page.goto('/#/island/kerguelen-islands');
  const hero = page.locator('.island-hero');
  await expect(hero.getByTestId('island-outline')).toHaveAttribute('data-outline', 'drawn');
  expect(traffic.images.every((url) => url.startsWith('https://gibs.earthdata.nasa.gov/wms/'))).toBe(true);
  expect(traffic.images.length).toBeGreaterThan(0);

  // Online, with GIBS answering (its stand-in, behind NASA's own address): the picture and its credit.
  const standIn = `http://127.0.0.1:${process.env.E2E_GIBS_PORT}`;
  const desktop = await reopenDesktop(page, undefined, undefined, standIn);
  await desktop.goto('/#/island/kerguelen-islands');
  const picture = desktop.locator('.island-hero img');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(desktop.locator('.island-hero')).toContainText('NASA GIBS');
  expect(
    traffic.images.some((url) => url.startsWith('https://gibs.earthdata.nasa.gov/wms/epsg3857/best/wms.cgi?')),
  ).toBe(true);

  // The computer goes offline: nothing more is asked of NASA, and the outline is the picture.
  const asked = traffic.images.length;
  await desktop.context().setOffline(true);
  await desktop.goto('/#/island/bouvet-island');
  await expect(desktop.locator('.island-hero').getByTestId('island-outline')).toHaveAttribute('data-outline', 'drawn');
  expect(traffic.images.length).toBe(asked);
  await desktop.context().setOffline(false);
  await expect(desktop.getByRole('alertdialog')).toHaveCount(0);
  await desktop.close();
});

test('says how remote an island is and how complete the catalogue is, offline, over IPC', async ({ page }) => {
  await page.goto('/#/island/tristan-da-cunha');
  await expect(page.getByRole('heading', { name: 'How remote' })).toBeVisible();
  await expect(page.getByText(/Saint Helena/).first()).toBeVisible();
  await page.goto('/#/about');
  const coverage = page.getByRole('region', { name: 'How complete is Isolario?' });
  await expect(coverage.getByTestId('coverage-summary')).toContainText(/are part of a catalogued island or group/);
  await expect(coverage.getByTestId('coverage-ocean')).toHaveCount(5);
});

test("cites an island offline, and saves Explore's selection as a data package with its citation", async ({ page }) => {
  await page.goto('/#/island/tristan-da-cunha');
  const cite = page.getByRole('region', { name: 'Cite this' });
  await cite.getByText('Show the citation').click();
  await expect(cite.locator('pre[data-format="bibtex"]')).toContainText(`release ${catalogue().version}`);
  await expect(page.getByRole('region', { name: 'This record’s history' })).toContainText('entered the catalogue');

  shellCalls.folder = path.join(dir, 'papers');
  await page.goto('/#/explore?region=arctic');
  const arctic = catalogue().islands.filter((island) => island.region === 'Arctic').length;
  await expect(page.getByRole('heading', { name: `${arctic} Islands Found` })).toBeVisible();
  await page.getByRole('button', { name: 'Data package' }).click();
  // The toast's own text: Radix also repeats it in a live region for screen readers.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(`${arctic} islands of release ${catalogue().version} in ${shellCalls.folder}`),
  ).toBeVisible();
  const [written] = await readdir(shellCalls.folder);
  expect(written).toMatch(
    new RegExp(`^isolario-${catalogue().version.replace(/\./g, '\\.')}-selection-\\d{4}-\\d{2}-\\d{2}$`),
  );
  const folder = path.join(shellCalls.folder, written!);
  const descriptor = JSON.parse(await readFile(path.join(folder, 'datapackage.json'), 'utf8')) as { version: string };
  expect(descriptor.version).toBe(catalogue().version);
});

test("gives an island's time, light, compass and today's tides offline, computed on the machine", async ({ page }) => {
  await page.goto('/#/island/chatham-islands');
  const card = page.getByRole('region', { name: 'Time and light' });
  await expect(card.getByTestId('time-zone')).toContainText('UTC+12:45, UTC+13:45 in summer');
  await expect(card.getByTestId('declination')).toContainText(/° E/);
  const tides = page.getByRole('region', { name: 'Tides today' });
  await expect(tides).toContainText('not for navigation');
  expect(
    await tides
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .count(),
  ).toBeGreaterThanOrEqual(3);
});

test('the API reference renders offline, from the document the app builds, with nothing asked of any host', async ({
  page,
}) => {
  await page.goto('/#/api-access');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  const reference = page.getByTestId('api-reference');
  await expect(reference.getByRole('heading', { level: 3, name: /List islands$/ })).toBeVisible();
  // afterEach: no request left the app and the desktop CSP refused nothing.
});
