import { existsSync, mkdtempSync, readFileSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServerProcess } from './server-bench';
import { writeGeneratedCatalogue } from './generate-catalogue';
import { searchIslands } from '@core/catalogue/catalogue-queries';
import type { Island } from '@core/contract/schemas';

const DIST = 'dist/renderer';

function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(candidate!),
  );
}

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

export interface RouteSizeRow {
  route: string;
  scripts: number;
  jsGzipKb: number;
  mapChunks: number;
}

/**
 * The entry: index.html's module script and its modulepreloads, which every page downloads and
 * runs before it renders anything. Home ships in it; other pages add their own chunk on demand.
 */
export function entryScripts(): { scripts: number; jsGzipKb: number } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  );
  let total = 0;
  for (const file of files) total += gzipKb(path.join(DIST, file));
  return { scripts: files.size, jsGzipKb: total };
}

export interface VitalsRow {
  route: string;
  lcpMs: number;
  cls: number;
}

export interface KeystrokeRow {
  islands: number;
  /** Timed keystrokes, each one changing the results. */
  samples: number;
  /** From navigation to the result heading shown (throttled), for context. */
  loadMs: number;
  medianMs: number;
  worstMs: number;
}

async function throttled(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** JavaScript each route loads (gzip of the built files), and whether map code is among it. */
async function routeSizes(browser: Browser, url: string, routes: string[]): Promise<RouteSizeRow[]> {
  const rows: RouteSizeRow[] = [];
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
    let total = 0;
    let mapChunks = 0;
    for (const script of scripts) {
      const file = path.join(DIST, script);
      if (!existsSync(file)) continue;
      total += gzipKb(file);
      const source = readFileSync(file, 'utf8');
      if (/leaflet/i.test(source) && /L\.map|LatLngBounds/.test(source)) mapChunks += 1;
    }
    rows.push({ route, scripts: scripts.size, jsGzipKb: total, mapChunks });
    await page.close();
  }
  return rows;
}

const OBSERVE_VITALS = `
  window.__lcp = 0;
  window.__cls = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
`;

/** Largest Contentful Paint and cumulative layout shift under 4x CPU throttling. */
async function vitals(browser: Browser, url: string, routes: string[]): Promise<VitalsRow[]> {
  const rows: VitalsRow[] = [];
  for (const route of routes) {
    const page = await throttled(browser);
    await page.addInitScript(OBSERVE_VITALS);
    await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const result = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __cls: number };
      return { lcp: w.__lcp, cls: w.__cls };
    });
    rows.push({ route, lcpMs: result.lcp, cls: result.cls });
    await page.close();
  }
  return rows;
}

// Runs in the page; kept as source text so the TypeScript loader adds no helpers to it.
const TYPE_AND_WAIT = `({ letter, before }) => new Promise((resolve) => {
  const input = document.querySelector('input[type="search"]') ||
    document.querySelector('input[placeholder="Name, description, region or country"]');
  const target = [...document.querySelectorAll('h1, h2')].find((el) => /Islands Found/.test(el.textContent || ''));
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (target.textContent !== before) {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, input.value + letter);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  setTimeout(() => { observer.disconnect(); resolve(NaN); }, 5000);
})`;

/**
 * Keystrokes worth timing: a three-letter start of an island's name, typed beforehand, and its
 * fourth letter as the timed keystroke, kept only where that letter changes how many islands
 * match (so every sample is a real update of the results). Spread over the catalogue.
 */
export function keystrokeCases(islands: readonly Island[], wanted = 9): { prefix: string; letter: string }[] {
  const cases: { prefix: string; letter: string }[] = [];
  const seen = new Set<string>();
  const step = Math.max(1, Math.floor(islands.length / (wanted * 4)));
  for (let i = 0; i < islands.length && cases.length < wanted; i += step) {
    const name = islands[i]!.name.toLowerCase();
    if (!/^[a-z]{4}/.test(name)) continue;
    const prefix = name.slice(0, 3);
    const letter = name[3]!;
    if (seen.has(prefix)) continue;
    seen.add(prefix);
    if (searchIslands(islands, prefix).length !== searchIslands(islands, prefix + letter).length) {
      cases.push({ prefix, letter });
    }
  }
  return cases;
}

/** From a keystroke in Explore's search box to the updated result count painted, 4x throttled. */
async function keystrokeToResults(browser: Browser, url: string): Promise<KeystrokeRow> {
  const islands = (await (await fetch(`${url}/api/islands`)).json()) as Island[];
  const page = await throttled(browser);
  const loadStarted = Date.now();
  await page.goto(`${url}/explore`, { waitUntil: 'networkidle', timeout: 180_000 });
  const heading = page.getByRole('heading', { name: /Islands Found/ });
  await heading.waitFor({ timeout: 180_000 });
  const loadMs = Date.now() - loadStarted;
  const search = page.getByRole('searchbox', { name: 'Search' });
  const timings: number[] = [];
  const cases = keystrokeCases(islands);
  for (const { prefix, letter } of cases) {
    await search.fill(prefix);
    await page.waitForTimeout(400);
    const before = await heading.textContent();
    const elapsed = (await page.evaluate(`(${TYPE_AND_WAIT})(${JSON.stringify({ letter, before })})`)) as number;
    if (Number.isNaN(elapsed)) throw new Error(`typing '${prefix}${letter}' did not update the results within 5 s`);
    timings.push(elapsed);
  }
  await page.close();
  timings.sort((a, b) => a - b);
  return {
    islands: islands.length,
    samples: timings.length,
    loadMs,
    medianMs: timings[Math.floor(timings.length / 2)] ?? Number.NaN,
    worstMs: timings.at(-1) ?? Number.NaN,
  };
}

export async function benchWebsite() {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('Run npm run build first: dist/renderer is missing');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-web-bench-'));
  copyFileSync('data/catalog.json', path.join(dir, 'catalog.json'));
  const real = await startServerProcess({ CATALOG_FILE: path.join(dir, 'catalog.json'), DATA_DIR: dir });
  const large = await startServerProcess({
    CATALOG_FILE: writeGeneratedCatalogue(dir, 10_000),
    DATA_DIR: path.join(dir, 'large'),
  });
  try {
    const firstIsland = 'tristan-da-cunha';
    const sizes = await routeSizes(browser, real.url, [
      '/',
      '/explore',
      `/island/${firstIsland}`,
      '/about',
      '/api-access',
    ]);
    const vitalsRows = await vitals(browser, real.url, ['/', '/explore', `/island/${firstIsland}`]);
    const keystrokes = [await keystrokeToResults(browser, real.url), await keystrokeToResults(browser, large.url)];
    return { sizes, vitals: vitalsRows, keystrokes };
  } finally {
    real.child.kill('SIGTERM');
    large.child.kill('SIGTERM');
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
