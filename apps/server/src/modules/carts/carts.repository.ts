import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { cartItems, cartLines, carts } from '../../db/schema/index.js';
import { itemOfRow, type CartItem } from './cart-items.js';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;

export const cartsRepository = {
  /** A new open cart; an add makes it with its holds' expiry at once. */
  async create(tx: Tx, orgId: string, cartId: string, language: string, expiresAt: Date | null = null): Promise<CartRow> {
    const [row] = await tx.insert(carts).values({ orgId, cartId, language, status: 'Open', expiresAt }).returning();
    return row!;
  },

  /** The cart, locked for this transaction when `forUpdate`: every change to a cart starts here. */
  async find(tx: Tx, orgId: string, cartId: string, forUpdate = false): Promise<CartRow | undefined> {
    const query = tx
      .select()
      .from(carts)
      .where(and(eq(carts.orgId, orgId), eq(carts.cartId, cartId)));
    const [row] = forUpdate ? await query.for('update') : await query;
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
    const rows = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.orgId, orgId), eq(cartItems.cartId, cartId)))
      .orderBy(asc(cartItems.position));
    return rows.map(itemOfRow);
  },

  async insert(tx: Tx, row: typeof cartItems.$inferInsert) {
    await tx.insert(cartItems).values(row);
  },

  async remove(tx: Tx, orgId: string, itemIds: string[]) {
    if (itemIds.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.orgId, orgId), inArray(cartItems.itemId, itemIds)));
  },
};

export const cartLinesRepository = {
  listForItems: (tx: Tx, orgId: string, itemIds: string[]) =>
    itemIds.length === 0
      ? Promise.resolve([] as CartLineRow[])
      : tx
          .select()
          .from(cartLines)
          .where(and(eq(cartLines.orgId, orgId), inArray(cartLines.itemId, itemIds))),

  /** Adds tickets to a line, or starts it; holder names grow with empty places. */
  async add(tx: Tx, row: Omit<CartLineRow, 'holderNames'>) {
    await tx
      .insert(cartLines)
      .values({ ...row, holderNames: [] })
      .onConflictDoUpdate({
        target: [cartLines.orgId, cartLines.itemId, cartLines.ticketTypeId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      });
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
