export { publishDueEvents } from './event-publishing.sweep.js';
export { createEvent } from './event-create.service.js';
export { setGuides } from './event-guides.service.js';
export { seedDefaultEventTypes } from './event-types.service.js';
export {
  bucketsOfOccurrences,
  eventTypesOf,
  findEvent,
  findEventInAnyOrg,
  findEventType,
  findEventVenue,
  findNamedOccurrence,
  findOccurrence,
  findOccurrenceWithEvent,
  occurrencesOfEvent,
  ticketTypesOfEvent,
  type OccurrenceWithEvent,
} from './event-lookups.js';
export { effectiveStatus, eventImageUrlOf } from './events.dto.js';
export { resolveEvent } from './event-read.service.js';
export { ON_SHOW, eventReadScope, isOnShow } from './events.policy.js';
export { rangeCondition, type BucketRow, type EventRow, type OccurrenceRow, type TicketTypeRow } from './events.repository.js';
export { eventImageRoutes } from './event-image.routes.js';
export { eventsRoutes } from './events.routes.js';
