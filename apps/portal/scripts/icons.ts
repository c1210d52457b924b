/**
 * Draws the portal's app icons (the web app manifests' and the home-screen icon of iPhones) from
 * one SVG, in the navigation bar's colours and its "IT" mark, with the local Chromium: no
 * download, no image library. The PNGs are committed; run this again after changing the mark.
 *
 *   node apps/portal/scripts/icons.ts
 *
 * "any" icons have rounded corners; "maskable" ones fill the square and keep the mark inside the
 * middle 80 %, which a phone's launcher may cut to a circle or a squircle.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { findChromium } from '../../../scripts/chromium.ts';

const OUT = join(import.meta.dirname, '../public/icons');
const NAV_BG = '#0b3d2a';
const MARK_BG = '#ffd666';

/** The mark at `size` px: `maskable` fills the square and shrinks the mark into its safe zone. */
function svg(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : size * 0.18;
  const mark = size * (maskable ? 0.3 : 0.38);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${NAV_BG}"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${mark}" fill="${MARK_BG}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
    font-weight="700" font-size="${mark * 0.95}" fill="${NAV_BG}">IT</text>
</svg>`;
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iPhones and iPads take the home-screen icon from <link rel="apple-touch-icon">, square (they round it).
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
] as const;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium() });
  try {
    const page = await browser.newPage();
    for (const icon of ICONS) {
      await page.setViewportSize({ width: icon.size, height: icon.size });
      await page.setContent(`<body style="margin:0">${svg(icon.size, icon.maskable)}</body>`);
      await page.locator('svg').screenshot({ path: join(OUT, icon.file), omitBackground: !icon.maskable });
      console.log(`${icon.file}: ${icon.size} × ${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
