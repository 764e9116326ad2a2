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
const checkOutCart = builtOnce((tx, slot: Slots<{ orgId: string; cartId: string }>) =>
  tx
    .update(carts)
    .set({ status: 'CheckedOut', updatedAt: sql`now()` })
    .where(and(eq(carts.orgId, slot('orgId')), eq(carts.cartId, slot('cartId')))),
);

/** What one add of tickets writes: its cart (made now, or the open one the caller locked), its item if new, its lines. */
export interface TicketsAdded {
  orgId: string;
  cartId: string;
  /** A new cart speaks this language; an open cart changes to it when given (null: keeps its own). */
  language: string | null;
  /** Holds last until then (every add restarts the whole cart's hold time). */
  expiresAt: Date;
  /** True when the cart is made by this add. */
  newCart: boolean;
  /** The event's new item, or null when the lines join the cart's item for the occurrence. */
  newItem: { occurrenceId: string; schoolClassId: string | null; position: number } | null;
  itemId: string;
  lines: readonly { ticketTypeId: string; bucket: string; quantity: number }[];
}

/** The statement's slots: the add's own values, and each line's as `0.ticketTypeId`, `0.bucket`, `0.quantity`, … */
type TicketsAddedSlots = {
  orgId: string;
  cartId: string;
  itemId: string;
  /** A new cart's language; for an open cart, null keeps the one it has (coalesce). */
  language: string;
  expiresAt: Date;
  occurrenceId: string;
  schoolClassId: string | null;
  position: number;
} & Record<`${number}.${string}`, unknown>;
const ticketsAddedShapes = new Map<string, (tx: Tx, values: Record<string, unknown>) => Promise<CartRow[]>>();

/**
 * The add's writes as one statement (issue 13): the cart, the item and the lines are
 * data-modifying parts of one WITH, each a round trip before. PostgreSQL checks the lines' and
 * the item's foreign keys at the statement's end, when their cart and item exist. Built once per
 * shape: new cart or not, new item or not, the number of lines (a handful of ticket types; the
 * first 64 shapes are kept, a rarer one is built for its call).
 */
function ticketsAddedStatement(newCart: boolean, newItem: boolean, lineCount: number) {
  const key = `${newCart}|${newItem}|${lineCount}`;
  let statement = ticketsAddedShapes.get(key);
  if (statement) return statement;
  statement = builtOnce((tx, slot: Slots<TicketsAddedSlots>) => {
    const cart = tx.$with('cart').as(
      newCart
        ? tx
            .insert(carts)
            .values({
              orgId: slot('orgId'),
              cartId: slot('cartId'),
              language: slot('language'),
              status: 'Open',
              expiresAt: slot('expiresAt'),
            })
            .returning()
        : tx
            .update(carts)
            .set({
              expiresAt: slot('expiresAt'),
              updatedAt: sql`now()`,
              language: sql`coalesce(${slot('language')}::text, ${carts.language})`,
            })
            .where(and(eq(carts.orgId, slot('orgId')), eq(carts.cartId, slot('cartId'))))
            .returning(),
    );
    const item = tx.$with('item').as(
      tx
        .insert(cartItems)
        .values({
          orgId: slot('orgId'),
          cartId: slot('cartId'),
          itemId: slot('itemId'),
          kind: 'Event',
          occurrenceId: slot('occurrenceId'),
          schoolClassId: slot('schoolClassId'),
          position: slot('position'),
        })
        .returning({ itemId: cartItems.itemId }),
    );
    const lines = tx.$with('lines').as(
      tx
        .insert(cartLines)
        .values(
          Array.from({ length: lineCount }, (_, index) => ({
            orgId: slot('orgId'),
            itemId: slot('itemId'),
            ticketTypeId: slot(`${index}.ticketTypeId`) as string,
            bucket: slot(`${index}.bucket`) as string,
            quantity: slot(`${index}.quantity`) as number,
            holderNames: [],
          })),
        )
        // Tickets of a type the item has already: its line grows (holder names grow on read).
        .onConflictDoUpdate({
          target: [cartLines.orgId, cartLines.itemId, cartLines.ticketTypeId],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
        })
        .returning({ itemId: cartLines.itemId }),
    );
    return (newItem ? tx.with(cart, item, lines) : tx.with(cart, lines)).select().from(cart);
  }) as (tx: Tx, values: Record<string, unknown>) => Promise<CartRow[]>;
  if (ticketsAddedShapes.size < 64) ticketsAddedShapes.set(key, statement);
  return statement;
}

export const cartsRepository = {
  /** A new open cart, holding nothing yet (an add of tickets makes its cart with writeTicketsAdded). */
  async create(tx: Tx, orgId: string, cartId: string, language: string): Promise<CartRow> {
    const [row] = await insertOpenCart(tx, { orgId, cartId, language, expiresAt: null });
    return row!;
  },

  /**
   * Writes an add of tickets in one statement and answers the cart as it is after. The lines are
   * one per ticket type (a type named twice is summed first).
   */
  async writeTicketsAdded(tx: Tx, add: TicketsAdded): Promise<CartRow> {
    const byType = new Map<string, { ticketTypeId: string; bucket: string; quantity: number }>();
    for (const line of add.lines) {
      const same = byType.get(line.ticketTypeId);
      if (same) same.quantity += line.quantity;
      else byType.set(line.ticketTypeId, { ...line });
    }
    const lines = [...byType.values()];
    if (lines.length === 0) throw new Error('writeTicketsAdded: no lines');
    const values: Record<string, unknown> = {
      orgId: add.orgId,
      cartId: add.cartId,
      itemId: add.itemId,
      language: add.language,
      expiresAt: add.expiresAt,
      ...(add.newItem ?? {}),
    };
    lines.forEach((line, index) => {
      values[`${index}.ticketTypeId`] = line.ticketTypeId;
      values[`${index}.bucket`] = line.bucket;
      values[`${index}.quantity`] = line.quantity;
    });
    const [cart] = await ticketsAddedStatement(add.newCart, add.newItem !== null, lines.length)(tx, values);
    return cart!;
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

  async remove(tx: Tx, orgId: string, itemIds: string[]) {
    if (itemIds.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.orgId, orgId), inArray(cartItems.itemId, itemIds)));
  },
};

export const cartLinesRepository = {
  listForItems: (tx: Tx, orgId: string, itemIds: string[]) =>
    itemIds.length === 0 ? Promise.resolve([] as CartLineRow[]) : linesOfItems(tx, { orgId, itemIds }),

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
