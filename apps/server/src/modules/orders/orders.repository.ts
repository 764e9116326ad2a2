import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { builtOnce, insertBuiltOnce, type Slots } from '../../db/built-once.js';
import { queryRows, type Tx } from '../../db/client.js';
import { events, occurrences, orderLines, orderPostChanges, orders, payments, type OrderStatus } from '../../db/schema/index.js';
import type { SaleKind } from '@foyer/contracts';
import type { PaymentRow } from './payments.repository.js';
import { lineOfRow, rowOfLine, type NewOrderLine, type OrderLine } from './order-lines.js';

/**
 * An order line as a list of lines shows it: what it names (the event, or the donation campaign,
 * gift voucher or tour sold) and the item (the ticket type, or the tour's offer; empty for the rest).
 */
export interface ListedOrderLine {
  orderId: string;
  lineNo: number;
  kind: (typeof orderLines.$inferSelect)['kind'];
  name: string;
  item: string;
  startsAt: Date | null;
  timeZone: string | null;
  quantity: number;
  unitGrossMinor: number;
  vatBasisPoints: number;
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order as its buyer's confirmation screen needs it: the tours bought (products'
 * quantities), whether a payment was declined, and its admissions (the tickets a charge issues,
 * one per admission).
 */
export interface OrderForBuyer {
  order: OrderRow;
  tourCount: number;
  paymentDeclined: boolean;
  /** Its admissions by occurrence, soonest first (the buyer's screen says what they are for). */
  visits: BuyerVisit[];
  /** Its other lines (gifts, tours), by what they sold, in line order. */
  purchases: BuyerPurchase[];
}
export interface BuyerPurchase {
  kind: SaleKind;
  names: Record<string, string>;
  quantity: number;
  unitGrossAmount: number;
  /** A tour's offer as sold (its `offerName`, `offerNames`); nulls for the other kinds. */
  details: Record<string, unknown>;
}
export interface BuyerVisit {
  eventNames: Record<string, string>;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venueName: string | null;
  tickets: number;
  /** What its tickets cost together, as sold. */
  grossAmount: number;
}

// The sale's statements, built once (db/built-once.ts).
const insertOrders = insertBuiltOnce(orders);
const insertOrderLines = insertBuiltOnce(orderLines);
type OrderKey = { orgId: string; orderId: string };
const orderOf = (tx: Tx, slot: Slots<OrderKey>) =>
  tx
    .select()
    .from(orders)
    .where(and(eq(orders.orgId, slot('orgId')), eq(orders.orderId, slot('orderId'))));
