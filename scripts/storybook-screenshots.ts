/**
 * The screenshots in docs/storybook.md, from the static build: the Introduction, one component's
 * docs page, and one screen's states first in the sidebar.
 *
 * npm run build-storybook && node scripts/storybook-screenshots.ts
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

const ROOT = new URL('../storybook-static/', import.meta.url).pathname;
const OUT = new URL('../docs/storybook/screenshots/', import.meta.url).pathname;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

const server = createServer((request, response) => {
  const path = join(ROOT, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path;
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const shots: Array<[string, string, string]> = [
  ['introduction', '/docs/introduction--docs', 'SIWES placement portal'],
  ['textfield-docs', '/docs/components-textfield--docs', 'TextField'],
  ['uploadform-states', '/story/screens-coordinator-uploadformscreen--error', 'Upload'],
];
for (const [name, path, text] of shots) {
  await page.goto(`${base}/?path=${path}`);
  await page.frameLocator('#storybook-preview-iframe').getByText(text).first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}${name}.png` });
}
await browser.close();
server.close();
