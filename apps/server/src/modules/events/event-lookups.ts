import type { Tx } from '../../db/client.js';
import {
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

/** An event's occurrences, by start. */
export const occurrencesOfEvent = (tx: Tx, orgId: string, eventId: string) => occurrencesRepository.listForEvent(tx, orgId, eventId);

/** An event's ticket types, in their order. */
export const ticketTypesOfEvent = (tx: Tx, orgId: string, eventId: string) => ticketTypesRepository.listForEvent(tx, orgId, eventId);

/** The inventory buckets of these occurrences (capacity, sold, held). */
export const bucketsOfOccurrences = (tx: Tx, orgId: string, occurrenceIds: string[]) =>
  bucketsRepository.forOccurrences(tx, orgId, occurrenceIds);
