import { EVENT_MESSAGES, belowMinimumPerOrder, type TEventDetailsWrite } from '@foyer/contracts';
import { hasSales } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { applyQuantity, ticketTypeChanges } from './event-tickets.service.js';
import { detailsColumns, ticketRow, zoneOfDetails } from './event-create.service.js';
import { createBuckets, removeTicketTypeBuckets } from '../inventory/index.js';
import { POOL_BUCKET } from '../../db/schema/index.js';
import { bucketsRepository, eventsRepository, occurrencesRepository, ticketTypesRepository, type EventRow } from './events.repository.js';

/**
 * Changes what describes an event: its names, type, category, languages, place, duration,
 * experience, refund policy and visibility, and its ticket types' names, prices, channels and
 * quantities. Its dates and sales stay as they are; orders keep the names, prices, venue and refund
 * policy they were sold under (their lines copy them). An occurrence's id edits its event. The
 * place may change only within the time zone the dates were planned in. With the `version` the
 * form was filled from, a save by someone else since is refused.
 */
export async function editDetails(ctx: AppContext, actor: Actor, id: string, body: TEventDetailsWrite) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const orgId = actor.orgId;
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event } = found;
    // Two staff at the same form: the later save would undo the earlier one's changes unseen.
    if (body.version !== undefined && body.version !== event.version) throw new AppError('stale_version', EVENT_MESSAGES.changedSince);
    if ((await zoneOfDetails(tx, orgId, body)) !== event.timeZone) {
      const field = body.location.kind === 'Venue' ? 'location.venueId' : 'location.kind';
      throw invalid({ [field]: EVENT_MESSAGES.venueOtherTimeZone }, EVENT_MESSAGES.venueOtherTimeZone);
    }
    await eventsRepository.update(tx, orgId, event.eventId, detailsColumns(body));
    if (body.tickets) await writeTicketTypes(tx, event, body.tickets, body.removeTicketIds ?? [], ctx.now());
    return loadEventView(tx, actor, id);
  });
}

/**
 * The event's ticket types as sent, by id; one without an id is added after the others, with a
 * bucket on every date when each ticket type has its own (a pool's dates share theirs). A quantity
 * is applied to the dates only when it changed: sent as it was, it leaves every date's own capacity
 * (set on the date) alone. Those in `removeIds` go, with their buckets, while nothing of them is
 * sold or held (of a pool: nothing of the pool, which does not say by whom).
 */
async function writeTicketTypes(
  tx: Tx,
  event: EventRow,
  tickets: NonNullable<TEventDetailsWrite['tickets']>,
  removeIds: readonly string[],
  now: Date,
) {
  const listed = await ticketTypesRepository.listForEvent(tx, event.orgId, event.eventId);
  const stored = new Map(listed.map((t) => [t.ticketTypeId, t]));
  const unknown = Object.fromEntries([
    ...tickets.flatMap((ticket, index) =>
      ticket.id === undefined || stored.has(ticket.id) ? [] : [[`tickets.${index}.id`, EVENT_MESSAGES.unknownTicketType]],
    ),
    ...removeIds.flatMap((id, index) => (stored.has(id) ? [] : [[`removeTicketIds.${index}`, EVENT_MESSAGES.unknownTicketType]])),
  ]);
  if (Object.keys(unknown).length > 0) throw invalid(unknown);
  // Sold per ticket type, each quantity must hold its minimum per order; a pool's types have none.
  if (event.saleMode === 'INDIVIDUAL') {
    const below = Object.fromEntries(
      tickets.flatMap((ticket, index) => {
        const message = belowMinimumPerOrder(ticket.quantity, ticket.requireMinimumQuantity);
        return message ? [[`tickets.${index}.quantity`, message]] : [];
      }),
    );
    if (Object.keys(below).length > 0) throw invalid(below);
  }
  const removed = new Set(removeIds);
  if (removed.size > 0) await refuseRemovingSold(tx, event, removeIds);
  const kept = listed.filter((row) => !removed.has(row.ticketTypeId));
  await refuseMinimumAboveDates(tx, event, tickets, listed, now);
  // Each type as it will be: what was sent for it, else as stored (a new one is on sale).
  const after = [
    ...kept.map((row) => {
      const sent = tickets.find((t) => t.id === row.ticketTypeId);
      return { age: sent?.age ?? row.age, onSale: sent?.onSale ?? row.onSale };
    }),
    ...tickets.filter((ticket) => ticket.id === undefined).map((ticket) => ({ age: ticket.age, onSale: ticket.onSale ?? true })),
  ];
  if (after.length === 0) throw invalid({ tickets: EVENT_MESSAGES.atLeastOneTicket }, EVENT_MESSAGES.atLeastOneTicket);
  if (after.every((type) => type.age === 'Underage'))
    throw invalid({ tickets: EVENT_MESSAGES.underageAlone }, EVENT_MESSAGES.underageAlone);
  // Children's tickets left on sale without an adult's could not be bought: the shop would show only them.
  const onSale = after.filter((type) => type.onSale);
  if (onSale.length > 0 && onSale.every((type) => type.age === 'Underage')) {
    const index = tickets.findIndex((t) => t.onSale === false && t.age === 'Adult');
    const field = index >= 0 ? `tickets.${index}.onSale` : 'tickets';
    throw invalid({ [field]: EVENT_MESSAGES.underageAloneOnSale }, EVENT_MESSAGES.underageAloneOnSale);
  }
  if (removed.size > 0) {
    await removeTicketTypeBuckets(tx, event.orgId, [...removed]);
    await ticketTypesRepository.removeMany(tx, event.orgId, [...removed]);
  }
  const added = tickets.filter((ticket) => ticket.id === undefined);
  for (const [index, ticket] of tickets.entries()) {
    if (ticket.id === undefined || removed.has(ticket.id)) continue;
    const onSaleChange = ticket.onSale === undefined ? {} : { onSale: ticket.onSale };
    await ticketTypesRepository.update(tx, event.orgId, ticket.id, { ...ticketTypeChanges(ticket), ...onSaleChange });
    if (ticket.quantity !== stored.get(ticket.id)!.quantity) {
      await applyQuantity(tx, event, ticket.id, ticket.quantity, `tickets.${index}.quantity`, now);
    }
  }
  if (added.length === 0) return;
  let position = Math.max(-1, ...listed.map((t) => t.position)) + 1;
  const rows = added.map((ticket) => ({ ...ticketRow(event.orgId, event.eventId, ticket, position++), onSale: ticket.onSale ?? true }));
  await ticketTypesRepository.insertMany(tx, rows);
  if (event.saleMode === 'INDIVIDUAL') {
    const dates = await occurrencesRepository.listForEvent(tx, event.orgId, event.eventId);
    await createBuckets(
      tx,
      dates.flatMap((date) =>
        rows.map((row) => ({ orgId: event.orgId, occurrenceId: date.occurrenceId, bucket: row.ticketTypeId, capacity: row.quantity })),
      ),
    );
  }
}

