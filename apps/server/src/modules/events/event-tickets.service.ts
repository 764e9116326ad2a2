import { EVENT_MESSAGES, belowMinimumPerOrder, type TTicketQuantities, type TTicketTypeWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { setBucketCapacities } from './event-capacity.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { bucketsRepository, occurrencesRepository, ticketTypesRepository, type EventRow } from './events.repository.js';

/**
 * A ticket type's quantity is, in Individual restricted mode, the capacity of its bucket in each
 * occurrence that has not started yet; none may drop below what it sold or holds (409).
 */
export async function applyQuantity(tx: Tx, event: EventRow, ticketTypeId: string, quantity: number | null, field: string, now: Date) {
  await ticketTypesRepository.update(tx, event.orgId, ticketTypeId, { quantity });
  if (event.saleMode !== 'INDIVIDUAL') return;
  const upcoming = new Set(
    (await occurrencesRepository.listForEvent(tx, event.orgId, event.eventId)).filter((o) => o.startsAt > now).map((o) => o.occurrenceId),
  );
  const buckets = (await bucketsRepository.forEvent(tx, event.orgId, event.eventId, true)).filter(
    (b) => b.bucket === ticketTypeId && upcoming.has(b.occurrenceId),
  );
  await setBucketCapacities(tx, buckets, quantity, field);
}

/** A ticket type's row as written: what it is called, for whom, at what price, where sold (its quantity apart). */
export const ticketTypeChanges = (body: TTicketTypeWrite) => ({
  names: body.names,
  age: body.age,
  netMinor: body.netPriceMinor,
  vatBasisPoints: body.vatBasisPoints,
  salesChannel: body.salesChannel,
  requireMinimumQuantity: body.requireMinimumQuantity,
});

async function lockEvent(tx: Tx, actor: Actor, id: string) {
  const found = await resolveEvent(tx, actor, id, { forUpdate: true });
  if (!found) throw notFound('Event');
  return found.event;
}

/** Replaces one ticket type (names, age, prices, channel, quantity, minimum). */
export async function updateTicket(ctx: AppContext, actor: Actor, id: string, ticketId: string, body: TTicketTypeWrite) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const event = await lockEvent(tx, actor, id);
    const tickets = await ticketTypesRepository.listForEvent(tx, actor.orgId, event.eventId);
    if (!tickets.some((t) => t.ticketTypeId === ticketId)) throw notFound('Ticket type');
    if (tickets.every((t) => (t.ticketTypeId === ticketId ? body.age : t.age) === 'Underage')) {
      throw invalid({ age: EVENT_MESSAGES.underageAlone }, EVENT_MESSAGES.underageAlone);
    }
    // A pool is shared: the ticket type's minimum must fit in it (its own quantity is checked by the contract).
    if (event.saleMode === 'POOL' && belowMinimumPerOrder(event.poolCapacity, body.requireMinimumQuantity)) {
      const message = EVENT_MESSAGES.minimumAbovePoolCapacity.replace('{0}', String(event.poolCapacity));
      throw invalid({ requireMinimumQuantity: message }, message);
    }
    await ticketTypesRepository.update(tx, actor.orgId, ticketId, ticketTypeChanges(body));
    await applyQuantity(tx, event, ticketId, body.quantity, 'quantity', ctx.now());
    return loadEventView(tx, actor, id);
  });
}

/** Sets the quantities of several ticket types at once. */
export async function updateTicketQuantities(ctx: AppContext, actor: Actor, id: string, body: TTicketQuantities) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const event = await lockEvent(tx, actor, id);
    const known = new Map((await ticketTypesRepository.listForEvent(tx, actor.orgId, event.eventId)).map((t) => [t.ticketTypeId, t]));
    const unknown = Object.fromEntries(
      body.tickets.flatMap((t, index) => (known.has(t.id) ? [] : [[`tickets.${index}.id`, EVENT_MESSAGES.unknownTicketType]])),
    );
    if (Object.keys(unknown).length > 0) throw invalid(unknown);
    const belowMinimum = Object.fromEntries(
      body.tickets.flatMap((t, index) => {
        const message = belowMinimumPerOrder(t.quantity, known.get(t.id)!.requireMinimumQuantity);
        return message ? [[`tickets.${index}.quantity`, message]] : [];
      }),
    );
    if (Object.keys(belowMinimum).length > 0) throw invalid(belowMinimum);
    for (const [index, ticket] of body.tickets.entries())
      await applyQuantity(tx, event, ticket.id, ticket.quantity, `tickets.${index}.quantity`, ctx.now());
    return loadEventView(tx, actor, id);
  });
}
