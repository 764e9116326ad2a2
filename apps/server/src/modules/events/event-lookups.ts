import type { Tx } from '../../db/client.js';
import {
  type EventRow,
  type OccurrenceRow,
  type TicketTypeRow,
  bucketsRepository,
  eventsRepository,
  eventTypesRepository,
  occurrencesRepository,
  ticketTypesRepository,
} from './events.repository.js';

/*
 * What other modules read of events, occurrences, ticket types and their buckets, in the caller's
 * transaction. Events writes them; every other module only reads, through these.
 */

/** An event of the organisation; locked for update when asked (a sale checks it is still on sale). */
export const findEvent = (tx: Tx, orgId: string, eventId: string, forUpdate = false) =>
  eventsRepository.find(tx, orgId, eventId, forUpdate);

/** An event by its id alone, in platform scope only (ids are unique across organisations). */
export const findEventInAnyOrg = (tx: Tx, eventId: string) => eventsRepository.findInAnyOrg(tx, eventId);

/** The venue an event takes place at, as stored. */
export const findEventVenue = (tx: Tx, orgId: string, venueId: string) => eventsRepository.venue(tx, orgId, venueId);

export const findEventType = (tx: Tx, orgId: string, eventTypeId: string) => eventTypesRepository.find(tx, orgId, eventTypeId);

/** The organisation's event types, by name. */
export const eventTypesOf = (tx: Tx, orgId: string) => eventTypesRepository.list(tx, orgId);

export const findOccurrence = (tx: Tx, orgId: string, occurrenceId: string) => occurrencesRepository.find(tx, orgId, occurrenceId);

/** An occurrence with its event, the name of its venue (null online) and the event's ticket types in their order, read together. */
export interface OccurrenceWithEvent {
  occurrence: OccurrenceRow;
  event: EventRow;
  venueName: string | null;
  types: TicketTypeRow[];
}

/** An occurrence with its event, venue's name and ticket types, in one statement. */
export async function findOccurrenceWithEvent(tx: Tx, orgId: string, occurrenceId: string): Promise<OccurrenceWithEvent | undefined> {
  const [row] = await occurrencesRepository.withEvent(tx, orgId, occurrenceId, false);
  return row;
}

/**
 * What a shop's add names, with its event, venue's name and ticket types in one statement: an occurrence by
 * its id, or a single event by its own id (SPEC §7), which names its one occurrence.
 */
export async function findNamedOccurrence(tx: Tx, orgId: string, id: string): Promise<OccurrenceWithEvent | undefined> {
  const rows = await occurrencesRepository.withEvent(tx, orgId, id, true);
  return rows.find((row) => row.occurrence.occurrenceId === id) ?? (rows.length === 1 ? rows[0] : undefined);
}

/** An event's occurrences, by start. */
export const occurrencesOfEvent = (tx: Tx, orgId: string, eventId: string) => occurrencesRepository.listForEvent(tx, orgId, eventId);

/** An event's ticket types, in their order. */
export const ticketTypesOfEvent = (tx: Tx, orgId: string, eventId: string) => ticketTypesRepository.listForEvent(tx, orgId, eventId);

/** The inventory buckets of these occurrences (capacity, sold, held). */
export const bucketsOfOccurrences = (tx: Tx, orgId: string, occurrenceIds: string[]) =>
  bucketsRepository.forOccurrences(tx, orgId, occurrenceIds);
