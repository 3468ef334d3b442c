import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Catalog } from '@core/contract/schemas';
import { startGibsStandIn } from '../support/gibs-stand-in';
import { startServerProcess } from './server-bench';
import { DERIVED_FILES } from '../support/derived-files';

/** Pages the issue names: Home, Explore, an island page and the API page. */
export const LIGHTHOUSE_ROUTES = [
  '/',
  '/explore',
  '/island/tristan-da-cunha',
  '/category/arctic',
  '/api-access',
  '/api/docs',
];

export interface LighthouseRow {
  route: string;
  runs: number;
  /** Category scores 0-100, of the median run by performance. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire by the end of the load (Lighthouse's total-byte-weight), kB. */
  transferKb: number;
  /** What Lighthouse says text compression would save, kB. */
  compressionSavingsKb: number;
}

function chromiumPath(): string {
  const found = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
  if (!found) throw new Error('No Chromium found: set CHROMIUM_PATH or apt-get install chromium');
  return found;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's default (mobile) preset against the real server started as `npm start` runs it:
 * simulated slow 4G (150 ms RTT, 1.6 Mbps down) and 4x CPU slowdown, on Debian's Chromium.
 * Each page runs `runs` times; the row is the run with the median performance score.
 */
export async function benchLighthouse(
  runs: number,
  { routes = LIGHTHOUSE_ROUTES, catalog }: { routes?: readonly string[]; catalog?: Catalog } = {},
): Promise<LighthouseRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'isolario-lighthouse-'));
  // A generated catalogue (no outlines) measures how a page grows with the catalogue.
  if (catalog) writeFileSync(path.join(dir, 'catalog.json'), JSON.stringify(catalog));
  else {
    copyFileSync('data/catalog.json', path.join(dir, 'catalog.json'));
    // Every derived file, as a deployment has them: the pages measured carry all their cards.
    for (const file of DERIVED_FILES)
      if (existsSync(path.join('data', file))) copyFileSync(path.join('data', file), path.join(dir, file));
  }
  // The islands' NASA pictures on, from a local GIBS stand-in whose JPEGs weigh what real ones do.
  const gibs = await startGibsStandIn();
  const { url, child } = await startServerProcess({
    CATALOG_FILE: path.join(dir, 'catalog.json'),
    DATA_DIR: dir,
    GIBS_URL: gibs.origin,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const rows: LighthouseRow[] = [];
    // One visit first, as a deployed server has had: the bench measures pages, not a cold start.
    for (const route of routes) await (await fetch(`${url}${route}`)).arrayBuffer();
    for (const route of routes) {
      const results: LighthouseRow[] = [];
      let retries = 3;
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        if (result.lhr.runtimeError && retries-- > 0) {
          // A failed run (Chromium's first start can miss the page) is reported, not scored as 0.
          console.error(`Lighthouse run failed on ${route}: ${result.lhr.runtimeError.message}; running it again`);
          run--;
          continue;
        }
        const { categories, audits } = result.lhr;
        results.push({
          route,
          runs,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          transferKb: (audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
          compressionSavingsKb:
            ((audits['uses-text-compression']?.details as { overallSavingsBytes?: number } | undefined)
              ?.overallSavingsBytes ?? 0) / 1024,
        });
      }
      results.sort((a, b) => a.performance - b.performance);
      rows.push(results[Math.floor(results.length / 2)]!);
    }
    return rows;
  } finally {
    chrome.kill();
    child.kill('SIGTERM');
    await gibs.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
