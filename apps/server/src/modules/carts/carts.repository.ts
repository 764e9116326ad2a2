import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { builtOnce, type Slots } from '../../db/built-once.js';
import { queryRows, type Tx } from '../../db/client.js';
import { cartItems, cartLines, carts } from '../../db/schema/index.js';
import { itemOfRow, type CartItem } from './cart-items.js';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;

// The sale's statements, built once (db/built-once.ts).
const insertOpenCart = builtOnce((tx, slot: Slots<{ orgId: string; cartId: string; language: string; expiresAt: Date | null }>) =>
  tx
    .insert(carts)
    .values({ orgId: slot('orgId'), cartId: slot('cartId'), language: slot('language'), status: 'Open', expiresAt: slot('expiresAt') })
    .returning(),
);
const cartOf = (tx: Tx, slot: Slots<{ orgId: string; cartId: string }>) =>
  tx
    .select()
    .from(carts)
    .where(and(eq(carts.orgId, slot('orgId')), eq(carts.cartId, slot('cartId'))));
const readCart = builtOnce(cartOf);
const lockCart = builtOnce((tx, slot: Slots<{ orgId: string; cartId: string }>) => cartOf(tx, slot).for('update'));
const itemsOfCart = builtOnce((tx, slot: Slots<{ orgId: string; cartId: string }>) =>
  tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.orgId, slot('orgId')), eq(cartItems.cartId, slot('cartId'))))
    .orderBy(asc(cartItems.position)),
);
const insertEventItem = builtOnce(
  (
    tx,
    slot: Slots<{ orgId: string; cartId: string; itemId: string; occurrenceId: string; schoolClassId: string | null; position: number }>,
  ) =>
    tx.insert(cartItems).values({
      orgId: slot('orgId'),
      cartId: slot('cartId'),
      itemId: slot('itemId'),
      kind: 'Event',
      occurrenceId: slot('occurrenceId'),
      schoolClassId: slot('schoolClassId'),
      position: slot('position'),
    }),
);
/**
 * The item's ticket lines, as `listForItems` reads them, aggregated as JSON inside the items'
 * select. Every column of a line is a JSON value as it is.
 */
const linesOfRowItem = sql<CartLineRow[]>`(
  select coalesce(json_agg(json_build_object(
    'orgId', l.org_id, 'itemId', l.item_id, 'ticketTypeId', l.ticket_type_id, 'bucket', l.bucket,
    'quantity', l.quantity, 'holderNames', l.holder_names
  ) order by l.ticket_type_id), '[]'::json)
  from cart_lines l where l.org_id = "cart_items"."org_id" and l.item_id = "cart_items"."item_id")`;
const contentsOfCart = builtOnce((tx, slot: Slots<{ orgId: string; cartId: string }>) =>
  tx
    .select({ item: cartItems, lines: linesOfRowItem })
    .from(cartItems)
    .where(and(eq(cartItems.orgId, slot('orgId')), eq(cartItems.cartId, slot('cartId'))))
    .orderBy(asc(cartItems.position)),
);
// The item ids as one array value, so one statement serves a cart of any size.
const linesOfItems = builtOnce((tx, slot: Slots<{ orgId: string; itemIds: string[] }>) =>
  tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.orgId, slot('orgId')), sql`${cartLines.itemId} = any(${slot('itemIds')}::uuid[])`)),
);
const addToLine = builtOnce((tx, slot: Slots<Omit<CartLineRow, 'holderNames'>>) =>
  tx
    .insert(cartLines)
    .values({
      orgId: slot('orgId'),
      itemId: slot('itemId'),
      ticketTypeId: slot('ticketTypeId'),
      bucket: slot('bucket'),
      quantity: slot('quantity'),
      holderNames: [],
    })
    .onConflictDoUpdate({
      target: [cartLines.orgId, cartLines.itemId, cartLines.ticketTypeId],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
    }),
);

const checkOutCart = builtOnce((tx, slot: Slots<{ orgId: string; cartId: string }>) =>
  tx
    .update(carts)
    .set({ status: 'CheckedOut', updatedAt: sql`now()` })
    .where(and(eq(carts.orgId, slot('orgId')), eq(carts.cartId, slot('cartId')))),
);

