import { BOX_OFFICE_MESSAGES, SHOP_MESSAGES, type TOfflineBuy, type TOfflineTickets, type TOrderDetail } from '@foyer/contracts';
import {
  bucketDemand,
  cartProblemFields,
  chosenLines,
  grossFromNet,
  validateTicketLines,
  type SaleMode,
  type TicketLine,
} from '@foyer/domain';
import { pickLocale } from '@foyer/i18n';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { findEvent, findEventVenue, findOccurrence, occurrencesOfEvent, ticketTypesOfEvent } from '../events/index.js';
import { placesAvailable, sellPlacesOffline } from '../inventory/index.js';
import { getOrder } from '../orders-admin/index.js';
import { buildTicketsPdf, orderTicketsPdfInput, type NewOrderLine, type OrderRow } from '../orders/index.js';
import { enqueueOrderConfirmation } from '../outbox/index.js';
import { organizationNameOf } from '../organizations/index.js';
import { deskConsumer, deskSaleOnce, placeDeskOrder, type DeskPayment } from './desk-order.js';

/** The occurrence `id` names (a single event's own id names its one occurrence), if it can still be sold. */
async function occurrenceForSale(tx: Tx, orgId: string, id: string, now: Date) {
  let occurrence = await findOccurrence(tx, orgId, id);
  if (!occurrence) {
    const single = await findEvent(tx, orgId, id);
    const only = single?.kind === 'Single' ? await occurrencesOfEvent(tx, orgId, id) : [];
    if (only.length === 1) occurrence = only[0];
  }
  const event = occurrence && (await findEvent(tx, orgId, occurrence.eventId));
  if (!occurrence || !event) throw notFound('Event');
  // Staff may sell a Private event at the desk; a draft or canceled one is not on sale anywhere.
  if (event.status !== 'Published' || occurrence.status !== 'Published') throw conflict(BOX_OFFICE_MESSAGES.notOnSale);
  if (occurrence.endsAt.getTime() <= now.getTime()) throw conflict(BOX_OFFICE_MESSAGES.ended);
  return { occurrence, event };
}

interface OfflineSale extends DeskPayment {
  lines: TicketLine[];
  /** Door sales only sell types offered at the door; printed tickets any type. */
  doorOnly: boolean;
  /** The request's name for a problem's path in `items` (`items.0.quantity`, or `items` as a whole). */
  fieldOf(path: string): string;
}

/** A desk sale's body has the lines as `items`, so the paths are its own. */
const asItems = (path: string) => path;
/** Printed tickets are one line, `{ ticketId, quantity }` at the top of the body. */
const asSingleLine = (path: string) => (path === 'items' ? 'quantity' : path.replace(/^items\.\d+\./, ''));

/**
 * One sale outside the web shop, in one transaction: the places are taken from the same buckets
 * with the same conditional update (so the desk and the web never sell a seat twice), the order
 * is Charged at once and its tickets issued.
 */
