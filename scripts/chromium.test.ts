import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM, findChromium } from './chromium.ts';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH when that file exists', () => {
    const path = findChromium(
      { CHROMIUM_PATH: '/opt/chrome/chrome' },
      (p) => p === '/opt/chrome/chrome' || p === DEBIAN_CHROMIUM,
    );
    expect(path).toBe('/opt/chrome/chrome');
  });

  it("falls back to Debian's binary when CHROMIUM_PATH is unset", () => {
    expect(findChromium({}, (p) => p === DEBIAN_CHROMIUM)).toBe(DEBIAN_CHROMIUM);
  });

  it('names all three places when none has a browser', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nowhere' }, () => false)).toThrowError(
      /CHROMIUM_PATH environment variable: \/nowhere[\s\S]*Debian's chromium package[\s\S]*Playwright's own browser/,
    );
  });
});

describe('the switches every test browser starts with', () => {
  const ours = CHROMIUM_ARGS.find((arg) => arg.startsWith('--disable-features='))!
    .split('=')[1]!
    .split(',');

  it("keep Playwright's own disabled features, since Chromium keeps only the last such switch", async () => {
    const server = await chromium.launchServer({ executablePath: findChromium() });
    try {
      const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
      const playwrights = commandLine.filter((arg) => arg.startsWith('--disable-features='));
      expect(playwrights).toHaveLength(1);
      expect(ours).toEqual(expect.arrayContaining(playwrights[0]!.split('=')[1]!.split(',')));
    } finally {
      await server.close();
    }
  }, 30_000);

  it('give a browser context no address-bar popup page', async () => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.setContent('<p>A page</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((target) => target.url)).not.toContainEqual(expect.stringContaining('omnibox'));
      expect(targetInfos.map((target) => target.url)).toContain('about:blank');
    } finally {
      await browser.close();
    }
  }, 30_000);
});
