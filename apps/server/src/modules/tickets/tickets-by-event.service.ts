import {
  EVENT_ADMISSION_MESSAGES,
  ticketNumberOf,
  type TAdmissionTicket,
  type TEventAdmissions,
  type TEventAdmissionsQuery,
} from '@foyer/contracts';
import { combineBuckets, statusAt } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isGuideOf } from '../guides/index.js';
import { nameIn } from '../organization-settings/index.js';
import { bucketsOfOccurrences, effectiveStatus, eventReadScope, findEvent, findEventVenue, findOccurrence } from '../events/index.js';
import { ticketsByEventRepository, type AdmissionRow } from './tickets-by-event.repository.js';

/**
 * The occurrence an id names: an occurrence's own id, or a single event's id (it has exactly one).
 * A recurring event's id names no particular day: 409 with the series' id, for the page to send
 * staff there. Unknown or another organisation's: `Event not found`, as the events pages say.
 */
async function occurrenceOf(tx: Tx, orgId: string, id: string) {
  const named = await findOccurrence(tx, orgId, id);
  if (named) {
    const event = await findEvent(tx, orgId, named.eventId);
    if (event) return { event, occurrence: named };
  }
  const event = await findEvent(tx, orgId, id);
  if (!event) throw notFound('Event');
  if (event.kind === 'Recurring') throw conflict(EVENT_ADMISSION_MESSAGES.series, { parentId: event.eventId });
  const [only] = await ticketsByEventRepository.occurrenceIdsOf(tx, orgId, event.eventId, 1);
  const occurrence = only ? await findOccurrence(tx, orgId, only) : undefined;
  if (!occurrence) throw notFound('Event');
  return { event, occurrence };
}

/**
 * The status as the scanner reads it now (tickets.service lifeOf): every ticket is valid until its
 * occurrence ends, so the list and the ticket card never disagree.
 */
const statusNow = (row: AdmissionRow, endsAt: Date, now: Date) =>
  statusAt(
    {
      status: row.status,
      activatedAt: row.activatedAt,
      activationVenueId: null,
      visits: [],
      occurrenceEndsAt: endsAt,
      validityMinutes: null,
      perVenueVisits: false,
    },
    now,
  );

/** GET /api/tickets/event/{eventId}: the occurrence's admission list for the door (SPEC §2 event search by id). */
export async function listEventAdmissions(
  ctx: AppContext,
  actor: Actor,
  id: string,
  query: TEventAdmissionsQuery,
): Promise<TEventAdmissions> {
  const orgId = actor.orgId;
  return inTenant(ctx.db, orgId, async (tx) => {
    const { event, occurrence } = await occurrenceOf(tx, orgId, id);
    // A guide scans at their own tours: the names and numbers of other events' buyers are not theirs to list.
    if (eventReadScope(actor.permissions) === 'guided' && !(await isGuideOf(tx, orgId, event.eventId, actor.userId))) {
      throw notFound('Event');
    }
    const venue = event.venueId ? await findEventVenue(tx, orgId, event.venueId) : undefined;
    const buckets = combineBuckets(await bucketsOfOccurrences(tx, orgId, [occurrence.occurrenceId]));
    const admitted = await ticketsByEventRepository.admittedCount(tx, orgId, occurrence.occurrenceId);
    const { rows, total } = await ticketsByEventRepository.page(tx, orgId, occurrence.occurrenceId, query);
    const now = ctx.now();
    const items: TAdmissionTicket[] = rows.map((row) => ({
      ticketId: row.ticketId,
      ticketNumber: ticketNumberOf(row.orderNumber, row.position),
      orderId: row.orderId,
      ticketTypeName: nameIn(row.ticketNames, actor.language, event.defaultLanguage),
      holderName: row.holderName,
      buyerName: row.buyerName,
      status: statusNow(row, occurrence.endsAt, now),
      visitState: row.visitState,
      activatedAt: row.activatedAt?.toISOString() ?? null,
    }));
    return {
      event: {
        eventId: occurrence.occurrenceId,
        parentId: event.eventId,
        name: nameIn(event.names, actor.language, event.defaultLanguage),
        status: effectiveStatus(event, occurrence),
        startsAt: occurrence.startsAt.toISOString(),
        endsAt: occurrence.endsAt.toISOString(),
        allDay: occurrence.allDay,
        timeZone: event.timeZone,
        venueName: venue?.name ?? null,
        capacity: buckets.capacity,
        sold: buckets.sold,
        soldOffline: buckets.soldOffline,
        admitted,
      },
      tickets: { items, page: { number: query.page, size: query.size }, total },
    };
  });
}
