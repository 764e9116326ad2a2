import { randomUUID } from 'node:crypto';
import { SHOP_MESSAGES, type FeeCategory, type TAddToCart, type TCart, type TRevokeCart, type TUpdateHolderNames } from '@foyer/contracts';
import { POOL_BUCKET, bucketDemand, bucketOf, cartProblemFields, chosenLines, validateTicketLines, type SaleMode } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { AppError, conflict, invalid } from '../../lib/app-error.js';
import { findEvent, findNamedOccurrence, findOccurrence, ticketTypesOfEvent } from '../events/index.js';
import { holdPlacesAtCommit, placesAvailable, refusedBucket, releaseHeldPlaces } from '../inventory/index.js';
import { holdsUntil, releaseItems, releaseLapsedCart, releaseLapsedHolding } from './cart-holds.js';
import { addDonation } from './cart-donations.js';
import { addProduct } from './cart-products.js';
import { addVoucher } from './cart-vouchers.js';
import { cartNotFound, lockOpenCart, requireOrganization } from './cart-locks.js';
import { loadCartView } from './cart-view.js';
import { eventItemsOf, isEventItem, type CartItem, type EventItem } from './cart-items.js';
import { cartItemsRepository, cartLinesRepository, cartsRepository, type CartLineRow, type CartRow } from './carts.repository.js';

/** A bucket could not give what was asked; carries the answer for the visitor. */
class SoldOut extends AppError {
  constructor(
    readonly occurrenceId: string,
    fields: Record<string, string>,
  ) {
    super('conflict', SHOP_MESSAGES.soldOut, fields);
  }
}

export async function getCart(ctx: AppContext, orgId: string, cartId: string): Promise<TCart> {
  await releaseLapsedCart(ctx, orgId, cartId);
  return inTenant(ctx.db, orgId, async (tx) => {
    const settings = await requireOrganization(ctx, tx, orgId);
    const cart = await cartsRepository.find(tx, orgId, cartId);
    if (!cart || cart.status === 'CheckedOut') throw cartNotFound();
    return loadCartView(tx, cart, ctx.now(), { settings });
  });
}

/**
 * The occurrence an add names (a single event's own id names its one occurrence) with its event
 * and venue, read in one statement, if a visitor may buy it now; otherwise a 400/409 naming
 * `event.eventId`.
 */
async function occurrenceOnSale(tx: Tx, orgId: string, eventId: string, now: Date) {
  const found = await findNamedOccurrence(tx, orgId, eventId);
  // Never 404 here: the shop resets the whole cart on a 404 (SPEC §8).
  if (!found || found.event.visibility !== 'Public') {
    throw invalid({ 'event.eventId': SHOP_MESSAGES.eventNotFound }, SHOP_MESSAGES.eventNotFound);
  }
  const { occurrence, event } = found;
  if (event.status !== 'Published' || occurrence.status !== 'Published' || occurrence.endsAt.getTime() <= now.getTime()) {
    throw conflict(SHOP_MESSAGES.notOnSale, { 'event.eventId': SHOP_MESSAGES.notOnSale });
  }
  return found;
}

/** The cart's lines after adding `wanted` to an item: as the upsert leaves them, so the view need not read them back. */
function linesAfterAdding(lines: CartLineRow[], add: Omit<CartLineRow, 'holderNames'>[]): CartLineRow[] {
  const after = lines.map((line) => ({ ...line }));
  for (const line of add) {
    const same = after.find((l) => l.itemId === line.itemId && l.ticketTypeId === line.ticketTypeId);
    if (same) same.quantity += line.quantity;
    else after.push({ ...line, holderNames: [] });
  }
  return after;
}

/**
 * One attempt: everything in one transaction, which a sold-out bucket rolls back whole. Nothing
 * is read twice: the organisation's settings are kept per process, the occurrence comes with its
 * event and venue, a new cart is made with its expiry, and the view is priced from what the add
 * read and wrote. The buckets' holds come last and, on PostgreSQL, go with the COMMIT in one
 * message: the hot row of a rush is locked only while the database runs them and commits, so
 * buyers of one occurrence queue on it for no round trip at all. A hold that does not fit rolls
 * the whole add back and is answered as sold out after it.
 */
