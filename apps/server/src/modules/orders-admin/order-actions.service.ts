import {
  ALL_ORDER_STATUSES_FOR_DOWNLOAD,
  ORDERS_DOWNLOAD_MESSAGES,
  REFUND_MESSAGES,
  DEFAULT_TIME_ZONE,
  type TOrderDetail,
  type TOrderDownloadQuery,
} from '@foyer/contracts';
import { addDays, toInstant } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import { fileBuilder } from '../file-builder.js';
import { returnSoldPlaces } from '../inventory/index.js';
import {
  findOrder,
  eventLinesOf,
  orderLinesOf,
  orderLinesPlacedBetween,
  releaseOrderHolds,
  setOrderStatus,
  type OrderLine,
} from '../orders/index.js';
import { nameIn } from '../organization-settings/index.js';
import { cancelTickets, ticketsOfOrder } from '../tickets/index.js';
import { findOrganization } from '../organizations/index.js';
import { getOrder, toListItem } from './orders-admin.service.js';
import { searchOrders } from './order-search.repository.js';
import { ordersWorkbookName, type OrdersWorkbookLine } from './orders-workbook.js';

/**
 * POST /api/orders/{orderId}/cancel. An unpaid order gives its held places back (a payment that
 * still comes is refunded: CouldNotLock). An Institution's invoiced order has its unused tickets
 * canceled and their places back; the invoice is credited outside Foyer. A paid order is refunded
 * instead. An order awaiting approval (Pending) is refused, not canceled: 409 saying so.
 */
export async function cancelOrder(ctx: AppContext, actor: Actor, orderId: string): Promise<TOrderDetail> {
  const orgId = actor.orgId;
  await inTenant(ctx.db, orgId, async (tx) => {
    const order = await findOrder(tx, orgId, orderId, true);
    if (!order) throw notFound('Order');
    if ((order.status === 'Created' || order.status === 'Payment pending') && order.holding) {
      await releaseOrderHolds(tx, order, 'Canceled');
      return;
    }
    // An Institution's order awaiting approval is unpaid too, but staff decide on it by refusing
    // (which tells the buyer); canceling would drop it silently.
    if (order.status === 'Pending') throw conflict(REFUND_MESSAGES.awaitingApproval, { orderId: REFUND_MESSAGES.awaitingApproval });
    if (order.status !== 'CheckoutCompleted') throw conflict(REFUND_MESSAGES.notCancelable);
    const lines = eventLinesOf(await orderLinesOf(tx, orgId, orderId));
    const tickets = await ticketsOfOrder(tx, orgId, orderId);
    const used = tickets.filter((ticket) => ticket.status === 'ACTIVATED');
    if (used.length > 0) throw conflict(REFUND_MESSAGES.used, { orderId: REFUND_MESSAGES.used });
    const open = tickets.filter((ticket) => ticket.status === 'NOT_ACTIVATED');
    const back = new Map<string, { occurrenceId: string; bucket: string; quantity: number }>();
    for (const ticket of open) {
      const line = lines.find((l) => l.lineNo === ticket.lineNo)!;
      const key = `${line.occurrenceId}|${line.bucket}`;
      back.set(key, { occurrenceId: line.occurrenceId, bucket: line.bucket, quantity: (back.get(key)?.quantity ?? 0) + 1 });
    }
    for (const [, entry] of [...back].sort(([a], [b]) => a.localeCompare(b))) {
      if (!(await returnSoldPlaces(tx, orgId, entry.occurrenceId, entry.bucket, entry.quantity, order.channel !== 'online')))
        throw new AppError('internal', `Bucket ${entry.bucket} of ${entry.occurrenceId} has fewer sold than this order`);
    }
    await cancelTickets(
      tx,
      orgId,
      open.map((ticket) => ticket.ticketId),
    );
    await setOrderStatus(tx, orgId, orderId, 'Canceled');
  });
  return getOrder(ctx, actor, orderId);
}

/** A line as the workbook's lines sheet shows it, named in the reader's language (else as sold). */
function workbookLine(orderNumber: string, line: OrderLine, language: string): OrdersWorkbookLine {
  const common = {
    orderNumber,
    kind: line.kind,
    quantity: line.quantity,
    unitGross: line.unitGrossMinor,
    vatBasisPoints: line.vatBasisPoints,
  };
  if (line.kind === 'Event')
    return {
      ...common,
      name: nameIn(line.eventNames, language, 'en'),
      item: nameIn(line.ticketNames, language, 'en'),
      startsAt: line.startsAt.toISOString(),
      timeZone: line.timeZone,
    };
  const offerName = line.details.offerName;
  return {
    ...common,
    name: nameIn(line.sellableNames, language, 'en'),
    item: typeof offerName === 'string' ? offerName : '',
    startsAt: null,
    timeZone: null,
  };
}

/** At most a year at a time: the workbook is built in memory. */
const MAX_DOWNLOAD_DAYS = 366;

/** GET /api/orders/download: every order placed from `from` to `to` (local days), as an xlsx. */
export async function downloadOrders(ctx: AppContext, actor: Actor, query: TOrderDownloadQuery) {
  const orgId = actor.orgId;
  if (addDays(query.from, MAX_DOWNLOAD_DAYS) <= query.to)
    throw invalid({ to: ORDERS_DOWNLOAD_MESSAGES.tooLong }, ORDERS_DOWNLOAD_MESSAGES.tooLong);
  const zone = DEFAULT_TIME_ZONE;
  const fromInstant = toInstant({ date: query.from, time: '00:00' }, zone);
  const toInstantExclusive = toInstant({ date: addDays(query.to, 1), time: '00:00' }, zone);
  const { organization, rows, lines } = await inTenant(ctx.db, orgId, async (tx) => {
    const organization = await findOrganization(tx, orgId);
    if (!organization) throw notFound('Organisation');
    if (organization.isPark) throw conflict(ORDERS_DOWNLOAD_MESSAGES.park);
    const rows = await searchOrders(tx, orgId, {
      fromInstant,
      toInstant: toInstantExclusive,
      statuses: ALL_ORDER_STATUSES_FOR_DOWNLOAD,
      search: null,
      limit: 1_000_000,
      offset: 0,
    });
    const lines = await orderLinesPlacedBetween(tx, orgId, fromInstant, toInstantExclusive, ALL_ORDER_STATUSES_FOR_DOWNLOAD);
    return { organization, rows, lines };
  });
  // Built in a worker thread: a year of a busy museum's orders is a few seconds of CPU.
  const body = await fileBuilder.run('ordersWorkbook', {
    organizationName: organization.name,
    from: query.from,
    to: query.to,
    timeZone: zone,
    language: actor.language,
    orders: rows.map(toListItem).reverse(),
    lines: lines.map(({ orderNumber, line }) => workbookLine(orderNumber, line, actor.language)),
  });
  return { body, filename: ordersWorkbookName(organization.name, query.from, query.to) };
}
