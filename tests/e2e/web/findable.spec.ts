import { expect, test } from '../../support/e2e/app-test';
import { catalogue } from '../../support/e2e/catalogue';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('sitemap.xml is well-formed sitemap XML naming every island, and robots.txt points to it', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/about');
  // The browser's own XML parser: a parse error would come back as a <parsererror> document.
  const sitemap = await page.evaluate(async () => {
    const text = await (await fetch('/sitemap.xml')).text();
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map(
        (loc) => loc.textContent ?? '',
      ),
    };
  });
  expect(sitemap.error).toBe(false);
  expect(sitemap.root).toBe('urlset');
  expect(sitemap.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(sitemap.locs.length).toBeLessThanOrEqual(50_000);
  for (const loc of sitemap.locs) expect(new URL(loc).origin).toBe(baseURL);
  for (const island of catalogue()) expect(sitemap.locs).toContain(`${baseURL}/island/${island.id}`);

  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the web app manifest installs the site: name, start URL, standalone, icons that load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Isolario', start_url: '/', display: 'standalone' });
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of pngs) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touch!)).body())).toEqual({ width: 180, height: 180 });
});

test('a shared island link previews with its own title and text', async ({ request }) => {
  const html = await (await request.get('/island/tristan-da-cunha')).text();
  expect(html).toContain('<meta property="og:title" content="Tristan da Cunha · Isolario" />');
  expect(html).toMatch(/<meta property="og:description" content="[^"]*most remote permanently inhabited island[^"]*"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary" \/>/);
});
