// Renders the web app icons (manifest, home screen) from renderer/public/favicon.svg with the
// system Chromium, so the PNGs are the SVG mark, pixel for pixel. Run once after changing the mark:
//   node build/scripts/render-web-icons.mjs
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('renderer/public/favicon.svg', 'utf8');
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/google-chrome'].find(
  (candidate) => candidate && existsSync(candidate),
);
// 'any' icons are the rounded tile itself; the maskable one fills its square with the tile's
// colour and keeps the mark inside the central 80% that every mask shape leaves visible.
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${
        maskable ? '#0f2a3d' : 'transparent'
      }"><div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: `renderer/public/icons/${file}`, omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