function tryAddTickets(ctx: AppContext, orgId: string, body: TAddToCart & { event: NonNullable<TAddToCart['event']> }) {
  let occurrenceId: string | undefined;
  // What this cart already held of each bucket: a refusal then says the last places are in it.
  const heldByBucket = new Map<string, number>();
  return inTenant(ctx.db, orgId, async (tx) => {
    heldByBucket.clear();
    const settings = await requireOrganization(ctx, tx, orgId);
    const now = ctx.now();
    const expiresAt = holdsUntil(now, settings.holdMinutes);
    const found = await occurrenceOnSale(tx, orgId, body.event.eventId, now);
    const { occurrence, event, types } = found;
    // An open cart is locked and read first; a new one is only written, with the rest, below.
    let opened: CartRow | undefined;
    let items: CartItem[] = [];
    let lines: CartLineRow[] = [];
    if (body.cartId) {
      opened = await lockOpenCart(tx, orgId, body.cartId);
      ({ items, lines } = await cartItemsRepository.contentsOf(tx, orgId, opened.cartId));
    }
    const cartId = opened?.cartId ?? randomUUID();
    const existing = eventItemsOf(items).find(
      (item) => item.occurrenceId === occurrence.occurrenceId && item.schoolClassId === (body.event.schoolClassId ?? null),
    );
    const held = existing ? lines.filter((line) => line.itemId === existing.itemId) : [];
    for (const line of held) {
      const bucket = bucketOf(event.saleMode as SaleMode, line.ticketTypeId);
      heldByBucket.set(bucket, (heldByBucket.get(bucket) ?? 0) + line.quantity);
    }
    const ruleTypes = types.map((t) => ({
      id: t.ticketTypeId,
      age: t.age,
      salesChannel: t.salesChannel,
      requireMinimumQuantity: t.requireMinimumQuantity,
      onSale: t.onSale,
    }));
    const problems = validateTicketLines(body.event.items, ruleTypes, {
      held: held.map((line) => ({ ticketId: line.ticketTypeId, quantity: line.quantity })),
    });
    if (problems.length > 0) throw invalid(cartProblemFields(problems), problems[0]!.message);

    const wanted = chosenLines(body.event.items);
    const item: EventItem = existing ?? {
      orgId,
      cartId,
      itemId: randomUUID(),
      kind: 'Event',
      occurrenceId: occurrence.occurrenceId,
      schoolClassId: body.event.schoolClassId ?? null,
      position: items.length,
    };
    if (!existing) items = [...items, item];
    const added = wanted.map((line) => ({
      orgId,
      itemId: item.itemId,
      ticketTypeId: line.ticketId,
      bucket: bucketOf(event.saleMode as SaleMode, line.ticketId),
      quantity: line.quantity,
    }));
    // The cart (made, or its holds extended), the item and the lines in one statement.
    const cart = await cartsRepository.writeTicketsAdded(tx, {
      orgId,
      cartId,
      language: opened && opened.language === body.language ? null : body.language,
      expiresAt,
      newCart: !opened,
      newItem: existing ? null : { occurrenceId: item.occurrenceId, schoolClassId: item.schoolClassId, position: item.position },
      itemId: item.itemId,
      lines: added,
    });
    const view = await loadCartView(tx, cart, now, {
      settings,
      contents: { items, lines: linesAfterAdding(lines, added) },
      occurrences: new Map([[occurrence.occurrenceId, found]]),
    });

    occurrenceId = occurrence.occurrenceId;
    await holdPlacesAtCommit(tx, orgId, occurrence.occurrenceId, bucketDemand(event.saleMode as SaleMode, wanted));
    return view;
  }).catch(async (error: unknown) => {
    const bucket = refusedBucket(error);
    if (bucket === undefined || occurrenceId === undefined) throw error;
    throw await soldOutFor(ctx, orgId, occurrenceId, bucket, body.event.items, heldByBucket.get(bucket) ?? 0);
  });
}

/**
 * The answer to an add whose places did not fit in `bucket`, read after its transaction ended: how
 * many are left, on each asked line that draws on the bucket (all of them in a pool). None left
 * while the cart itself holds some (`heldInBucket`) reads as the last places being in it.
 */
