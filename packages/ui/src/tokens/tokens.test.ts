import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorTokens, contrastRatio, textPairs, uiPairs } from './tokens.ts';

describe('design tokens', () => {
  it('tokens.css defines every colour of tokens.ts with the same value', () => {
    const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(colorTokens)) {
      expect(css, `--color-${name}`).toContain(`--color-${name}: ${value};`);
    }
  });

  it.each(textPairs)('text %s on %s reaches AA contrast (4.5:1)', (fg, bg) => {
    expect(contrastRatio(colorTokens[fg], colorTokens[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s on %s reaches 3:1 for borders and focus', (fg, bg) => {
    expect(contrastRatio(colorTokens[fg], colorTokens[bg])).toBeGreaterThanOrEqual(3);
  });

  it('computes the known contrast of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
