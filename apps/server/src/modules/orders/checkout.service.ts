import { SHOP_MESSAGES, VOUCHER_CODE_MESSAGES, billingKindOf, type TPaymentRequest, type TPaymentResponse } from '@foyer/contracts';
import { grossFromNet, netFromGross } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import {
  cartItemsOf,
  cartLinesOf,
  eventItemsOf,
  type CatalogueItem,
  findCart,
  loadCartView,
  markCartCheckedOut,
  releaseLapsedCart,
} from '../carts/index.js';
import { findPublishedDonation } from '../donations/index.js';
import { findSellableVoucher } from '../vouchers/index.js';
import { findSellableOffer } from '../products/index.js';
import { findEvent, findEventVenue, findOccurrence, ticketTypesOfEvent } from '../events/index.js';
import { organizationExists } from '../organizations/index.js';
import { placeEanOrder } from './ean-orders.js';
import { chargeOrder } from './order-settlement.js';
import type { NewOrderLine } from './order-lines.js';
import { amountDue, placeOrder } from './order-placement.js';
import { holdVoucherPayment, lockVoucherForPayment } from '../voucher-codes/index.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';
import { createOrderPayment, orderOfCheckedOutCart, resumePayment, shopPaymentProvider } from './payment-start.js';

/** The least time a buyer gets on the payment page, even when the cart's holds were about to lapse. */
const PAYMENT_GRACE_MINUTES = 5;

/** A cart item of another kind than admissions as its order line, if it can still be sold. */
async function catalogueOrderLine(tx: Tx, orgId: string, item: CatalogueItem, now: Date): Promise<NewOrderLine> {
  const offSale = () => conflict(SHOP_MESSAGES.notOnSale, { cartId: SHOP_MESSAGES.notOnSale });
  if (item.kind === 'Donation') {
    const campaign = await findPublishedDonation(tx, orgId, item.sellableId);
    if (!campaign || item.amountMinor === null) throw offSale();
    // The amount the cart accepted; a gift carries no VAT.
    return {
      kind: 'Donation',
      sellableId: campaign.donationId,
      offerId: null,
      sellableNames: campaign.names,
      quantity: 1,
      unitNetMinor: item.amountMinor,
      vatBasisPoints: 0,
      unitGrossMinor: item.amountMinor,
    };
  }
  if (item.kind === 'Voucher') {
    const voucher = await findSellableVoucher(tx, orgId, item.sellableId, now);
    if (!voucher) throw offSale();
    // The validity sold is kept with the line: the codes are issued at the charge, perhaps after staff changed it.
    return {
      kind: 'Voucher',
      sellableId: voucher.voucherId,
      offerId: null,
      sellableNames: voucher.names,
      quantity: item.quantity,
      unitNetMinor: voucher.value,
      vatBasisPoints: 0,
      unitGrossMinor: voucher.value,
      details: { ...item.details, validForMonths: voucher.validForMonths },
    };
  }
  if (item.kind === 'Product' && item.offerId) {
    const found = await findSellableOffer(tx, orgId, item.sellableId, item.offerId);
    if (!found) throw offSale();
    const { product, offer } = found;
    const names = Object.fromEntries(Object.entries(product.localization).map(([language, text]) => [language, text?.name ?? '']));
    return {
      kind: 'Product',
      sellableId: product.productId,
      offerId: offer.offerId,
      sellableNames: names,
      quantity: item.quantity,
      unitNetMinor: netFromGross(offer.price, product.vatBasisPoints),
      vatBasisPoints: product.vatBasisPoints,
      unitGrossMinor: grossFromNet(netFromGross(offer.price, product.vatBasisPoints), product.vatBasisPoints),
      details: { offerName: offer.name },
    };
  }
  throw offSale();
}

