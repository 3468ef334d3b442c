import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/app-test';
import { catalogue, inbox, unique } from '../support/e2e/catalogue';

const ADMIN = { Authorization: 'Bearer e2e-admin-token-for-tests' };
const XSS = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';

declare global {
  interface Window {
    __xss?: number;
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const scriptSrcOf = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';

test.describe('stored text with HTML in it', () => {
  // A non-featured island no other spec looks at, so its gallery is ours.
  const target = catalogue().find((island) => !island.featured && island.id !== 'tristan-da-cunha')!;
  const marker = unique('xss');
  const title = `${marker} ${XSS}`;
  const description = `Description ${marker}: ${XSS} <b>not bold</b> &amp; done`;
  let imageId: string | undefined;

  test.afterAll(async ({ request }) => {
    if (imageId) await request.delete(`/api/images/${imageId}`, { headers: ADMIN });
  });

  test('is stored as sent by the public forms, and the site never shows it as markup', async ({ page, request }) => {
    const submission = await request.post('/api/submissions', {
      data: {
        name: `Isle ${XSS}`.slice(0, 120),
        country: `Land ${XSS}`.slice(0, 120),
        region: 'Pacific',
        category: 'Tropical',
        description: `A description with markup: ${XSS}`,
        latitude: 1,
        longitude: 2,
        accessMethod: 'Boat',
        submitterName: `Ada ${XSS}`.slice(0, 120),
        submitterEmail: `${marker}@example.org`,
      },
    });
    expect(submission.status()).toBe(201);
    const contact = await request.post('/api/contacts', {
      data: { name: `Ada ${XSS}`, email: `${marker}@example.org`, subject: `Hello ${XSS}`, message: `Body ${XSS}` },
    });
    expect(contact.status()).toBe(201);
    expect(inbox().contacts.find((c) => c.email === `${marker}@example.org`)?.message).toBe(`Body ${XSS}`);

    await watchViolations(page);
    for (const path of ['/', '/explore', '/contact']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });

  test('renders as text on the island page and in the gallery viewer, under a strict CSP', async ({
    page,
    request,
  }) => {
    const added = await request.post(`/api/islands/${target.id}/images`, {
      headers: ADMIN,
      data: {
        imageUrl: 'https://earthobservatory.nasa.gov/images/1/xss-check.jpg',
        title,
        description,
        source: `Source ${XSS}`,
      },
    });
    expect(added.status()).toBe(201);
    imageId = ((await added.json()) as { id: string }).id;

    await watchViolations(page);
    const response = await page.goto(`/island/${target.id}`);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(scriptSrcOf(csp)).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();

    // The caption shows the title literally, angle brackets and all.
    const caption = page.locator('.gallery__caption', { hasText: marker });
    await expect(caption).toHaveText(title);
    await caption.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(title, { exact: true })).toBeVisible();
    await expect(viewer.getByText(description, { exact: true })).toBeVisible();
    await expect(viewer.getByText(`Source: Source ${XSS}`, { exact: true })).toBeVisible();

    // Nothing of it became markup: no stray image or script, no handler ran.
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('script', { hasText: 'window.__xss' }).count()).toBe(0);
    expect(await page.locator('b', { hasText: 'not bold' }).count()).toBe(0);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });
});

test('every page runs under the strict policy without one violation', async ({ page }) => {
  await watchViolations(page);
  const seen: string[] = [];
  for (const path of [
    '/',
    '/explore',
    '/island/tristan-da-cunha',
    '/category/arctic',
    '/about',
    '/api-access',
    '/nope',
  ]) {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(scriptSrcOf(headers['content-security-policy'] ?? ''), path).toBe("'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    await expect(page.locator('main')).toBeVisible();
    seen.push(...((await page.evaluate(() => window.__cspViolations)) ?? []).map((v) => `${path}: ${v}`));
  }
  expect(seen).toEqual([]);
});
