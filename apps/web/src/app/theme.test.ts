import { DEFAULT_THEME, alpha, luminance, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, theme } from './theme';

/** A colour with alpha painted over white, as the browser shows a light variant's background. */
function overWhite(color: string): string {
  const { r, g, b, a } = toRgba(color);
  const mix = (channel: number) => Math.round(channel * a + 255 * (1 - a));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

const palettes = Object.entries(theme.colors!).filter(([name]) => name !== 'dark');

describe('theme colours meet WCAG AA text contrast (4.5:1) in light mode', () => {
  it.each(palettes)('%s: white on its filled shades 6–9, and shade 6 as text on white, grey pages and its own tint', (_, tuple) => {
    for (const shade of tuple!.slice(6)) expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const text = tuple![6];
    for (const background of ['#ffffff', DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1], overWhite(alpha(text, 0.12))])
      expect(contrast(text, background), `on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the light shades for backgrounds and borders, and darker shades darker', () => {
    expect(theme.colors!.gray![0]).toBe(DEFAULT_THEME.colors.gray[0]);
    expect(theme.colors!.red![5]).toBe(DEFAULT_THEME.colors.red[5]);
    for (const [, tuple] of palettes)
      for (let i = 7; i <= 9; i++) expect(luminance(tuple![i]!)).toBeLessThanOrEqual(luminance(tuple![i - 1]!));
  });

  it('was needed: Mantine’s own grey 6 (the dimmed text) is below 4.5:1 on white', () => {
    expect(contrast(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
  });
});