/** Turns the open cart into an order with its lines; its holds pass from the cart to the order. */
async function orderFromCart(tx: Tx, orgId: string, request: TPaymentRequest, language: string, now: Date) {
  if (!(await organizationExists(tx, orgId))) throw notFound('Organisation');
  const cart = await findCart(tx, orgId, request.cartId, true);
  if (!cart || cart.status === 'CheckedOut') throw notFound('Cart');
  if (cart.status === 'Expired' || !cart.expiresAt || cart.expiresAt.getTime() <= now.getTime()) {
    throw conflict(SHOP_MESSAGES.reservationExpired, { cartId: SHOP_MESSAGES.reservationExpired });
  }
  // Fees as the buyer makes them: EAN invoicing for an Institution (whatever the cart previewed), shipping if asked for.
  const eanBilling = billingKindOf(request.consumer.type) === 'EAN';
  const view = await loadCartView(tx, cart, now, { feeContext: { eanBilling, shipping: cart.requestedFees.includes('Shipping') } });
  const items = await cartItemsOf(tx, orgId, cart.cartId);
  // A gift the view left out (its campaign was unpublished meanwhile) is refused as off sale, not as an empty cart.
  if (view.itemsTotalQuantity === 0 && items.every((item) => item.kind === 'Event'))
    throw invalid({ cartId: SHOP_MESSAGES.atLeastOneTicket }, SHOP_MESSAGES.atLeastOneTicket);
  const lines = await cartLinesOf(
    tx,
    orgId,
    eventItemsOf(items).map((i) => i.itemId),
  );
  const orderLines: NewOrderLine[] = [];
  for (const item of items) {
    if (item.kind !== 'Event') {
      orderLines.push(await catalogueOrderLine(tx, orgId, item, now));
      continue;
    }
    const occurrence = (await findOccurrence(tx, orgId, item.occurrenceId))!;
    const event = (await findEvent(tx, orgId, occurrence.eventId))!;
    if (event.status !== 'Published' || occurrence.status !== 'Published')
      throw conflict(SHOP_MESSAGES.notOnSale, { cartId: SHOP_MESSAGES.notOnSale });
    const venue = event.venueId ? await findEventVenue(tx, orgId, event.venueId) : undefined;
    const types = await ticketTypesOfEvent(tx, orgId, event.eventId);
    for (const type of types) {
      const line = lines.find((l) => l.itemId === item.itemId && l.ticketTypeId === type.ticketTypeId);
      if (!line) continue;
      orderLines.push({
        kind: 'Event',
        occurrenceId: occurrence.occurrenceId,
        ticketTypeId: type.ticketTypeId,
        bucket: line.bucket,
        quantity: line.quantity,
        unitNetMinor: type.netMinor,
        vatBasisPoints: type.vatBasisPoints,
        unitGrossMinor: grossFromNet(type.netMinor, type.vatBasisPoints),
        eventNames: event.names,
        ticketNames: type.names,
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        timeZone: event.timeZone,
        venueName: venue?.name ?? null,
        holderNames: line.holderNames,
        details: {},
      });
    }
  }
  // A gift voucher pays what it can now; its code stays locked until this transaction ends.
  const voucher = request.voucherCode ? await lockVoucherForPayment(tx, orgId, request.voucherCode, now) : undefined;
  // A code sold in another currency (the museum changed its own since) cannot pay this one.
  if (voucher && voucher.currency !== view.currency)
    throw invalid({ voucherCode: VOUCHER_CODE_MESSAGES.unknown }, VOUCHER_CODE_MESSAGES.unknown);
  const voucherPaidMinor = voucher ? Math.min(voucher.balanceMinor, view.totalPrice.gross) : 0;
  const holdExpiresAt = new Date(Math.max(cart.expiresAt.getTime(), now.getTime() + PAYMENT_GRACE_MINUTES * 60_000));
  const { order } = await placeOrder(
    tx,
    {
      orgId,
      cartId: cart.cartId,
      status: 'Created',
      holding: true,
      holdExpiresAt,
      currency: view.currency,
      totalNetMinor: view.totalPrice.net,
      totalTaxMinor: view.totalPrice.tax,
      totalGrossMinor: view.totalPrice.gross,
      voucherPaidMinor,
      consumer: request.consumer as unknown as Record<string, unknown>,
      fees: view.fees.map((fee) => ({
        category: fee.category,
        type: fee.type,
        value: fee.value,
        netMinor: fee.totalPrice.net,
        taxMinor: fee.totalPrice.tax,
        grossMinor: fee.totalPrice.gross,
      })),
      paymentMethod: eanBilling ? 'EanPayment' : 'Card',
      shopReturn: request.shopReturn ?? {},
      language,
    },
    orderLines,
  );
  if (voucher) await holdVoucherPayment(tx, orgId, order.orderId, voucher, voucherPaidMinor);
  // The cart is done: its holds now belong to the order (the cart sweep only looks at open carts).
  await markCartCheckedOut(tx, orgId, cart.cartId);
  return order;
}

const response = (order: OrderRow, payment: { paymentId: string; paymentUrl: string } | null): TPaymentResponse => ({
  orderId: order.orderId,
  orderNumber: String(order.orderNumber),
  currency: order.currency as TPaymentResponse['currency'],
  totalGrossAmount: order.totalGrossMinor,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentId: payment?.paymentId ?? null,
  paymentUrl: payment?.paymentUrl ?? null,
});

/**
 * POST /api/public/payments: the cart becomes an order, then the provider is asked for a payment
 * (outside any transaction, DESIGN §4). A free order is charged at once and needs no payment; an
 * Institution's order is paid by EAN invoice and waits for the museum's approval (ean-orders.ts).
 */
export async function startPayment(ctx: AppContext, orgId: string, request: TPaymentRequest, language: string): Promise<TPaymentResponse> {
  if (await releaseLapsedCart(ctx, orgId, request.cartId)) {
    throw conflict(SHOP_MESSAGES.reservationExpired, { cartId: SHOP_MESSAGES.reservationExpired });
  }
  const order = await inTenant(ctx.db, orgId, async (tx) => {
    // A retry of a cart already checked out: its order, resumed below (payment-start.ts).
    const earlier = await orderOfCheckedOutCart(tx, orgId, request.cartId);
    if (earlier) return { ...earlier, resumed: true };
    const created = await orderFromCart(tx, orgId, request, language, ctx.now());
    // Nothing to pay online: an EAN invoice follows, or the order is free.
    // An Institution's order waits for the museum's approval, or is issued at once under its limit.
    if (created.paymentMethod === 'EanPayment') await placeEanOrder(tx, created);
    else if (amountDue(created) === 0) await chargeOrder(tx, created);
    else {
      // Money to take: refused (and nothing kept) when the shop has no way to take it.
      await shopPaymentProvider(ctx, tx, orgId);
      return { ...created, resumed: false };
    }
    return { ...(await ordersRepository.find(tx, orgId, created.orderId))!, resumed: false };
  });
  if (order.resumed) {
    const resumed = await resumePayment(ctx, order, language);
    return response(resumed.order, resumed.payment);
  }
  if (order.status !== 'Created') {
    ctx.wakeOutbox();
    return response(order, null);
  }
  const started = await createOrderPayment(ctx, order, language);
  return response(started.order, started.payment);
}
