import { BOX_OFFICE_MESSAGES, type TOfflineVoucherBuy, type TOrderDetail } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { getOrder } from '../orders-admin/index.js';
import { enqueueOrderConfirmation } from '../outbox/index.js';
import { findSellableVoucher, findVoucher } from '../vouchers/index.js';
import { deskConsumer, deskSaleOnce, placeDeskOrder } from './desk-order.js';

/**
 * POST /api/vouchers/{id}/offline-buy: N gift vouchers sold at the desk, paid in cash or
 * otherwise. One code per voucher is issued with the charge; the answer carries them so the desk
 * hands them over or prints them, and with an email they are mailed as a web buyer gets them.
 */
export async function sellVouchersAtDoor(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
  body: TOfflineVoucherBuy,
): Promise<TOrderDetail> {
  const email = body.customer?.email ?? null;
  const sale = await deskSaleOnce(
    ctx,
    actor.orgId,
    body.saleId,
    async (tx) => {
      if (!(await findVoucher(tx, actor.orgId, voucherId))) throw notFound('Voucher');
      // The desk sells what the shop sells today: a draft or a voucher past its sale days is refused.
      const voucher = await findSellableVoucher(tx, actor.orgId, voucherId, ctx.now());
      if (!voucher) throw conflict(BOX_OFFICE_MESSAGES.voucherNotOnSale);
      const sold = await placeDeskOrder(
        tx,
        actor.orgId,
        [
          {
            kind: 'Voucher',
            sellableId: voucher.voucherId,
            offerId: null,
            sellableNames: voucher.names,
            quantity: body.quantity,
            // A gift voucher carries no VAT: it is money to spend later, taxed when spent.
            unitNetMinor: voucher.value,
            vatBasisPoints: 0,
            unitGrossMinor: voucher.value,
            // As at checkout, the validity sold stays with the line.
            details: { validForMonths: voucher.validForMonths },
          },
        ],
        {
          channel: 'door',
          paymentMethod: body.paymentMethod,
          consumer: deskConsumer(actor.userId, body.customer),
          language: body.language,
          saleId: body.saleId,
          now: ctx.now(),
        },
      );
      if (email) await enqueueOrderConfirmation(tx, actor.orgId, sold.orderId);
      return sold;
    },
    async (_tx, order) => order,
  );
  if (email && !sale.again) ctx.wakeOutbox();
  return getOrder(ctx, actor, sale.made.orderId);
}
