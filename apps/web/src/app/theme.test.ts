import { DEFAULT_THEME, alpha, luminance, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, theme } from './theme';

/** A colour with alpha painted over another, as the browser shows a light badge on a row. */
function over(color: string, under = '#ffffff'): string {
  const { r, g, b, a } = toRgba(color);
  const base = toRgba(under);
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return `rgb(${mix(r, base.r)}, ${mix(g, base.g)}, ${mix(b, base.b)})`;
}

const palettes = Object.entries(theme.colors!).filter(([name]) => name !== 'dark');

describe('theme colours meet WCAG AA text contrast (4.5:1) in light mode', () => {
  it.each(palettes)('%s: white on its filled shades 6–9, and shade 6 as text on white, grey pages and its own tint', (_, tuple) => {
    for (const shade of tuple!.slice(6)) expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const text = tuple![6];
    // A light badge (its tint) on a hovered table row (gray 0) is the darkest background it meets.
    const tint = alpha(text, 0.12);
    for (const background of [
      '#ffffff',
      DEFAULT_THEME.colors.gray[0],
      DEFAULT_THEME.colors.gray[1],
      over(tint),
      over(tint, DEFAULT_THEME.colors.gray[0]),
    ])
      expect(contrast(text, background), `on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('highlights hovered table rows with gray 0', () => {
    expect(theme.components!.Table!.defaultProps).toMatchObject({ highlightOnHoverColor: 'gray.0' });
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
