import type { SaleKind } from '@foyer/contracts';
import type { cartItems } from '../../db/schema/index.js';

/*
 * A cart item sells one kind of thing, like the order line it becomes (orders/order-lines.ts).
 * An Event item is an occurrence's admissions: its tickets are cart lines, each holding places
 * in a bucket. The other kinds name what they sell and hold nothing.
 */

interface ItemOfEveryKind {
  orgId: string;
  cartId: string;
  itemId: string;
  position: number;
}

export interface EventItem extends ItemOfEveryKind {
  kind: 'Event';
  occurrenceId: string;
  schoolClassId: string | null;
}

export interface CatalogueItem extends ItemOfEveryKind {
  kind: Exclude<SaleKind, 'Event'>;
  /** The donation campaign, voucher or product. */
  sellableId: string;
  /** A product's offer. */
  offerId: string | null;
  quantity: number;
  /** The amount a visitor chose to give (donations). */
  amountMinor: number | null;
  details: Record<string, unknown>;
}

export type CartItem = EventItem | CatalogueItem;

export const isEventItem = (item: CartItem): item is EventItem => item.kind === 'Event';
export const eventItemsOf = (items: readonly CartItem[]): EventItem[] => items.filter(isEventItem);

/** The row as its kind; the table's check guarantees the kind's columns are there. */
export function itemOfRow(row: typeof cartItems.$inferSelect): CartItem {
  const common = { orgId: row.orgId, cartId: row.cartId, itemId: row.itemId, position: row.position };
  if (row.kind === 'Event') return { ...common, kind: 'Event', occurrenceId: row.occurrenceId!, schoolClassId: row.schoolClassId };
  return {
    ...common,
    kind: row.kind,
    sellableId: row.sellableId!,
    offerId: row.offerId,
    quantity: row.quantity!,
    amountMinor: row.amountMinor,
    details: row.details,
  };
}
