import type { TVoucherCodeBalance, TVoucherCodeSale } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/app-error.js';
import { organizationExists } from '../organizations/index.js';
import { findVoucher } from '../vouchers/index.js';
import { cancelVoucherCode, voucherCodeBalance, voucherCodeSales } from './voucher-codes.js';

/** GET /api/vouchers/{id}/codes: the codes sold of a voucher. Another organisation's voucher is 404. */
export function listVoucherCodes(ctx: AppContext, actor: Actor, voucherId: string): Promise<TVoucherCodeSale[]> {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    if (!(await findVoucher(tx, actor.orgId, voucherId))) throw notFound('Voucher');
    return voucherCodeSales(tx, actor.orgId, voucherId);
  });
}

/** POST /api/vouchers/{id}/codes/{codeId}/cancel. */
export function cancelCode(ctx: AppContext, actor: Actor, voucherId: string, codeId: string): Promise<TVoucherCodeSale> {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    if (!(await findVoucher(tx, actor.orgId, voucherId))) throw notFound('Voucher');
    const canceled = await cancelVoucherCode(tx, actor.orgId, codeId);
    if (!canceled || canceled.voucherId !== voucherId) throw notFound('Voucher');
    return (await voucherCodeSales(tx, actor.orgId, voucherId, codeId))[0]!;
  });
}

/** GET /api/voucher-codes/{code} (the desk) and /api/public/voucher-codes/{code} (the shop). */
export function codeBalance(ctx: AppContext, orgId: string, code: string): Promise<TVoucherCodeBalance> {
  return inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) throw notFound('Organization');
    const balance = await voucherCodeBalance(tx, orgId, code, ctx.now());
    if (!balance) throw notFound('Voucher');
    return balance;
  });
}