/**
 * A ticket type goes only while nothing of it is sold or held on any date: with each type's own
 * buckets that is its own; with one pool, the pool's (which does not say which type was sold).
 * The buckets are locked, so a buyer's add waits for this decision.
 */
async function refuseRemovingSold(tx: Tx, event: EventRow, removeIds: readonly string[]) {
  const buckets = await bucketsRepository.forEvent(tx, event.orgId, event.eventId, true);
  const used = new Set(buckets.filter(hasSales).map((bucket) => bucket.bucket));
  const index = removeIds.findIndex((id) => used.has(event.saleMode === 'POOL' ? POOL_BUCKET : id));
  if (index >= 0) throw conflict(EVENT_MESSAGES.ticketTypeHasSales, { [`removeTicketIds.${index}`]: EVENT_MESSAGES.ticketTypeHasSales });
}

/**
 * A minimum per order above what a date to come holds for the ticket type (the pool's places, or
 * its own) could never be bought there: refused, naming the smallest such capacity, as the date
 * and series edits refuse a capacity below the minimum from their side. Dates over or canceled
 * do not count.
 */
async function refuseMinimumAboveDates(
  tx: Tx,
  event: EventRow,
  tickets: NonNullable<TEventDetailsWrite['tickets']>,
  stored: readonly { ticketTypeId: string; quantity: number | null }[],
  now: Date,
) {
  // A type of its own whose quantity changes too gets new places on its dates (the contract holds
  // the minimum to that quantity): only the places staying are checked here.
  const keepsPlaces = (id: string, quantity: number | null | undefined) =>
    event.saleMode === 'POOL' || stored.find((row) => row.ticketTypeId === id)?.quantity === quantity;
  const asked = tickets.flatMap((ticket, index) =>
    ticket.id !== undefined && ticket.requireMinimumQuantity && keepsPlaces(ticket.id, ticket.quantity)
      ? [{ index, id: ticket.id, minimum: ticket.requireMinimumQuantity }]
      : [],
  );
  if (asked.length === 0) return;
  const dates = await occurrencesRepository.listForEvent(tx, event.orgId, event.eventId);
  const toCome = new Set(dates.filter((date) => date.endsAt > now && date.status !== 'Canceled').map((date) => date.occurrenceId));
  const buckets = (await bucketsRepository.forEvent(tx, event.orgId, event.eventId)).filter(
    (bucket) => toCome.has(bucket.occurrenceId) && bucket.capacity !== null,
  );
  for (const { index, id, minimum } of asked) {
    const holding = buckets.filter((bucket) => bucket.bucket === (event.saleMode === 'POOL' ? POOL_BUCKET : id));
    const smallest = Math.min(...holding.map((bucket) => bucket.capacity!));
    if (holding.length > 0 && minimum > smallest) {
      const message = EVENT_MESSAGES.minimumAboveDateCapacity.replace('{0}', String(smallest));
      throw invalid({ [`tickets.${index}.requireMinimumQuantity`]: message }, message);
    }
  }
}
