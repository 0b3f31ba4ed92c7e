import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  CODE_BACKGROUND,
  DELETED_LINE_BACKGROUND,
  ERROR_LINE_BACKGROUND,
  HIGHLIGHTED_LINE_BACKGROUND,
  INSERTED_LINE_BACKGROUND,
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

  it.each(colours)('%s reaches 4.5:1 on added, removed and error lines', (colour) => {
    for (const background of [
      INSERTED_LINE_BACKGROUND,
      DELETED_LINE_BACKGROUND,
      ERROR_LINE_BACKGROUND,
    ]) {
      expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the style sheet the line backgrounds the ratios are measured on', () => {
    const css = readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');
    expect(css).toContain(`--code-inserted-line-bg: ${INSERTED_LINE_BACKGROUND};`);
    expect(css).toContain(`--code-deleted-line-bg: ${DELETED_LINE_BACKGROUND};`);
    expect(css).toContain(`--code-error-line-bg: ${ERROR_LINE_BACKGROUND};`);
  });

  it('dims no token with opacity, which would lower its contrast', () => {
    for (const style of syntaxTheme.styles) expect(style.style.opacity).toBeUndefined();
  });
});
