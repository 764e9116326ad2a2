import { SHOP_MESSAGES, VOUCHER_CODE_MESSAGES, billingKindOf, type TPaymentRequest, type TPaymentResponse } from '@foyer/contracts';
import { carriesPostage, grossFromNet, missingPostalParts, netFromGross, postalAddressKey } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import {
  cartContentsOf,
  admissionOnSale,
  type CartOccurrence,
  type CartRow,
  type CatalogueItem,
  findCart,
  loadCartView,
  markCartCheckedOut,
  releaseIfLapsed,
} from '../carts/index.js';
import { findPublishedDonation } from '../donations/index.js';
import { findSellableVoucher } from '../vouchers/index.js';
import { findSellableOffer } from '../products/index.js';
import { saleSettingsOf, type SaleSettings } from '../organization-settings/index.js';
import type { PaymentProvider } from '../payments/index.js';
import { placeEanOrder } from './ean-orders.js';
import { chargeOrder } from './order-settlement.js';
import type { NewOrderLine } from './order-lines.js';
import { amountDue, placeOrder } from './order-placement.js';
import { holdVoucherPayment, lockVoucherForPayment } from '../voucher-codes/index.js';
import type { OrderRow } from './orders.repository.js';
import { createOrderPayment, orderOfCart, resumePayment, shopPaymentProvider } from './payment-start.js';

/** The least time a buyer gets on the payment page, even when the cart's holds were about to lapse. */
const PAYMENT_GRACE_MINUTES = 5;

/** A cart item of another kind than admissions as its order line, if it can still be sold. */
async function catalogueOrderLine(tx: Tx, orgId: string, item: CatalogueItem, now: Date): Promise<NewOrderLine> {
  const offSale = () => conflict(SHOP_MESSAGES.cartItemNotOnSale, { cartId: SHOP_MESSAGES.cartItemNotOnSale });
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
      // The offer's names as sold: the default language's, and the others, for the mail and the tour's page.
      details: { offerName: offer.name, offerNames: offer.names ?? {} },
    };
  }
  throw offSale();
}

/**
 * Turns the locked open cart into an order with its lines; its holds pass from the cart to the
 * order. Its items, lines, occurrences (with event and venue) and ticket types are read once,
 * for the price and for the lines.
 */
async function orderFromCart(tx: Tx, settings: SaleSettings, cart: CartRow, request: TPaymentRequest, language: string, now: Date) {
  const { orgId } = cart;
  // Fees as the buyer makes them: EAN invoicing for an Institution (whatever the cart previewed), shipping if asked for.
  const eanBilling = billingKindOf(request.consumer.type) === 'EAN';
  const { items, lines } = await cartContentsOf(tx, orgId, cart.cartId);
  const occurrences = new Map<string, CartOccurrence>();
  const view = await loadCartView(tx, cart, now, {
    feeContext: { eanBilling, shipping: cart.requestedFees.includes('Shipping') },
    settings,
    contents: { items, lines },
    occurrences,
  });
  // What can no longer be bought is in the cart, marked: the visitor removes it first (nothing is dropped silently).
  if (view.items.some((item) => !item.onSale)) throw conflict(SHOP_MESSAGES.cartItemNotOnSale, { cartId: SHOP_MESSAGES.cartItemNotOnSale });
  if (view.itemsTotalQuantity === 0 && items.every((item) => item.kind === 'Event'))
    throw invalid({ cartId: SHOP_MESSAGES.atLeastOneTicket }, SHOP_MESSAGES.atLeastOneTicket);
  // Never more than the shop showed: a fee staff changed meanwhile is seen before it is paid or invoiced.
  if (request.shownTotal !== undefined && view.totalPrice.gross > request.shownTotal)
    throw conflict(SHOP_MESSAGES.totalChanged, { cartId: SHOP_MESSAGES.totalChanged });
  // An order to be posted (the museum's Shipping fee, asked for) needs the address to post it to.
  if (carriesPostage(view.fees)) requirePostalAddress(request.consumer);
  const orderLines: NewOrderLine[] = [];
  for (const item of items) {
    if (item.kind !== 'Event') {
      orderLines.push(await catalogueOrderLine(tx, orgId, item, now));
      continue;
    }
    // Read by the view just now; gone only if staff removed it meanwhile.
    const found = occurrences.get(item.occurrenceId);
    if (!found || !admissionOnSale(found, now))
      throw conflict(SHOP_MESSAGES.cartItemNotOnSale, { cartId: SHOP_MESSAGES.cartItemNotOnSale });
    const { occurrence, event, types, venueName } = found;
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
        venueName,
        refundPolicy: event.refundPolicy,
        holderNames: line.holderNames,
        details: {},
      });
    }
  }
  // A gift voucher pays what it can now; its code stays locked until this transaction ends.
  const buysVouchers = view.items.some((item) => item.type === 'Voucher');
  const voucher = request.voucherCode ? await lockVoucherForPayment(tx, orgId, request.voucherCode, now, { buysVouchers }) : undefined;
  // A code sold in another currency (the museum changed its own since) cannot pay this one.
  if (voucher && voucher.currency !== view.currency)
    throw invalid({ voucherCode: VOUCHER_CODE_MESSAGES.unknown }, VOUCHER_CODE_MESSAGES.unknown);
  const voucherPaidMinor = voucher ? Math.min(voucher.balanceMinor, view.totalPrice.gross) : 0;
  // Never ask the visitor's card for more than the shop showed: the code was used meanwhile.
  if (voucher && request.voucherPays !== undefined && voucherPaidMinor < request.voucherPays)
    throw conflict(VOUCHER_CODE_MESSAGES.paysLessNow, { voucherCode: VOUCHER_CODE_MESSAGES.paysLessNow });
  const holdExpiresAt = new Date(Math.max(cart.expiresAt!.getTime(), now.getTime() + PAYMENT_GRACE_MINUTES * 60_000));
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
        vatBasisPoints: fee.vatBasisPoints,
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

