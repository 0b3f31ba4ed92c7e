import {describe, expect, it} from 'vitest';
import {
  CODE_BACKGROUND,
  HIGHLIGHTED_LINE_BACKGROUND,
  syntaxTheme,
} from '../../src/data/syntaxTheme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const colours = [
  syntaxTheme.plain.color,
  ...syntaxTheme.styles.map((style) => style.style.color),
].filter((colour): colour is string => typeof colour === 'string');

describe('syntax theme', () => {
  it.each(colours)('%s reaches 4.5:1 on the code and highlighted-line backgrounds', (colour) => {
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(colour, CODE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, HIGHLIGHTED_LINE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('dims no token with opacity, which would lower its contrast', () => {
    for (const style of syntaxTheme.styles) expect(style.style.opacity).toBeUndefined();
  });
});
