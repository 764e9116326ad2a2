import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.js';
import { acceptedEncodings } from './accepted-encoding.js';
import { shopPagePolicy } from './security-headers.js';
import {
  fillShopPage,
  shopFirstPageWriter,
  shopStylesheetsWriter,
  stylesheetInliner,
  type ShopPageStylesheets,
  type WrittenFirstPage,
} from './shop-first-page.js';
import { buildManifestReader, shopPreloadLinks } from './shop-preloads.js';
import { backOfficeLocale, backOfficePreloadLinks } from './back-office-preloads.js';
import type { Locale } from '@foyer/i18n';
import { LOCALE_COOKIE } from '@foyer/i18n/remembered-locale';

/** Files the web build really has: hashed assets and a few root files. Anything else is a page. */
const looksLikeFile = (pathname: string) =>
  pathname.startsWith('/assets/') || /^\/[\w.-]+\.(svg|ico|png|txt|webmanifest|js|css|map)$/.test(pathname);

/** The five embedded shop families (SPEC §2): /embed, /embed2 … /embed5 and every page below. */
export const EMBED_PAGE = /^\/embed[2-5]?(\/|$)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Files the build stores precompressed beside themselves (apps/web/build/precompress.ts). */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|webmanifest|txt)(\.br|\.gz)?$/;
/** Vite names what it puts in assets/ by content: a new build is a new name, so it never goes stale. */
const HASHED_ASSET = `${path.sep}assets${path.sep}`;
const CACHE_HASHED = 'public, max-age=31536000, immutable';
const CACHE_OTHER = 'public, max-age=3600';

/** Sends a page made for this request, compressed here (brotli 4 or gzip; a few kB). */
const sendMadePage = (request: FastifyRequest, reply: FastifyReply, page: string, vary: string) => {
  const html = Buffer.from(page);
  const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
  const bytes =
    encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? zlib.gzipSync(html)
        : html;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('cache-control', 'no-cache').header('vary', vary).type('text/html; charset=utf-8').send(bytes);
};

/**
 * Sends index.html in the language its page will show (its `lang`, which screen readers and the
 * browser's translation offer read before the code runs), naming what its first page will load
 * (back-office-preloads.ts). The language may come from Accept-Language or the cookie.
 */
const sendIndexPage = (request: FastifyRequest, reply: FastifyReply, file: string, locale: Locale, links: string) =>
  sendMadePage(
    request,
    reply,
    fs
      .readFileSync(file, 'utf8')
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      .replace('</head>', () => `${links}</head>`),
    'accept-encoding, accept-language, cookie',
  );

/**
 * Sends shop.html with the hints for what its first page will fetch (shop-preloads.ts) and, for
 * the event list, the page itself written in (shop-first-page.ts): made per address, so
 * compressed here (brotli 4 or gzip; a few kB) rather than stored compressed.
 */
const sendShopPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  links: string,
  written: { page: WrittenFirstPage; inlineStylesheets: (page: string, keepDefault: boolean) => string } | null,
  stylesheets: ShopPageStylesheets | null,
) => {
  const page = fillShopPage(
    fs.readFileSync(file, 'utf8'),
    links,
    written && { ...written.page, inlineStylesheets: written.inlineStylesheets },
    stylesheets,
  );
  // The written page's language may come from Accept-Language.
  return sendMadePage(request, reply, page, 'accept-encoding, accept-language');
};

/**
 * Serves the built back office, with index.html for every client-side route (including routes
 * whose parameters contain dots, such as /check-email/ann@museum.dk), and the shop's shop.html
 * for every embedded page, which the organisation's own site (its targetOrigin, from `?orgId`)
 * may frame. Files are looked up per request, so a rebuild needs no restart.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string | null,
  targetOriginOf: (orgId: string) => Promise<string | null> = async () => null,
  isSignedIn: (request: FastifyRequest) => Promise<boolean> = async () => false,
) {
  // The front door: staff land on their dashboard, everyone else on the sign-in page. Answered
  // here because the static files would refuse the folder itself.
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect((await isSignedIn(request).catch(() => false)) ? '/dashboard' : '/login', 302),
  );
  const index = distDir ? path.join(distDir, 'index.html') : null;
  const shop = distDir ? path.join(distDir, 'shop.html') : null;
  const manifest = distDir ? buildManifestReader(distDir) : () => null;
  const writeFirstPage = distDir ? shopFirstPageWriter(app, distDir) : async () => null;
  const museumStylesheets = distDir ? shopStylesheetsWriter(app, distDir) : async () => null;
  const inlineStylesheets = distDir ? stylesheetInliner(distDir) : (page: string) => page;
  if (distDir && fs.existsSync(distDir)) {
    // preCompressed: the .br or .gz beside the file when the browser accepts it, with its
    // Content-Encoding and the original's Content-Type; ETag and 304 as for any file.
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, file) => {
        response.setHeader('cache-control', file.includes(HASHED_ASSET) ? CACHE_HASHED : CACHE_OTHER);
        if (PRECOMPRESSED.test(file)) response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !looksLikeFile(pathname);
    if (shop && isPage && EMBED_PAGE.test(pathname) && fs.existsSync(shop)) {
      const search = request.url.split('?')[1] ?? '';
      const given = new URLSearchParams(search).get('orgId');
      const orgId = given && UUID.test(given) ? given : null;
      const shopPath = pathname.replace(EMBED_PAGE, '/');
      return Promise.all([
        orgId ? targetOriginOf(orgId).catch(() => null) : null,
        // A page that cannot be written goes out as the shop's bare page, which reads it itself.
        writeFirstPage(request, shopPath, search).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the shop page could not be written on the server');
          return null;
        }),
      ]).then(async ([origin, written]) => {
        // A written page brings its reads' answers: only the code is left to hint.
        const links = shopPreloadLinks(manifest(), shopPath, search, { reads: !written });
        // Any other page still comes in the museum's style from its first paint.
        const stylesheets =
          written || !orgId
            ? null
            : await museumStylesheets(orgId, search).catch((error: unknown) => {
                request.log.warn({ err: error }, "the museum's stylesheets could not be read for the shop page");
                return null;
              });
        return sendShopPage(
          request,
          reply.header('content-security-policy', shopPagePolicy(origin)),
          shop,
          links,
          written && { page: written, inlineStylesheets },
          stylesheets,
        );
      });
    }
    if (index && isPage && fs.existsSync(index)) {
      const search = request.url.split('?')[1] ?? '';
      const locale = backOfficeLocale(search, request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
      return sendIndexPage(request, reply, index, locale, backOfficePreloadLinks(manifest(), pathname, locale));
    }
    throw new AppError('not_found', `No such address: ${request.method} ${pathname}`);
  });
}