async function soldOutFor(
  ctx: AppContext,
  orgId: string,
  occurrenceId: string,
  bucket: string,
  asked: NonNullable<TAddToCart['event']>['items'],
  heldInBucket: number,
) {
  const available = await inTenant(ctx.db, orgId, (tx) => placesAvailable(tx, orgId, occurrenceId, bucket));
  const message = available
    ? SHOP_MESSAGES.onlyLeft.replace('{0}', String(available))
    : heldInBucket > 0
      ? SHOP_MESSAGES.lastInCart
      : SHOP_MESSAGES.soldOut;
  const fields = Object.fromEntries(
    asked.flatMap((line, index) =>
      line.quantity > 0 && (bucket === POOL_BUCKET || line.ticketId === bucket) ? [[`event.items.${index}.quantity`, message]] : [],
    ),
  );
  return new SoldOut(occurrenceId, fields);
}

/**
 * The `fee` part: the visitor asks for a fee category (Shipping, or EAN invoicing while an
 * Institution fills in its details). Asking twice changes nothing; the cart's fees are priced on
 * every read, from the rules staff keep on /fee, so a category the organisation has not set is
 * "no fee" (no line), not an error: the shop cannot know which fees are set (issue 12).
 */
async function addFee(ctx: AppContext, orgId: string, cartId: string | null, language: string, category: FeeCategory): Promise<TCart> {
  if (cartId) await releaseLapsedCart(ctx, orgId, cartId);
  return inTenant(ctx.db, orgId, async (tx) => {
    const settings = await requireOrganization(ctx, tx, orgId);
    const cart = cartId ? await lockOpenCart(tx, orgId, cartId) : await cartsRepository.create(tx, orgId, randomUUID(), language);
    if (cart.requestedFees.includes(category)) return loadCartView(tx, cart, ctx.now(), { settings });
    const requestedFees = [...cart.requestedFees, category];
    await cartsRepository.update(tx, orgId, cart.cartId, { requestedFees });
    return loadCartView(tx, { ...cart, requestedFees }, ctx.now(), { settings });
  });
}

/** PUT /api/public/carts: the SPEC §7 add-to-cart. Event tickets, donations, gift vouchers and digital tours are sold now; the other parts come with their issues. */
export async function addToCart(ctx: AppContext, orgId: string, body: TAddToCart): Promise<TCart> {
  if (body.fee) return addFee(ctx, orgId, body.cartId, body.language, body.fee.category);
  if (body.donation) return addDonation(ctx, orgId, { ...body, donation: body.donation });
  if (body.voucher) return addVoucher(ctx, orgId, { ...body, voucher: body.voucher });
  if (body.product) return addProduct(ctx, orgId, { ...body, product: body.product });
  if (!body.event) {
    const part = (['requestWithPaymentEvent', 'membership'] as const).find((key) => body[key] !== undefined)!;
    throw invalid({ [part]: SHOP_MESSAGES.notSoldYet }, SHOP_MESSAGES.notSoldYet);
  }
  const request = { ...body, event: body.event };
  if (body.cartId) await releaseLapsedCart(ctx, orgId, body.cartId);
  try {
    return await tryAddTickets(ctx, orgId, request);
  } catch (error) {
    // Sold out may only mean that lapsed carts still count: release them and try once more.
    if (error instanceof SoldOut && (await releaseLapsedHolding(ctx, orgId, error.occurrenceId))) return tryAddTickets(ctx, orgId, request);
    throw error;
  }
}

