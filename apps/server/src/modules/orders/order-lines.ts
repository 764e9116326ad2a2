import type { REFUND_POLICIES, SaleKind, TLocalizedNames } from '@foyer/contracts';
import type { orderLines } from '../../db/schema/index.js';

/*
 * An order line sells one kind of thing (20261125T0915_sale_kinds). Event lines are admissions:
 * they hold places in an occurrence's bucket and become tickets. The other kinds name what they
 * sell from the museum's catalogue (a donation campaign, a gift voucher, a product's offer) and
 * hold nothing. The table keeps both shapes in one row type with a check per kind; code reads
 * them as this union, so a place-holding path can only be given Event lines.
 */

interface LineOfEveryKind {
  orgId: string;
  orderId: string;
  lineNo: number;
  quantity: number;
  unitNetMinor: number;
  vatBasisPoints: number;
  unitGrossMinor: number;
  details: Record<string, unknown>;
}

export interface EventLine extends LineOfEveryKind {
  kind: 'Event';
  occurrenceId: string;
  ticketTypeId: string;
  bucket: string;
  /** What the buyer saw, kept even if staff rename or delete later. */
  eventNames: TLocalizedNames;
  ticketNames: TLocalizedNames;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  venueName: string | null;
  /** The event's refund policy when sold; null on a line sold before it was kept (its event gone). */
  refundPolicy: (typeof REFUND_POLICIES)[number] | null;
  holderNames: (string | null)[];
}

export interface CatalogueLine extends LineOfEveryKind {
  kind: Exclude<SaleKind, 'Event'>;
  /** The donation campaign, voucher or product sold. */
  sellableId: string;
  /** A product's offer; null for the other kinds. */
  offerId: string | null;
  sellableNames: TLocalizedNames;
}

export type OrderLine = EventLine | CatalogueLine;

type WithoutPlace<T> = Omit<T, 'orgId' | 'orderId' | 'lineNo' | 'details'> & { details?: Record<string, unknown> };
/** A line to be placed in an order: the order numbers its lines. */
export type NewOrderLine = WithoutPlace<EventLine> | WithoutPlace<CatalogueLine>;

export const isEventLine = (line: OrderLine): line is EventLine => line.kind === 'Event';
export const eventLinesOf = (lines: readonly OrderLine[]): EventLine[] => lines.filter(isEventLine);

type OrderLineRow = typeof orderLines.$inferSelect;

/** The row as its kind; the table's check guarantees the kind's columns are there. */
export function lineOfRow(row: OrderLineRow): OrderLine {
  const common = {
    orgId: row.orgId,
    orderId: row.orderId,
    lineNo: row.lineNo,
    quantity: row.quantity,
    unitNetMinor: row.unitNetMinor,
    vatBasisPoints: row.vatBasisPoints,
    unitGrossMinor: row.unitGrossMinor,
    details: row.details,
  };
  if (row.kind === 'Event') {
    return {
      ...common,
      kind: 'Event',
      occurrenceId: row.occurrenceId!,
      ticketTypeId: row.ticketTypeId!,
      bucket: row.bucket!,
      eventNames: row.eventNames!,
      ticketNames: row.ticketNames!,
      startsAt: row.startsAt!,
      endsAt: row.endsAt!,
      timeZone: row.timeZone!,
      venueName: row.venueName,
      refundPolicy: row.refundPolicy,
      holderNames: row.holderNames,
    };
  }
  return { ...common, kind: row.kind, sellableId: row.sellableId!, offerId: row.offerId, sellableNames: row.sellableNames! };
}

export function rowOfLine(orgId: string, orderId: string, lineNo: number, line: NewOrderLine): typeof orderLines.$inferInsert {
  const common = { orgId, orderId, lineNo, kind: line.kind, quantity: line.quantity, unitNetMinor: line.unitNetMinor };
  const prices = { vatBasisPoints: line.vatBasisPoints, unitGrossMinor: line.unitGrossMinor, details: line.details ?? {} };
  if (line.kind === 'Event') {
    const {
      occurrenceId,
      ticketTypeId,
      bucket,
      eventNames,
      ticketNames,
      startsAt,
      endsAt,
      timeZone,
      venueName,
      refundPolicy,
      holderNames,
    } = line;
    return {
      ...common,
      ...prices,
      occurrenceId,
      ticketTypeId,
      bucket,
      eventNames,
      ticketNames,
      startsAt,
      endsAt,
      timeZone,
      venueName,
      refundPolicy,
      holderNames,
    };
  }
  return { ...common, ...prices, sellableId: line.sellableId, offerId: line.offerId, sellableNames: line.sellableNames, holderNames: [] };
}

/** A tour's offer as sold (`details` of a Product line), in `language` when the museum named it so, else its default language's name. */
export function offerNameIn(details: Record<string, unknown> | undefined, language: string): string {
  const named = (details?.offerNames as Record<string, unknown> | undefined)?.[language];
  if (typeof named === 'string' && named.trim()) return named;
  return typeof details?.offerName === 'string' ? details.offerName : '';
}