const readOrder = builtOnce(orderOf);
const lockOrder = builtOnce((tx, slot: Slots<OrderKey>) => orderOf(tx, slot).for('update'));
// Written out: Drizzle leaves a one-table select's columns unqualified, and inside these
// subqueries "order_id" would name the subquery's own column.
const forBuyer = {
  order: orders,
  tourCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l
    where l.org_id = "orders"."org_id" and l.order_id = "orders"."order_id" and l.kind = 'Product')`,
  paymentDeclined: sql<boolean>`exists (select 1 from payments p
    where p.org_id = "orders"."org_id" and p.order_id = "orders"."order_id" and p.status = 'Declined')`,
  // Times as UTC ISO strings, which the contract's readers parse alike on both databases.
  visits: sql<BuyerVisit[]>`(select coalesce(json_agg(v order by v."startsAt", v."venueName"), '[]'::json) from (
    select l.event_names as "eventNames", to_char(l.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startsAt",
      to_char(l.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "endsAt", l.time_zone as "timeZone",
      l.venue_name as "venueName", sum(l.quantity)::int as tickets, sum(l.quantity * l.unit_gross_minor)::bigint as "grossAmount"
    from order_lines l
    where l.org_id = "orders"."org_id" and l.order_id = "orders"."order_id" and l.kind = 'Event'
    group by l.occurrence_id, l.event_names, l.starts_at, l.ends_at, l.time_zone, l.venue_name) v)`,
  purchases: sql<BuyerPurchase[]>`(select coalesce(json_agg(json_build_object('kind', p.kind, 'names', p.names,
      'quantity', p.quantity, 'unitGrossAmount', p.unit_gross, 'details', p.details) order by p.first_line), '[]'::json) from (
    select l.kind, coalesce(l.sellable_names, '{}'::jsonb) as names, sum(l.quantity)::int as quantity,
      l.unit_gross_minor::bigint as unit_gross, min(l.line_no) as first_line,
      jsonb_build_object('offerName', l.details->'offerName', 'offerNames', l.details->'offerNames') as details
    from order_lines l
    where l.org_id = "orders"."org_id" and l.order_id = "orders"."order_id" and l.kind <> 'Event'
    group by l.kind, l.sellable_names, l.details->'offerName', l.details->'offerNames', l.unit_gross_minor) p)`,
};
const orderForBuyer = builtOnce((tx, slot: Slots<OrderKey>) =>
  tx
    .select(forBuyer)
    .from(orders)
    .where(and(eq(orders.orgId, slot('orgId')), eq(orders.orderId, slot('orderId')))),
);
// A row per payment still pending while the order waits for one (else one row, without a payment), oldest first.
const orderForBuyerWithPending = builtOnce((tx, slot: Slots<OrderKey>) =>
  tx
    .select({ ...forBuyer, pending: payments })
    .from(orders)
    .leftJoin(
      payments,
      and(
        eq(payments.orgId, orders.orgId),
        eq(payments.orderId, orders.orderId),
        eq(orders.status, 'Payment pending'),
        eq(payments.status, 'Pending'),
      ),
    )
    .where(and(eq(orders.orgId, slot('orgId')), eq(orders.orderId, slot('orderId'))))
    .orderBy(asc(payments.createdAt)),
);
const chargedOrder = builtOnce((tx, slot: Slots<OrderKey & { status: OrderStatus }>) =>
  tx
    .update(orders)
    .set({ status: slot('status'), holding: false, updatedAt: sql`now()`, chargedAt: sql`now()` })
    .where(and(eq(orders.orgId, slot('orgId')), eq(orders.orderId, slot('orderId')))),
);
const moveOrderStatus = builtOnce((tx, slot: Slots<OrderKey & { from: OrderStatus; to: OrderStatus }>) =>
  tx
    .update(orders)
    .set({ status: slot('to'), updatedAt: sql`now()` })
    .where(and(eq(orders.orgId, slot('orgId')), eq(orders.orderId, slot('orderId')), eq(orders.status, slot('from'))))
    .returning(),
);
// The order locked with its lines (a row per line; one row without a line for an order of none).
// Lines never change once placed, so reading them under the order's lock is reading them after it.
// With each admission, whether its date can still be had (the date and its event published), read
// in the same statement: a charge does not sell a date staff canceled while the buyer paid.
const lockOrderWithLines = builtOnce((tx, slot: Slots<OrderKey>) =>
  tx
    .select({
      order: orders,
      line: orderLines,
      dateOnSale: sql<boolean | null>`(${occurrences.status} = 'Published' and ${events.status} = 'Published')`,
    })
    .from(orders)
    .leftJoin(orderLines, and(eq(orderLines.orgId, orders.orgId), eq(orderLines.orderId, orders.orderId)))
    .leftJoin(occurrences, and(eq(occurrences.orgId, orderLines.orgId), eq(occurrences.occurrenceId, orderLines.occurrenceId)))
    .leftJoin(events, and(eq(events.orgId, occurrences.orgId), eq(events.eventId, occurrences.eventId)))
    .where(and(eq(orders.orgId, slot('orgId')), eq(orders.orderId, slot('orderId'))))
    .orderBy(asc(orderLines.lineNo))
    .for('update', { of: orders }),
);
const linesOfOrder = builtOnce((tx, slot: Slots<OrderKey>) =>
  tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orgId, slot('orgId')), eq(orderLines.orderId, slot('orderId'))))
    .orderBy(asc(orderLines.lineNo)),
);
export const ordersRepository = {
  /** Orders awaiting approval (EAN) with an admission on one of these dates, oldest first (the partial index of Pending orders). */
  awaitingApprovalOn: (tx: Tx, orgId: string, occurrenceIds: readonly string[]) =>
    occurrenceIds.length === 0
      ? Promise.resolve([])
      : queryRows<{ orderId: string; orderNumber: string }>(
          tx,
          sql`select o.order_id as "orderId", o.order_number::text as "orderNumber"
                from orders o
               where o.org_id = ${orgId} and o.status = 'Pending'
                 and exists (select 1 from order_lines l
                              where l.org_id = o.org_id and l.order_id = o.order_id and l.occurrence_id in ${occurrenceIds})
               order by o.created_at, o.order_id`,
        ),

  async insert(tx: Tx, row: Omit<typeof orders.$inferInsert, 'orderNumber'>): Promise<OrderRow> {
    const [created] = await insertOrders.returning(tx, [row]);
    return created!;
  },

  async find(tx: Tx, orgId: string, orderId: string, forUpdate = false): Promise<OrderRow | undefined> {
    const [row] = await (forUpdate ? lockOrder : readOrder)(tx, { orgId, orderId });
    return row;
  },

  /**
   * The order, locked, and its lines by number, in one statement (a payment's settling: chargeOrder
   * needs them); `dateGone` when an admission's date was canceled or unpublished (or deleted) since.
   */
  async lockWithLines(
    tx: Tx,
    orgId: string,
    orderId: string,
  ): Promise<{ order: OrderRow; lines: OrderLine[]; dateGone: boolean } | undefined> {
    const rows = await lockOrderWithLines(tx, { orgId, orderId });
    if (rows.length === 0) return undefined;
    return {
      order: rows[0]!.order,
      lines: rows.flatMap((row) => (row.line ? [lineOfRow(row.line)] : [])),
      dateGone: rows.some((row) => row.line?.occurrenceId != null && row.dateOnSale !== true),
    };
  },

  /** The order with what its buyer's confirmation screen says of its lines and payments (OrderForBuyer), in one statement. */
  async findForBuyer(tx: Tx, orgId: string, orderId: string): Promise<OrderForBuyer | undefined> {
    const [row] = await orderForBuyer(tx, { orgId, orderId });
    return row;
  },

  /**
   * findForBuyer, and with it the order's payments still pending when it waits for one (what the
   * return page asks its provider about), in one statement.
   */
  async findForBuyerWithPending(
    tx: Tx,
    orgId: string,
    orderId: string,
  ): Promise<{ found: OrderForBuyer; pending: PaymentRow[] } | undefined> {
    const rows = await orderForBuyerWithPending(tx, { orgId, orderId });
    if (rows.length === 0) return undefined;
    const { pending: _first, ...found } = rows[0]!;
    return { found, pending: rows.flatMap((row) => (row.pending ? [row.pending] : [])) };
  },

  /** Whether the organisation has any order at all, in whatever state: something was priced and sold in its currency. */
  async anyPlaced(tx: Tx, orgId: string): Promise<boolean> {
    const [row] = await tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orgId, orgId)).limit(1);
    return row !== undefined;
  },

  /** The cart's latest order: a cart becomes a new order at each payment attempt after a failed one (20261124T1840). */
  async findByCart(tx: Tx, orgId: string, cartId: string): Promise<OrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orgId, orgId), eq(orders.cartId, cartId)))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(1);
    return row;
  },

  async setStatus(tx: Tx, orgId: string, orderId: string, status: OrderStatus, changes: { holding?: boolean; charged?: boolean } = {}) {
    // The charge's change, the one a sale makes, is built once.
    if (changes.charged && changes.holding === false) {
      await chargedOrder(tx, { orgId, orderId, status });
      return;
    }
    await tx
      .update(orders)
      .set({
        status,
        updatedAt: sql`now()`,
        ...(changes.holding === undefined ? {} : { holding: changes.holding }),
        ...(changes.charged ? { chargedAt: sql`now()` } : {}),
      })
      .where(and(eq(orders.orgId, orgId), eq(orders.orderId, orderId)));
  },

  /** The order moves from `from` to `to`, locked by this statement; undefined when it was not in `from`. */
  async moveStatus(tx: Tx, orgId: string, orderId: string, from: OrderStatus, to: OrderStatus): Promise<OrderRow | undefined> {
    const [row] = await moveOrderStatus(tx, { orgId, orderId, from, to });
    return row;
  },

  /** Staff approved or refused an EAN order: who and when, for its history. */
  async setApprovalDecision(
    tx: Tx,
    orgId: string,
    orderId: string,
    userId: string,
    outcome: 'approved' | 'refused',
    refusalReason: string | null = null,
  ) {
    await tx
      .update(orders)
      .set({ approvalDecidedAt: sql`now()`, approvalDecidedBy: userId, approvalOutcome: outcome, refusalReason })
      .where(and(eq(orders.orgId, orgId), eq(orders.orderId, orderId)));
  },

  /**
   * Staff marked a posted order sent, or took the mark back: the order says where it stands (who
   * and when it was sent), and the change is kept for its history.
   */
  async setSentByPost(tx: Tx, orgId: string, orderId: string, sent: boolean, userId: string) {
    await tx
      .update(orders)
      // A staff change of the order: its "last changed" moves too, either way.
      .set(
        sent
          ? { sentByPostAt: sql`now()`, sentByPostBy: userId, updatedAt: sql`now()` }
          : { sentByPostAt: null, sentByPostBy: null, updatedAt: sql`now()` },
      )
      .where(and(eq(orders.orgId, orgId), eq(orders.orderId, orderId)));
    await tx
      .insert(orderPostChanges)
      .values({ orgId, changeId: randomUUID(), orderId, change: sent ? 'sent' : 'unsent', changedBy: userId });
  },

  /** When the order was marked sent by post and when the mark was taken back, oldest first. */
  postChanges: (tx: Tx, orgId: string, orderId: string) =>
    tx
      .select({ change: orderPostChanges.change, createdAt: orderPostChanges.createdAt })
      .from(orderPostChanges)
      .where(and(eq(orderPostChanges.orgId, orgId), eq(orderPostChanges.orderId, orderId)))
      .orderBy(asc(orderPostChanges.createdAt)),

  /** Orders still holding tickets past their time, in every organisation (platform scope). */
  lapsedHolding: (tx: Tx, now: Date, limit: number) =>
    queryRows<{ org_id: string; order_id: string }>(
      tx,
      sql`select org_id, order_id from orders where holding and status in ('Created', 'Payment pending') and hold_expires_at <= ${now.toISOString()}
          order by hold_expires_at limit ${limit}`,
    ),
};

export const orderLinesRepository = {
  /** The order's lines, numbered from 1 in the order given. */
  async insertMany(tx: Tx, orgId: string, orderId: string, lines: readonly NewOrderLine[]): Promise<OrderLine[]> {
    if (lines.length === 0) return [];
    const rows = await insertOrderLines.returning(
      tx,
      lines.map((line, index) => rowOfLine(orgId, orderId, index + 1, line)),
    );
    return rows.map(lineOfRow);
  },
  async list(tx: Tx, orgId: string, orderId: string): Promise<OrderLine[]> {
    const rows = await linesOfOrder(tx, { orgId, orderId });
    return rows.map(lineOfRow);
  },
  /**
   * What a list of the lines of these orders shows (the orders workbook), by order id then line,
   * named in `language` as nameIn does (that language, else English, else the first name kept):
   * only the columns it reads, resolved by the database, so a page of thousands is quick to map.
   */
  listedOf(tx: Tx, orgId: string, orderIds: readonly string[], language: string): Promise<ListedOrderLine[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    const nameOf = (names: SQL) =>
      sql`coalesce(nullif(${names}->>${language}, ''), nullif(${names}->>'en', ''),
            (select e.value from jsonb_each_text(${names}) e where e.value <> '' limit 1), '')`;
    return queryRows<ListedOrderLine>(
      tx,
      sql`select l.order_id as "orderId", l.line_no as "lineNo", l.kind,
            case when l.kind = 'Event' then ${nameOf(sql`l.event_names`)} else ${nameOf(sql`l.sellable_names`)} end as name,
            case when l.kind = 'Event' then ${nameOf(sql`l.ticket_names`)} else coalesce(nullif(l.details->'offerNames'->>${language}, ''), l.details->>'offerName', '') end as item,
            l.starts_at as "startsAt", l.time_zone as "timeZone", l.quantity, l.unit_gross_minor as "unitGrossMinor",
            l.vat_basis_points as "vatBasisPoints"
          from order_lines l
          where l.org_id = ${orgId} and l.order_id = any(${`{${orderIds.join(',')}}`}::uuid[])
          order by l.order_id, l.line_no`,
    );
  },
};
