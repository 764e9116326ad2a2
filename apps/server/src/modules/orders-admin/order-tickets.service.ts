import { ORDER_TICKETS_MESSAGES, type TOrderTicketsQuery } from '@foyer/contracts';
import { pickLocale } from '@foyer/i18n';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { buildTicketsPdf, findOrder, orderTicketsPdfInput } from '../orders/index.js';
import { findOrganization } from '../organizations/index.js';

/**
 * GET /api/orders/{orderId}/tickets: the tickets to hand over at the desk (a door sale without an
 * address) or to send again by hand: the valid ones, with the numbers they have on the scanner.
 */
export async function printOrderTickets(ctx: AppContext, actor: Actor, orderId: string, query: TOrderTicketsQuery) {
  const orgId = actor.orgId;
  const { input, count } = await inTenant(ctx.db, orgId, async (tx) => {
    const order = await findOrder(tx, orgId, orderId);
    if (!order) throw notFound('Order');
    const organization = (await findOrganization(tx, orgId))!;
    const locale = pickLocale(query.language ?? order.language) ?? 'en';
    return orderTicketsPdfInput(tx, { orgId, organizationName: organization.name, order, locale, validOnly: true });
  });
  if (count === 0) throw conflict(ORDER_TICKETS_MESSAGES.none);
  // Outside the transaction, in a worker thread: the connection is not held while the PDF is made.
  return { pdf: await buildTicketsPdf(input), filename: `tickets-${input.orderNumber}.pdf` };
}
