import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { EVENT_IMAGE_CONTENT_TYPES, ZEvent, ZEventDetailsWrite, ZEventWrite, ZTicketTypeUpdate } from './events.js';
import {
  ZEventIdParams,
  ZEventImageQuery,
  ZEventListQuery,
  ZEventPage,
  ZEventType,
  ZOccurrenceInRangePage,
  ZOccurrencePage,
  ZOccurrenceRangeQuery,
  ZPublishBody,
  ZSeriesQuery,
  ZUniqueName,
} from './event-lists.js';
import {
  ZEditRecurring,
  ZEditRecurringQuery,
  ZEditRecurringResult,
  ZEditSingle,
  ZGuidesWrite,
  ZTicketParams,
  ZTicketQuantities,
} from './event-edits.js';
import { ZEventWizardDraft, ZEventWizardDraftWrite } from './event-wizard-draft.js';

const params = ZEventIdParams;

/** SPEC §7 events: the list, one event and its series, editing, publishing and the image. */
export const eventsApi = {
  types: endpoint({ method: 'GET', path: '/api/events/types', response: z.array(ZEventType) }),
  uniqueNames: endpoint({ method: 'GET', path: '/api/events/unique-names', response: z.array(ZUniqueName) }),
  list: endpoint({ method: 'GET', path: '/api/events', query: ZEventListQuery, response: ZEventPage }),
  occurrences: endpoint({ method: 'GET', path: '/api/events/occurrences', query: ZOccurrenceRangeQuery, response: ZOccurrenceInRangePage }),
  create: endpoint({ method: 'POST', path: '/api/events', body: ZEventWrite, response: ZEvent, status: 201 }),
  get: endpoint({ method: 'GET', path: '/api/events/:id', params, response: ZEvent }),
  delete: endpoint({ method: 'DELETE', path: '/api/events/:id', params, response: ZOk }),
  series: endpoint({ method: 'GET', path: '/api/events/:id/series', params, query: ZSeriesQuery, response: ZOccurrencePage }),
  publish: endpoint({ method: 'POST', path: '/api/events/:id/publish', params, body: ZPublishBody.nullish(), response: ZEvent }),
  cancel: endpoint({ method: 'POST', path: '/api/events/:id/cancel', params, response: ZEvent }),
  /** Ours: off sale and out of the shop, a draft again (a scheduled publishing is dropped); sold tickets stay valid. */
  unpublish: endpoint({ method: 'POST', path: '/api/events/:id/unpublish', params, response: ZEvent }),
  /** What describes the event (names, type, place, experience, refund policy); its dates and sales stay. */
  details: endpoint({ method: 'PUT', path: '/api/events/:id/details', params, body: ZEventDetailsWrite, response: ZEvent }),
  editSingle: endpoint({ method: 'PUT', path: '/api/events/:id/edit-single', params, body: ZEditSingle, response: ZEvent }),
  editRecurring: endpoint({
    method: 'PUT',
    path: '/api/events/:id/edit-recurring',
    params,
    query: ZEditRecurringQuery,
    body: ZEditRecurring,
    response: ZEditRecurringResult,
  }),
  ticketQuantities: endpoint({
    method: 'PUT',
    path: '/api/events/:id/tickets/quantity',
    params,
    body: ZTicketQuantities,
    response: ZEvent,
  }),
  updateTicket: endpoint({
    method: 'PUT',
    path: '/api/events/:id/tickets/:ticketId',
    params: ZTicketParams,
    body: ZTicketTypeUpdate,
    response: ZEvent,
  }),
  setGuides: endpoint({ method: 'PUT', path: '/api/events/:id/guides', params, body: ZGuidesWrite, response: ZEvent }),
  /** The raw JPEG or PNG as the body. */
  putImage: endpoint({ method: 'PUT', path: '/api/events/:id/image', params, consumes: EVENT_IMAGE_CONTENT_TYPES, response: ZEvent }),
  deleteImage: endpoint({ method: 'DELETE', path: '/api/events/:id/image', params, response: ZEvent }),
  /** Read by <img> through the event's imageUrl; no session needed for an event on show. */
  image: endpoint({ method: 'GET', path: '/api/events/:id/image', params, query: ZEventImageQuery, produces: ['image/jpeg'] }),
};

/** The create wizard's draft: the signed-in user's own. */
export const eventWizardDraftApi = {
  get: endpoint({ method: 'GET', path: '/api/events/wizard-draft', response: ZEventWizardDraft.nullable() }),
  save: endpoint({ method: 'PUT', path: '/api/events/wizard-draft', body: ZEventWizardDraftWrite, response: ZEventWizardDraft }),
  delete: endpoint({ method: 'DELETE', path: '/api/events/wizard-draft', response: ZOk }),
};
