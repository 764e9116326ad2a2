import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VOUCHERS_AREA, publicVouchersApi, vouchersApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { limitingCodeGuesses } from './code-guessing.js';
import * as codes from './voucher-codes.service.js';

export const voucherCodesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['vouchers'];
    const read = authorize(ctx, VOUCHERS_AREA.read);
    const write = authorize(ctx, VOUCHERS_AREA.write);

    route(app, vouchersApi.codes, { schema: { tags }, onRequest: read }, async (request) =>
      codes.listVoucherCodes(ctx, actorOf(request), request.params.id),
    );
    route(app, vouchersApi.cancelCode, { schema: { tags }, onRequest: write }, async (request) =>
      codes.cancelCode(ctx, actorOf(request), request.params.id, request.params.codeId),
    );
    route(app, vouchersApi.balance, { schema: { tags }, onRequest: authorize(ctx, VOUCHERS_AREA.balance) }, async (request) =>
      codes.codeBalance(ctx, actorOf(request).orgId, request.params.code),
    );
    // The shop's read before it pays with a code: no session, so unknown codes are counted per address.
    route(app, publicVouchersApi.balance, { schema: { tags: ['public'] } }, async (request) =>
      limitingCodeGuesses(ctx, request.ip ?? null, () => codes.codeBalance(ctx, request.query.orgId, request.params.code)),
    );
  };