export const cartsRepository = {
  /** A new open cart; an add makes it with its holds' expiry at once. */
  async create(tx: Tx, orgId: string, cartId: string, language: string, expiresAt: Date | null = null): Promise<CartRow> {
    const [row] = await insertOpenCart(tx, { orgId, cartId, language, expiresAt });
    return row!;
  },

  /** The cart, locked for this transaction when `forUpdate`: every change to a cart starts here. */
  async find(tx: Tx, orgId: string, cartId: string, forUpdate = false): Promise<CartRow | undefined> {
    const [row] = await (forUpdate ? lockCart : readCart)(tx, { orgId, cartId });
    return row;
  },

  /** The cart if it is open and its holds have lapsed, locked; skipped when another transaction has it. */
  async lockIfLapsed(tx: Tx, orgId: string, cartId: string, now: Date): Promise<CartRow | undefined> {
    const [row] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.orgId, orgId), eq(carts.cartId, cartId), eq(carts.status, 'Open'), lte(carts.expiresAt, now)))
      .for('update', { skipLocked: true });
    return row;
  },

  async update(
    tx: Tx,
    orgId: string,
    cartId: string,
    changes: Partial<Pick<CartRow, 'status' | 'expiresAt' | 'language' | 'requestedFees'>>,
  ) {
    await tx
      .update(carts)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(carts.orgId, orgId), eq(carts.cartId, cartId)));
  },

  /**
   * Holds last until `expiresAt` (`holdsUntil`: the app's clock, ctx.now(), which tests move); with
   * `language`, the cart speaks it from now on. Answers the cart as it is now, so no read follows.
   */
  async extendHolds(tx: Tx, orgId: string, cartId: string, expiresAt: Date, language?: string): Promise<CartRow> {
    const [row] = await tx
      .update(carts)
      .set({ expiresAt, updatedAt: sql`now()`, ...(language ? { language } : {}) })
      .where(and(eq(carts.orgId, orgId), eq(carts.cartId, cartId)))
      .returning();
    return row!;
  },

  /** The cart became an order (its holds now belong to the order). */
  checkOut: (tx: Tx, orgId: string, cartId: string) => checkOutCart(tx, { orgId, cartId }),

  /** Open carts whose holds have lapsed, in every organisation (the sweep runs in platform scope). */
  lapsed: (tx: Tx, now: Date, limit: number) =>
    queryRows<{ org_id: string; cart_id: string }>(
      tx,
      sql`select org_id, cart_id from carts where status = 'Open' and expires_at <= ${now.toISOString()} order by expires_at limit ${limit}`,
    ),

  /** Lapsed open carts holding tickets of one occurrence: released before a take is refused as sold out. */
  lapsedHolding: (tx: Tx, orgId: string, occurrenceId: string, now: Date) =>
    queryRows<{ cart_id: string }>(
      tx,
      sql`select distinct c.cart_id from carts c join cart_items i on i.org_id = c.org_id and i.cart_id = c.cart_id
          where c.org_id = ${orgId} and c.status = 'Open' and c.expires_at <= ${now.toISOString()} and i.occurrence_id = ${occurrenceId}`,
    ),
};

export const cartItemsRepository = {
  async listForCart(tx: Tx, orgId: string, cartId: string): Promise<CartItem[]> {
    const rows = await itemsOfCart(tx, { orgId, cartId });
    return rows.map(itemOfRow);
  },

  /** The cart's items, by position, and their ticket lines, in one statement. */
  async contentsOf(tx: Tx, orgId: string, cartId: string): Promise<{ items: CartItem[]; lines: CartLineRow[] }> {
    const rows = await contentsOfCart(tx, { orgId, cartId });
    return { items: rows.map((row) => itemOfRow(row.item)), lines: rows.flatMap((row) => row.lines) };
  },

  async insert(tx: Tx, row: typeof cartItems.$inferInsert) {
    await tx.insert(cartItems).values(row);
  },

  /** An event's item (the add's new one): every column of the kind, so one statement serves every add. */
  async insertEventItem(
    tx: Tx,
    row: { orgId: string; cartId: string; itemId: string; occurrenceId: string; schoolClassId: string | null; position: number },
  ) {
    await insertEventItem(tx, row);
  },

  async remove(tx: Tx, orgId: string, itemIds: string[]) {
    if (itemIds.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.orgId, orgId), inArray(cartItems.itemId, itemIds)));
  },
};

export const cartLinesRepository = {
  listForItems: (tx: Tx, orgId: string, itemIds: string[]) =>
    itemIds.length === 0 ? Promise.resolve([] as CartLineRow[]) : linesOfItems(tx, { orgId, itemIds }),

  /** Adds tickets to a line, or starts it; holder names grow with empty places. */
  async add(tx: Tx, row: Omit<CartLineRow, 'holderNames'>) {
    await addToLine(tx, row);
  },

  async setQuantity(tx: Tx, orgId: string, itemId: string, ticketTypeId: string, quantity: number, holderNames: (string | null)[]) {
    await tx
      .update(cartLines)
      .set({ quantity, holderNames })
      .where(and(eq(cartLines.orgId, orgId), eq(cartLines.itemId, itemId), eq(cartLines.ticketTypeId, ticketTypeId)));
  },

  async remove(tx: Tx, orgId: string, itemId: string, ticketTypeId: string) {
    await tx
      .delete(cartLines)
      .where(and(eq(cartLines.orgId, orgId), eq(cartLines.itemId, itemId), eq(cartLines.ticketTypeId, ticketTypeId)));
  },
};
