import { ORDER_TICKETS_MESSAGES, type TOrderTicketsQuery } from '@foyer/contracts';
import { pickLocale, type Locale } from '@foyer/i18n';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import {
  buildTicketsPdf,
  buildVouchersPdf,
  findOrder,
  orderTicketsPdfInput,
  orderVouchersPdfInput,
  type OrderRow,
} from '../orders/index.js';
import { organizationNameOf } from '../organizations/index.js';

type PdfInputOf<I> = (
  tx: Tx,
  options: { orgId: string; organizationName: string; order: OrderRow; locale: Locale; validOnly?: boolean },
) => Promise<{ input: I & { orderNumber: string }; count: number }>;

/**
 * An order's printout for the desk, in the language asked for (else the order's): what is still
 * valid of it, read in one transaction and built after it, in a worker thread, so the connection
 * is not held while the PDF is made. `none` when nothing valid is left.
 */
async function printOrder<I>(
  ctx: AppContext,
  actor: Actor,
  orderId: string,
  query: TOrderTicketsQuery,
  print: { read: PdfInputOf<I>; build: (input: I) => Promise<Buffer>; none: string; name: string },
) {
  const orgId = actor.orgId;
  const { input, count } = await inTenant(ctx.db, orgId, async (tx) => {
    const order = await findOrder(tx, orgId, orderId);
    if (!order) throw notFound('Order');
    const organizationName = (await organizationNameOf(tx, orgId))!;
    const locale = pickLocale(query.language ?? order.language) ?? 'en';
    return print.read(tx, { orgId, organizationName, order, locale, validOnly: true });
  });
  if (count === 0) throw conflict(print.none);
  return { pdf: await print.build(input), filename: `${print.name}-${input.orderNumber}.pdf` };
}

/**
 * GET /api/orders/{orderId}/tickets: the tickets to hand over at the desk (a door sale without an
 * address) or to send again by hand: the valid ones, with the numbers they have on the scanner.
 */
export const printOrderTickets = (ctx: AppContext, actor: Actor, orderId: string, query: TOrderTicketsQuery) =>
  printOrder(ctx, actor, orderId, query, {
    read: orderTicketsPdfInput,
    build: buildTicketsPdf,
    none: ORDER_TICKETS_MESSAGES.none,
    name: 'tickets',
  });

/** GET /api/orders/{orderId}/vouchers: the gift vouchers still valid, as the buyer got them by mail, a page a code. */
export const printOrderVouchers = (ctx: AppContext, actor: Actor, orderId: string, query: TOrderTicketsQuery) =>
  printOrder(ctx, actor, orderId, query, {
    read: orderVouchersPdfInput,
    build: buildVouchersPdf,
    none: ORDER_TICKETS_MESSAGES.noVouchers,
    name: 'vouchers',
  });