async function sell(tx: Tx, orgId: string, id: string, sale: OfflineSale): Promise<OrderRow> {
  const { occurrence, event } = await occurrenceForSale(tx, orgId, id, sale.now);
  const types = await ticketTypesOfEvent(tx, orgId, event.eventId);
  const fields: Record<string, string> = {};
  sale.lines.forEach((line, index) => {
    const type = types.find((t) => t.ticketTypeId === line.ticketId);
    if (!type) fields[sale.fieldOf(`items.${index}.ticketId`)] = SHOP_MESSAGES.ticketNotFound;
    else if (!type.onSale) fields[sale.fieldOf(`items.${index}.ticketId`)] = SHOP_MESSAGES.ticketOffSale;
    else if (sale.doorOnly && type.salesChannel !== 'ONLINE_AND_DOOR')
      fields[sale.fieldOf(`items.${index}.ticketId`)] = BOX_OFFICE_MESSAGES.onlineOnly;
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  // The cart's rules (at least one ticket, underage not alone, minimums) hold at the desk too;
  // the channel was checked above, so every type counts as sellable here.
  const ruleTypes = types.map((t) => ({
    id: t.ticketTypeId,
    age: t.age,
    salesChannel: 'ONLINE',
    requireMinimumQuantity: t.requireMinimumQuantity,
  }));
  // Printed tickets come one type at a time (a school class's children among them), so only a sale
  // keeps underage-not-alone.
  const problems = validateTicketLines(sale.lines, ruleTypes, { underageAloneAllowed: !sale.doorOnly });
  if (problems.length > 0) {
    const named = Object.fromEntries(
      Object.entries(cartProblemFields(problems)).map(([path, message]) => [sale.fieldOf(path.replace(/^event\./, '')), message]),
    );
    throw invalid(named, problems[0]!.message);
  }
  const wanted = chosenLines(sale.lines);
  for (const demand of bucketDemand(event.saleMode as SaleMode, wanted)) {
    if (!(await sellPlacesOffline(tx, orgId, occurrence.occurrenceId, demand.bucket, demand.quantity))) {
      const left = await placesAvailable(tx, orgId, occurrence.occurrenceId, demand.bucket);
      const message = left ? SHOP_MESSAGES.onlyLeft.replace('{0}', String(left)) : SHOP_MESSAGES.soldOut;
      throw conflict(message, { [sale.fieldOf('items')]: message });
    }
  }
  const venue = event.venueId ? await findEventVenue(tx, orgId, event.venueId) : undefined;
  const lines = wanted.map((line): NewOrderLine => {
    const type = types.find((t) => t.ticketTypeId === line.ticketId)!;
    return {
      kind: 'Event',
      occurrenceId: occurrence.occurrenceId,
      ticketTypeId: type.ticketTypeId,
      bucket: event.saleMode === 'POOL' ? 'pool' : type.ticketTypeId,
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
      refundPolicy: event.refundPolicy,
      holderNames: [],
      details: {},
    };
  });
  // The places are taken above; the order and what it sold go the one way every sale goes.
  return placeDeskOrder(tx, orgId, lines, sale);
}

/** POST /api/events/{id}/offline-buy: a sale at the desk, paid in cash or otherwise. */
export async function sellAtDoor(ctx: AppContext, actor: Actor, id: string, body: TOfflineBuy): Promise<TOrderDetail> {
  const email = body.customer?.email ?? null;
  const sale = await deskSaleOnce(
    ctx,
    actor.orgId,
    body.saleId,
    async (tx) => {
      const sold = await sell(tx, actor.orgId, id, {
        lines: body.items,
        channel: 'door',
        paymentMethod: body.paymentMethod,
        consumer: deskConsumer(actor.userId, body.customer),
        language: body.language,
        voucherCode: body.voucherCode,
        saleId: body.saleId,
        now: ctx.now(),
        doorOnly: true,
        fieldOf: asItems,
      });
      // With an address the visitor gets the tickets by mail as a web buyer does.
      if (email) await enqueueOrderConfirmation(tx, actor.orgId, sold.orderId);
      return sold;
    },
    async (_tx, order) => order,
  );
  if (email && !sale.again) ctx.wakeOutbox();
  return getOrder(ctx, actor, sale.made.orderId);
}

/**
 * POST /api/events/{id}/offline-tickets: N printed tickets of one type, as a PDF. The PDF is built
 * after the sale commits, in a worker thread: inside the transaction the occurrence's bucket row
 * would stay locked (web sales of it waiting) for as long as 100 pages take. Should the PDF fail,
 * the sale stands and the desk prints it again from the order (GET /api/orders/{id}/tickets).
 */
export async function printOfflineTickets(ctx: AppContext, actor: Actor, id: string, body: TOfflineTickets) {
  // Sent again after a lost answer, the same tickets are printed again: nothing more is sold.
  const printable = async (tx: Tx, order: OrderRow) => {
    const organizationName = (await organizationNameOf(tx, actor.orgId))!;
    const { input } = await orderTicketsPdfInput(tx, {
      orgId: actor.orgId,
      organizationName,
      order,
      locale: pickLocale(body.language) ?? 'en',
    });
    return { order, input };
  };
  const sale = await deskSaleOnce(
    ctx,
    actor.orgId,
    body.saleId,
    async (tx) => {
      const order = await sell(tx, actor.orgId, id, {
        lines: [{ ticketId: body.ticketId, quantity: body.quantity }],
        channel: 'offline',
        paymentMethod: 'PayedOtherwise',
        consumer: deskConsumer(actor.userId),
        language: body.language,
        saleId: body.saleId,
        now: ctx.now(),
        doorOnly: false,
        fieldOf: asSingleLine,
      });
      return printable(tx, order);
    },
    printable,
  );
  const { order, input } = sale.made;
  return { pdf: await buildTicketsPdf(input), orderId: order.orderId, orderNumber: String(order.orderNumber) };
}