/** PUT /api/public/carts/revoke: a whole item, or one ticket of one type of it. */
export async function revokeFromCart(ctx: AppContext, orgId: string, body: TRevokeCart): Promise<TCart> {
  await releaseLapsedCart(ctx, orgId, body.cartId);
  return inTenant(ctx.db, orgId, async (tx) => {
    const settings = await requireOrganization(ctx, tx, orgId);
    const cart = await lockOpenCart(tx, orgId, body.cartId);
    if (body.fee) {
      const requestedFees = cart.requestedFees.filter((category) => category !== body.fee);
      await cartsRepository.update(tx, orgId, cart.cartId, { requestedFees });
      return loadCartView(tx, { ...cart, requestedFees }, ctx.now(), { settings });
    }
    const items = await cartItemsRepository.listForCart(tx, orgId, cart.cartId);
    const item = items.find((i) => i.itemId === body.itemId);
    if (!item) throw invalid({ itemId: 'Item not found' }, 'Item not found');
    if (!body.ticketId) {
      await releaseItems(tx, orgId, [item]);
    } else {
      const lines = await cartLinesRepository.listForItems(tx, orgId, [item.itemId]);
      const line = lines.find((l) => l.ticketTypeId === body.ticketId);
      if (!line) throw invalid({ ticketId: SHOP_MESSAGES.ticketNotFound }, SHOP_MESSAGES.ticketNotFound);
      if (!isEventItem(item)) throw invalid({ ticketId: SHOP_MESSAGES.ticketNotFound }, SHOP_MESSAGES.ticketNotFound);
      const event = (await findEvent(tx, orgId, (await findOccurrence(tx, orgId, item.occurrenceId))!.eventId))!;
      const types = await ticketTypesOfEvent(tx, orgId, event.eventId);
      const remaining = lines.map((l) => ({ ticketId: l.ticketTypeId, quantity: l === line ? l.quantity - 1 : l.quantity }));
      if (remaining.some((l) => l.quantity > 0)) {
        // What stays is held already: a type taken off sale since does not stop a removal.
        const ruleTypes = types.map((t) => ({
          id: t.ticketTypeId,
          age: t.age,
          salesChannel: t.salesChannel,
          requireMinimumQuantity: t.requireMinimumQuantity,
        }));
        const problems = validateTicketLines(remaining, ruleTypes);
        // Taking the last adult from children, or going below a minimum: remove the whole item instead.
        if (problems.length > 0) throw invalid({ ticketId: problems[0]!.message }, problems[0]!.message);
      }
      await releaseHeldPlaces(tx, orgId, item.occurrenceId, line.bucket, 1);
      if (line.quantity === 1) await cartLinesRepository.remove(tx, orgId, item.itemId, line.ticketTypeId);
      else
        await cartLinesRepository.setQuantity(
          tx,
          orgId,
          item.itemId,
          line.ticketTypeId,
          line.quantity - 1,
          line.holderNames.slice(0, line.quantity - 1),
        );
      if (!remaining.some((l) => l.quantity > 0)) await cartItemsRepository.remove(tx, orgId, [item.itemId]);
    }
    if ((await cartItemsRepository.listForCart(tx, orgId, cart.cartId)).length === 0) {
      await cartsRepository.update(tx, orgId, cart.cartId, { expiresAt: null });
    }
    return loadCartView(tx, (await cartsRepository.find(tx, orgId, cart.cartId))!, ctx.now(), { settings });
  });
}

/** PUT /api/public/carts/updateHolderNames: names on the tickets of one item. */
export async function updateHolderNames(ctx: AppContext, orgId: string, body: TUpdateHolderNames): Promise<TCart> {
  await releaseLapsedCart(ctx, orgId, body.cartId);
  return inTenant(ctx.db, orgId, async (tx) => {
    const settings = await requireOrganization(ctx, tx, orgId);
    const cart = await lockOpenCart(tx, orgId, body.cartId);
    const item = (await cartItemsRepository.listForCart(tx, orgId, cart.cartId)).find((i) => i.itemId === body.itemId);
    if (!item) throw invalid({ itemId: 'Item not found' }, 'Item not found');
    const lines = await cartLinesRepository.listForItems(tx, orgId, [item.itemId]);
    const fields: Record<string, string> = {};
    body.tickets.forEach((ticket, index) => {
      const line = lines.find((l) => l.ticketTypeId === ticket.ticketId);
      if (!line) fields[`tickets.${index}.ticketId`] = SHOP_MESSAGES.ticketNotFound;
      else if (ticket.holderNames.length > line.quantity) fields[`tickets.${index}.holderNames`] = SHOP_MESSAGES.tooManyHolderNames;
    });
    if (Object.keys(fields).length > 0) throw invalid(fields);
    for (const ticket of body.tickets) {
      const line = lines.find((l) => l.ticketTypeId === ticket.ticketId)!;
      const names = ticket.holderNames.map((name) => (name && name.trim() ? name.trim() : null));
      await cartLinesRepository.setQuantity(tx, orgId, item.itemId, line.ticketTypeId, line.quantity, names);
    }
    return loadCartView(tx, cart, ctx.now(), { settings });
  });
}