/** Refuses a posted order whose buyer left out the street, post code or town, naming each field. */
function requirePostalAddress(consumer: TPaymentRequest['consumer']) {
  const key = postalAddressKey(consumer.type);
  const address = consumer.type === 'Private' ? consumer.private : consumer.company;
  const missing = missingPostalParts(address);
  if (missing.length > 0)
    throw invalid(
      Object.fromEntries(missing.map((part) => [`consumer.${key}.${part}`, SHOP_MESSAGES.required])),
      SHOP_MESSAGES.postalAddressRequired,
    );
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

/** What the payment start's transaction leaves to do after its commit. */
type Begun =
  | { kind: 'expired' }
  | { kind: 'resumed'; order: OrderRow }
  | { kind: 'done'; order: OrderRow }
  | { kind: 'pay'; order: OrderRow; provider: PaymentProvider };

/**
 * POST /api/public/payments: the cart becomes an order, then the provider is asked for a payment
 * (outside any transaction, DESIGN §4) and the payment recorded (payment-start.ts): two
 * transactions around the provider's call. The first locks the cart before anything else, so a
 * lapsed cart is released and a retry or a racing first call waits and then resumes. A free
 * order is charged at once and needs no payment; an Institution's order is paid by EAN invoice
 * and waits for the museum's approval (ean-orders.ts).
 */
export async function startPayment(ctx: AppContext, orgId: string, request: TPaymentRequest, language: string): Promise<TPaymentResponse> {
  const begun = await inTenant(ctx.db, orgId, async (tx): Promise<Begun> => {
    const now = ctx.now();
    const cart = await findCart(tx, orgId, request.cartId, true);
    // A retry of a cart already checked out: its order, resumed below (payment-start.ts).
    if (cart?.status === 'CheckedOut') {
      const earlier = await orderOfCart(tx, orgId, cart.cartId);
      if (earlier) return { kind: 'resumed', order: earlier };
    }
    // Its holds lapsed: given back here, and the buyer told once this is committed.
    if (cart && (await releaseIfLapsed(tx, cart, now))) return { kind: 'expired' };
    const settings = await saleSettingsOf(ctx, tx, orgId);
    if (!settings) throw notFound('Organization');
    if (!cart || cart.status === 'CheckedOut') throw notFound('Cart');
    if (cart.status === 'Expired' || !cart.expiresAt || cart.expiresAt.getTime() <= now.getTime()) {
      throw conflict(SHOP_MESSAGES.reservationExpired, { cartId: SHOP_MESSAGES.reservationExpired });
    }
    const created = await orderFromCart(tx, settings, cart, request, language, now);
    // Nothing to pay online: an EAN invoice follows, or the order is free.
    // An Institution's order waits for the museum's approval, or is issued at once under its limit.
    // Both end with the hot bucket row's UPDATE, so nothing is read after it: the answer needs only the new status.
    if (created.paymentMethod === 'EanPayment') {
      return { kind: 'done', order: { ...created, status: await placeEanOrder(tx, created, now, settings.eanApproval) } };
    }
    if (amountDue(created) === 0) {
      await chargeOrder(tx, created, now);
      return { kind: 'done', order: { ...created, status: 'Charged' } };
    }
    // Money to take: refused (and nothing kept) when the shop has no way to take it.
    return { kind: 'pay', order: created, provider: await shopPaymentProvider(ctx, tx, orgId, settings.payment) };
  });
  if (begun.kind === 'expired') throw conflict(SHOP_MESSAGES.reservationExpired, { cartId: SHOP_MESSAGES.reservationExpired });
  if (begun.kind === 'resumed') {
    const resumed = await resumePayment(ctx, begun.order, language);
    return response(resumed.order, resumed.payment);
  }
  if (begun.kind === 'done') {
    ctx.wakeOutbox();
    return response(begun.order, null);
  }
  const started = await createOrderPayment(ctx, begun.order, language, begun.provider);
  return response(started.order, started.payment);
}
