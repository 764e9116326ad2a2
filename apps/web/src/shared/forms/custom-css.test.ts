import { describe, expect, it } from 'vitest';
import { cssErrors, cssFromForm, cssToForm } from './custom-css';

describe('custom stylesheet form', () => {
  it('round-trips a stylesheet and none', () => {
    const css = { mode: 'REPLACE' as const, href: 'https://cdn.example/shop.css' };
    expect(cssFromForm(cssToForm(css))).toEqual(css);
    expect(cssFromForm(cssToForm(null))).toBeNull();
  });
  it('sends nothing when switched off, whatever was typed', () => {
    expect(cssFromForm({ enabled: false, mode: 'APPEND', href: 'https://x.example/a.css' })).toBeNull();
  });
  it('trims the address', () => {
    expect(cssFromForm({ enabled: true, mode: 'APPEND', href: ' https://x.example/a.css ' })?.href).toBe('https://x.example/a.css');
  });
  it('needs an https address only when switched on', () => {
    expect(cssErrors({ enabled: false, mode: 'APPEND', href: '' })).toEqual({});
    expect(cssErrors({ enabled: true, mode: 'APPEND', href: '' })).toEqual({ 'css.href': 'common.validation.required' });
    expect(cssErrors({ enabled: true, mode: 'APPEND', href: 'http://x.example/a.css' }, 'style')).toEqual({
      'style.href': 'common.validation.httpsUrl',
    });
    expect(cssErrors({ enabled: true, mode: 'APPEND', href: 'https://x.example/a.css' })).toEqual({});
  });
});
