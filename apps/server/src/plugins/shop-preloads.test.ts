import { describe, expect, it } from 'vitest';
import { firstChunks, firstReads, shopPreloadLinks } from './shop-preloads.js';

const ORG = '00000000-0000-4000-a000-0000000000d1';
const EVENT = '22528728-cc7d-4bef-b980-3a0a0a0a0a0a';

// As Vite writes it (apps/web/dist/.vite/manifest.json), cut down.
const MANIFEST = {
  'shop.html': { file: 'assets/shop-1.js', imports: ['_preload-helper-1.js', '_react-1.js', '_shop-kit-1.js'] },
  '_preload-helper-1.js': { file: 'assets/preload-helper-1.js' },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shop-kit-1.js': { file: 'assets/shop-kit-1.js', imports: ['_react-1.js', 'shop.html'] },
  '_duration-1.js': { file: 'assets/duration-1.js' },
  'src/shop/events/event-list-page.tsx': {
    file: 'assets/shop-event-list-page-1.js',
    imports: ['_react-1.js', 'shop.html', '_shop-kit-1.js'],
  },
  'src/shop/events/event-page.tsx': { file: 'assets/shop-event-page-1.js', imports: ['shop.html', '_shop-kit-1.js', '_duration-1.js'] },
  '../../packages/i18n/src/locales/da/shop.ts': { file: 'assets/shop-texts-da-1.js' },
};

describe('the reads the shop’s first page makes', () => {
  it('the event list: organisation, settings and the list with its filters in the shop’s order', () => {
    expect(firstReads('/organizations', `orgId=${ORG}&la=da`)).toEqual([
      `/api/public/organizations/${ORG}`,
      `/api/public/configuration/list/${ORG}`,
      `/api/public/events/organizations/${ORG}`,
    ]);
    const venue = 'A0A0A0A0-0000-4000-A000-000000000001';
    expect(firstReads('/', `laF=en&orgId=${ORG}&sort=name&category=Concert%20&venue=${venue}`)[2]).toBe(
      `/api/public/events/organizations/${ORG}?venue=${venue.toLowerCase()}&category=Concert&sort=name&lang=en`,
    );
    // A value the shop would drop is dropped here too.
    expect(firstReads('/organizations', `orgId=${ORG}&sort=price&venue=nope`)[2]).toBe(`/api/public/events/organizations/${ORG}`);
  });

  it('an event’s page: the event and its first month, for a school class too', () => {
    expect(firstReads(`/events/${EVENT}`, `orgId=${ORG}`).slice(2)).toEqual([
      `/api/public/events/${EVENT}`,
      `/api/public/events/${EVENT}/series`,
    ]);
    const schoolClass = '00000000-0000-4000-a000-00000000c1a5';
    expect(firstReads(`/school-class-event/${EVENT}`, `orgId=${ORG}&schoolClassId=${schoolClass}`).slice(2)).toEqual([
      `/api/public/events/${EVENT}`,
      `/api/public/events/${EVENT}/series?schoolClassId=${schoolClass}`,
    ]);
    expect(firstReads('/events/%E0%A4%A', `orgId=${ORG}`).slice(2)).toEqual([
      '/api/public/events/%25E0%25A4%25A',
      '/api/public/events/%25E0%25A4%25A/series',
    ]);
  });

  it('nothing without an organisation, and only its own reads on other pages', () => {
    expect(firstReads('/organizations', 'la=da')).toEqual([]);
    expect(firstReads('/organizations', 'orgId=not-an-id')).toEqual([]);
    expect(firstReads('/checkout/review', `orgId=${ORG}`)).toEqual([
      `/api/public/organizations/${ORG}`,
      `/api/public/configuration/list/${ORG}`,
    ]);
  });
});

describe('the chunks the shop’s first page needs', () => {
  it('the texts of the language asked for and the page with what it imports, without what shop.html already loads', () => {
    expect(firstChunks(MANIFEST, '/organizations', 'la=da')).toEqual(['assets/shop-texts-da-1.js', 'assets/shop-event-list-page-1.js']);
    expect(firstChunks(MANIFEST, `/events/${EVENT}`, 'la=xx')).toEqual(['assets/shop-event-page-1.js', 'assets/duration-1.js']);
    expect(firstChunks(MANIFEST, '/donations', 'la=DA')).toEqual(['assets/shop-texts-da-1.js']);
  });

  it('as link elements, their addresses escaped', () => {
    const links = shopPreloadLinks(MANIFEST, '/organizations', `orgId=${ORG}&la=da&category=a%22b`);
    expect(links).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/organizations/${ORG}">`);
    expect(links).toContain(`href="/api/public/events/organizations/${ORG}?category=a%22b"`);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-event-list-page-1.js">');
    expect(shopPreloadLinks(null, '/organizations', 'la=da')).toBe('');
  });
});
