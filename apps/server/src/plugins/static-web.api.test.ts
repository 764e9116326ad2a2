import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALE_COOKIE } from '@foyer/i18n/remembered-locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inTenant } from '../db/tenancy.js';
import { makeOrg, signedInUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Raw app.inject on purpose: files, caching headers and HTML answers, not API calls.
describe('serving the built web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Foyer</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'shop.html'), '<!doctype html><title>Shop</title>');
    fs.writeFileSync(path.join(dist, 'embed.js'), '/* loader */');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers client routes with index.html, also when a parameter has a dot', async () => {
    for (const url of ['/login', '/users/edit/123', '/check-email/ann%40museum.dk', '/check-email/ann@museum.dk']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Foyer</title>');
    }
  });

  it('serves assets, and a missing asset or API address is a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1.js' })).body).toBe('console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-2.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/missing' })).json().error.code).toBe('not_found');
  });

  it('answers the embedded shop families with shop.html, which only the organisation’s site may frame', async () => {
    const org = await makeOrg(t.ctx);
    await inTenant(t.ctx.db, org.orgId, (tx) =>
      tx.execute(sql`update organizations set target_origin = 'https://museum.example' where org_id = ${org.orgId}`),
    );
    for (const family of ['embed', 'embed2', 'embed3', 'embed4', 'embed5']) {
      const response = await t.app.inject({ method: 'GET', url: `/${family}/events/123?orgId=${org.orgId}&la=da` });
      expect(response.statusCode, family).toBe(200);
      expect(response.body).toContain('<title>Shop</title>');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self' https://museum.example");
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://www.googletagmanager.com");
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/embed/organizations?orgId=00000000-0000-4000-8000-00000000dead' });
    expect(unknown.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    const noOrg = await t.app.inject({ method: 'GET', url: '/embed3/checkout/ticket' });
    expect(noOrg.body).toContain('<title>Shop</title>');
    expect(noOrg.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    // Not a family: the back office, never framed.
    const backOffice = await t.app.inject({ method: 'GET', url: '/embed6/events' });
    expect(backOffice.body).toContain('<title>Foyer</title>');
    expect(backOffice.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(backOffice.headers['content-security-policy']).toContain("script-src 'self';");
    expect((await t.app.inject({ method: 'GET', url: '/embed.js' })).body).toBe('/* loader */');
  });

  it('leads the front door to the sign-in page, or to the dashboard when signed in', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/' });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/login');
    const { cookie } = await signedInUser(t, ['Admin']);
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/dashboard');
    const stale = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'foyer_session=not-a-session' } });
    expect(stale.headers.location).toBe('/login');
  });

  it('keeps the status of a refusal from the static files (a folder is 403, not a 400)', async () => {
    const folder = await t.app.inject({ method: 'GET', url: '/assets/' });
    expect(folder.statusCode).toBe(403);
    expect(folder.json()).toEqual({
      error: { code: 'forbidden', message: 'You do not have permission to do this', reason: 'request.forbidden' },
    });
  });

  describe('sends the stored brotli or gzip copy the browser accepts', () => {
    // Text long enough to be worth compressing, with its copies as the build writes them.
    const script = `export const rooms = [${Array.from({ length: 200 }, (_, i) => `"room ${i}"`).join(', ')}];`;
    const page = `<!doctype html><title>Shop</title>${'<p>Welcome to the museum</p>'.repeat(50)}`;
    beforeAll(() => {
      for (const [file, text] of [
        [path.join(dist, 'assets', 'rooms-abc123.js'), script],
        [path.join(dist, 'shop.html'), page],
      ] as const) {
        fs.writeFileSync(file, text);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
      }
    });
    const decode = (body: Buffer, encoding: string | undefined) =>
      (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();

    it('an asset: each encoding decodes to the same file, with its type, long cache, Vary and ETag/304', async () => {
      const etags = new Set<string>();
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        [undefined, undefined],
        ['identity', undefined],
      ] as const) {
        const headers = accept ? { 'accept-encoding': accept } : {};
        const response = await t.app.inject({ method: 'GET', url: '/assets/rooms-abc123.js', headers });
        expect(response.statusCode, accept).toBe(200);
        expect(response.headers['content-encoding'], accept).toBe(expected);
        expect(decode(response.rawPayload, expected), accept).toBe(script);
        expect(response.headers['content-type'], accept).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
        expect(response.headers['vary'], accept).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
        const etag = response.headers['etag'] as string;
        etags.add(etag);
        const again = await t.app.inject({ method: 'GET', url: '/assets/rooms-abc123.js', headers: { ...headers, 'if-none-match': etag } });
        expect(again.statusCode, accept).toBe(304);
      }
      // One tag per representation: a cache never answers a gzip request with brotli bytes.
      expect(etags.size).toBe(3);
      expect((await t.app.inject({ method: 'GET', url: '/assets/rooms-abc123.js' })).rawPayload.length).toBeGreaterThan(
        (await t.app.inject({ method: 'GET', url: '/assets/rooms-abc123.js', headers: { 'accept-encoding': 'br' } })).rawPayload.length,
      );
    });

    it('a file outside assets/ keeps a short cache: its name does not change with its content', async () => {
      const loader = await t.app.inject({ method: 'GET', url: '/embed.js', headers: { 'accept-encoding': 'gzip' } });
      expect(loader.body).toBe('/* loader */');
      expect(loader.headers['content-encoding']).toBeUndefined();
      expect(loader.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('the shop page: compressed as accepted, its framing policy and no-cache unchanged', async () => {
      const org = await makeOrg(t.ctx);
      await inTenant(t.ctx.db, org.orgId, (tx) =>
        tx.execute(sql`update organizations set target_origin = 'https://museum.example' where org_id = ${org.orgId}`),
      );
      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/embed/events/123?orgId=${org.orgId}&la=da`,
          headers: accept ? { 'accept-encoding': accept } : {},
        });
        expect(response.statusCode, accept).toBe(200);
        expect(response.headers['content-encoding'], accept).toBe(expected);
        expect(decode(response.rawPayload, expected), accept).toBe(page);
        expect(response.headers['content-type'], accept).toBe('text/html; charset=utf-8');
        expect(response.headers['vary'], accept).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control'], accept).toBe('no-cache');
        expect(response.headers['content-security-policy'], accept).toContain("frame-ancestors 'self' https://museum.example");
        expect(response.headers['x-frame-options'], accept).toBeUndefined();
      }
      // The back office's own page is still never framed, compressed or not.
      const backOffice = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
      expect(backOffice.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(decode(backOffice.rawPayload, backOffice.headers['content-encoding'] as string)).toContain('<title>Foyer</title>');
    });
  });

  it('names in the shop page what its first page will fetch, from the build’s manifest', async () => {
    const org = await makeOrg(t.ctx);
    fs.writeFileSync(path.join(dist, 'shop.html'), '<!doctype html><html><head><title>Shop</title></head><body></body></html>');
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'shop.html': { file: 'assets/shop-1.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        'src/shop/events/event-list-page.tsx': { file: 'assets/shop-event-list-page-1.js', imports: ['_react-1.js', 'shop.html'] },
        '../../packages/i18n/src/locales/da/shop.ts': { file: 'assets/shop-texts-da-1.js' },
      }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/embed2/organizations?orgId=${org.orgId}&la=da&sort=name`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const head = zlib.brotliDecompressSync(response.rawPayload).toString().split('</head>')[0]!;
    const hints = [...head.matchAll(/<link ([^>]*)>/g)].map((match) => match[1]);
    expect(hints).toEqual([
      `rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/organizations/${org.orgId}"`,
      `rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/configuration/list/${org.orgId}"`,
      `rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/events/organizations/${org.orgId}?sort=name"`,
      'rel="modulepreload" crossorigin href="/assets/shop-texts-da-1.js"',
      'rel="modulepreload" crossorigin href="/assets/shop-event-list-page-1.js"',
    ]);
    // Each hinted read is a public address the shop may fetch.
    for (const read of hints.slice(0, 3)) {
      const href = /href="([^"]+)"/.exec(read!)![1]!;
      expect((await t.app.inject({ method: 'GET', url: href })).statusCode, href).toBe(200);
    }
    // Without an organisation, only the code's hints.
    const bare = await t.app.inject({ method: 'GET', url: '/embed/organizations?la=da' });
    expect(bare.body).not.toContain('as="fetch"');
    expect(bare.body).toContain('shop-texts-da-1.js');
  });

  it('writes the back office’s page in the language it will show (?la=, the remembered choice’s cookie, what the browser accepts), naming its texts and the sign-in page’s code', async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Foyer</title></head><body></body></html>');
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-1.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_heading-1.js': { file: 'assets/heading-1.js', imports: ['_react-1.js'] },
        'src/features/auth/pages/login-page.tsx': {
          file: 'assets/login-page-1.js',
          imports: ['_react-1.js', 'index.html', '_heading-1.js'],
        },
        ...Object.fromEntries(
          ['en', 'da', 'de', 'nl'].map((locale) => [
            `../../packages/i18n/src/locales/${locale}/index.ts`,
            { file: `assets/texts-${locale}-1.js` },
          ]),
        ),
      }),
    );
    const written = async (url: string, acceptLanguage?: string, remembered?: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: {
          'accept-encoding': 'gzip',
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
          // As the browser sends it: the session's cookie beside the language's.
          ...(remembered ? { cookie: `foyer_session=abc; ${LOCALE_COOKIE}=${remembered}` } : {}),
        },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['vary']).toBe('accept-encoding, accept-language, cookie');
      expect(response.headers['cache-control']).toBe('no-cache');
      const head = zlib.gunzipSync(response.rawPayload).toString().split('</head>')[0]!;
      expect(head).toContain('<title>Foyer</title>');
      return {
        lang: /<html lang="(\w+)">/.exec(head)?.[1],
        links: [...head.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-1\.js">/g)].map((match) => match[1]),
      };
    };
    const hinted = async (url: string, acceptLanguage?: string, remembered?: string) => {
      const page = await written(url, acceptLanguage, remembered);
      // The page's lang is the language whose texts it names.
      expect(page.lang, url).toBe(page.links[0]!.replace('texts-', ''));
      return page.links;
    };
    // The sign-in page's code and what it imports beyond the entry's own.
    expect(await hinted('/login?la=da')).toEqual(['texts-da', 'login-page', 'heading']);
    expect(await hinted('/login', 'nl-NL,nl;q=0.9,en;q=0.8')).toEqual(['texts-nl', 'login-page', 'heading']);
    expect(await hinted('/users/edit/123', 'fr-FR, de;q=0.5, da;q=0.3')).toEqual(['texts-de']);
    expect(await hinted('/login?la=xx', 'da')).toEqual(['texts-da', 'login-page', 'heading']);
    expect(await hinted('/dashboard', 'fr')).toEqual(['texts-en']);
    // The choice the browser remembers goes before what it accepts, and ?la= before both.
    expect(await hinted('/login', 'da-DK,da', 'de')).toEqual(['texts-de', 'login-page', 'heading']);
    expect(await hinted('/login?la=nl', 'da', 'de')).toEqual(['texts-nl', 'login-page', 'heading']);
    expect(await hinted('/dashboard', 'nl', 'xx')).toEqual(['texts-nl']);
    // Without a manifest the page still says its language, and names nothing.
    fs.rmSync(path.join(dist, '.vite'), { recursive: true });
    expect(await written('/dashboard', 'da')).toEqual({ lang: 'da', links: [] });
  });
});
