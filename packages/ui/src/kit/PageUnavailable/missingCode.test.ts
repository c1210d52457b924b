import { describe, expect, it } from 'vitest';
import { isMissingCode } from './missingCode.ts';

describe("a page's code missing", () => {
  it("is told by the browsers' words for a module that could not be fetched", () => {
    expect(isMissingCode(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isMissingCode(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
    expect(isMissingCode(undefined)).toBe(false);
  });
});
