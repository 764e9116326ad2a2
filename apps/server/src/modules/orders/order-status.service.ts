import { SHOP_FAMILIES, type TPublicOrder } from '@foyer/contracts';
import { carriesPostage } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import { notFound } from '../../lib/app-error.js';
import { settleFromProvider } from './order-settlement.js';
import { canReturnToCart } from './order-retry.js';
import { ticketCountOfOrder } from '../tickets/index.js';
import { offerNameIn } from './order-lines.js';
import { ordersRepository, type OrderForBuyer } from './orders.repository.js';

/**
 * The order as its buyer's confirmation screen shows it. A payment still pending here is looked
 * up at the provider first, so the buyer who returns before the webhook sees the result at once.
 * Otherwise (every poll once the order is settled) it is one transaction of two reads.
 */
export async function getPublicOrder(ctx: AppContext, orgId: string, orderId: string): Promise<TPublicOrder> {
  const first = await inTenant(ctx.db, orgId, async (tx) => {
    const read = await ordersRepository.findForBuyerWithPending(tx, orgId, orderId);
    if (!read) throw notFound('Order');
    const { found, pending } = read;
    if (pending.length > 0) return { found, pending };
    const ticketCount = await ticketCountOfOrder(tx, orgId, orderId);
    return { view: buyerView(found, ticketCount, await canReturnToCart(tx, found.order)) };
  });
  if (first.view) return first.view;
  const outcomes = [];
  for (const payment of first.pending) outcomes.push(await settleFromProvider(ctx, payment));
  // Charged by this call: nothing else has moved since the first read (the charge held the
  // order's lock and found it open), so the screen follows without reading it again. A charged
  // order has a ticket per admission and cannot go back to its cart.
  if (outcomes.length === 1 && outcomes[0] === 'charged') {
    const admissions = first.found.visits.reduce((sum, visit) => sum + visit.tickets, 0);
    return buyerView({ ...first.found, order: { ...first.found.order, status: 'Charged', holding: false } }, admissions, false);
  }
  return inTenant(ctx.db, orgId, async (tx) => {
    const found = (await ordersRepository.findForBuyer(tx, orgId, orderId))!;
    return buyerView(found, await ticketCountOfOrder(tx, orgId, orderId), await canReturnToCart(tx, found.order));
  });
}

/** The screen from the order as findForBuyer read it, with its tickets counted. */
function buyerView(
  { order, tourCount, paymentDeclined, visits, purchases }: OrderForBuyer,
  ticketCount: number,
  returnToCart: boolean,
): TPublicOrder {
  const consumer = order.consumer as { type?: string; email?: string; company?: { ean?: string; reference?: string | null } };
  return {
    orderId: order.orderId,
    orderNumber: String(order.orderNumber),
    status: order.status,
    currency: order.currency as TPublicOrder['currency'],
    totalGrossAmount: order.totalGrossMinor,
    voucherPaidAmount: order.voucherPaidMinor,
    email: consumer.email ?? '',
    invoice:
      consumer.type === 'Institution' && consumer.company?.ean
        ? { ean: consumer.company.ean, reference: consumer.company.reference ?? null }
        : null,
    ticketCount,
    visits: visits.map((visit) => ({ ...visit, grossAmount: Number(visit.grossAmount) })),
    // A count or an amount in json may come back as text from one database and a number from the other.
    purchases: purchases.map(({ details, ...line }) => ({
      ...line,
      // Which of a tour's offers (two offers of one tour read alike without it), in the order's language as its mail.
      option: offerNameIn(details, order.language) || null,
      quantity: Number(line.quantity),
      unitGrossAmount: Number(line.unitGrossAmount),
    })),
    tourCount,
    fees: order.fees.map((fee) => ({ category: fee.category, grossAmount: fee.grossMinor })),
    posted: carriesPostage(order.fees),
    refusedByMuseum: order.status === 'Canceled' && order.approvalOutcome === 'refused',
    // Only staff cancel an EAN order that was not refused: completed, it had its tickets.
    canceledByMuseum: order.status === 'Canceled' && order.approvalOutcome !== 'refused' && order.paymentMethod === 'EanPayment',
    paymentDeclined,
    canReturnToCart: returnToCart,
  };
}

/**
 * Where the payment page sends the buyer back: the shop's payment step in the family they paid
 * from, in their language (the shop chooses it from `?la=` when it starts) and with the way back
 * to the museum's page. An unknown order still goes to the shop, which says it cannot find it.
 */
export async function paymentReturnPath(ctx: AppContext, orgId: string, orderId: string): Promise<string> {
  const order = await inTenant(ctx.db, orgId, (tx) => ordersRepository.find(tx, orgId, orderId));
  const from = order?.shopReturn ?? {};
  const family = SHOP_FAMILIES.find((key) => key === from.family) ?? 'embed';
  const query = new URLSearchParams({ orgId });
  if (order) query.set('la', order.language);
  if (from.parentUrl) query.set('parentUrl', from.parentUrl);
  if (from.parentPageId) query.set('parentPageId', from.parentPageId);
  return `/${family}/checkout/pay/${orderId}?${query}`;
}
