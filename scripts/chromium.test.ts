import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, findChromium } from './chromium.ts';

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
