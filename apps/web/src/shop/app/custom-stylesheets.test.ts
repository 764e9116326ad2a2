import { describe, expect, it } from 'vitest';
import { planStylesheets } from './custom-stylesheets';

const venueId = 'ba8bc999-d1a4-4c4a-b20e-8721ca48d2e0';
const org = (css: { mode: 'REPLACE' | 'APPEND'; href: string } | null, venueCss: typeof css = null) => ({
  css,
  venues: [{ venueId, name: 'Main Building', css: venueCss }],
});

describe('planStylesheets', () => {
  it('keeps the default without custom stylesheets', () => {
    expect(planStylesheets(org(null), venueId)).toEqual({ keepDefault: true, hrefs: [] });
  });

  it('appends the organisation’s, then the venue’s stylesheet after the default', () => {
    const plan = planStylesheets(
      org({ mode: 'APPEND', href: 'https://museum.example/a.css' }, { mode: 'APPEND', href: 'https://museum.example/v.css' }),
      venueId,
    );
    expect(plan).toEqual({ keepDefault: true, hrefs: ['https://museum.example/a.css', 'https://museum.example/v.css'] });
  });

  it('drops the default when either replaces it', () => {
    expect(planStylesheets(org({ mode: 'REPLACE', href: 'https://museum.example/a.css' }), null).keepDefault).toBe(false);
    expect(planStylesheets(org(null, { mode: 'REPLACE', href: 'https://museum.example/v.css' }), venueId)).toEqual({
      keepDefault: false,
      hrefs: ['https://museum.example/v.css'],
    });
  });

  it('uses the venue’s only for that venue', () => {
    expect(planStylesheets(org(null, { mode: 'REPLACE', href: 'https://museum.example/v.css' }), null)).toEqual({
      keepDefault: true,
      hrefs: [],
    });
  });

  it('takes https addresses only', () => {
    expect(planStylesheets(org({ mode: 'REPLACE', href: 'http://museum.example/a.css' }), null)).toEqual({ keepDefault: true, hrefs: [] });
    expect(planStylesheets(org({ mode: 'APPEND', href: 'not a url' }), null).hrefs).toEqual([]);
  });
});
