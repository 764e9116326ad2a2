import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENTS_AREA,
  ZEditRecurring,
  ZEditRecurringResult,
  ZEditSingle,
  ZEvent,
  ZEventIdParams,
  ZEventListQuery,
  ZEventPage,
  ZEventType,
  ZEventWizardDraft,
  ZEventWizardDraftWrite,
  ZEventWrite,
  ZGuidesWrite,
  ZOccurrenceInRangePage,
  ZOccurrencePage,
  ZOccurrenceRangeQuery,
  ZOk,
  ZPublishBody,
  ZSeriesQuery,
  ZTicketParams,
  ZTicketQuantities,
  ZTicketTypeWrite,
  ZUniqueName,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { createEvent } from './event-create.service.js';
import { getEvent, listEvents, listEventTypes, listOccurrencesInRange, listSeries, uniqueNames } from './event-read.service.js';
import { cancelEvent, deleteEvent, publishEvent } from './event-status.service.js';
import { editSingle } from './event-edit-single.service.js';
import { setGuides } from './event-guides.service.js';
import { onUnknownGuideStatus } from './events.dto.js';
import { editRecurring } from './event-edit-recurring.service.js';
import { updateTicket, updateTicketQuantities } from './event-tickets.service.js';
import { deleteWizardDraft, getWizardDraft, saveWizardDraft } from './event-wizard-draft.service.js';

export const eventsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['events'];
    const read = authorize(ctx, EVENTS_AREA.read);
    const write = authorize(ctx, EVENTS_AREA.write);
    const params = ZEventIdParams;
    onUnknownGuideStatus((status) => app.log.error({ status }, 'Unknown guide assignment status'));

    app.get('/api/events/types', { schema: { tags, response: { 200: z.array(ZEventType) } }, onRequest: read }, async (request) =>
      listEventTypes(ctx, actorOf(request)),
    );
    app.get('/api/events/unique-names', { schema: { tags, response: { 200: z.array(ZUniqueName) } }, onRequest: read }, async (request) =>
      uniqueNames(ctx, actorOf(request)),
    );
    app.get(
      '/api/events',
      { schema: { tags, querystring: ZEventListQuery, response: { 200: ZEventPage } }, onRequest: read },
      async (request) => listEvents(ctx, actorOf(request), request.query),
    );
    app.get(
      '/api/events/occurrences',
      { schema: { tags, querystring: ZOccurrenceRangeQuery, response: { 200: ZOccurrenceInRangePage } }, onRequest: read },
      async (request) => listOccurrencesInRange(ctx, actorOf(request), request.query),
    );
    // The create wizard's draft: the signed-in user's own, so writing events is all it needs.
    app.get(
      '/api/events/wizard-draft',
      { schema: { tags, response: { 200: ZEventWizardDraft.nullable() } }, onRequest: write },
      async (request) => getWizardDraft(ctx, actorOf(request)),
    );
    app.put(
      '/api/events/wizard-draft',
      { schema: { tags, body: ZEventWizardDraftWrite, response: { 200: ZEventWizardDraft } }, onRequest: write },
      async (request) => saveWizardDraft(ctx, actorOf(request), request.body),
    );
    app.delete('/api/events/wizard-draft', { schema: { tags, response: { 200: ZOk } }, onRequest: write }, async (request) => {
      await deleteWizardDraft(ctx, actorOf(request));
      return { ok: true as const };
    });
    app.post('/api/events', { schema: { tags, body: ZEventWrite, response: { 201: ZEvent } }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await createEvent(ctx, actorOf(request), request.body)),
    );
    app.get('/api/events/:id', { schema: { tags, params, response: { 200: ZEvent } }, onRequest: read }, async (request) =>
      getEvent(ctx, actorOf(request), request.params.id),
    );
    app.delete('/api/events/:id', { schema: { tags, params, response: { 200: ZOk } }, onRequest: write }, async (request) => {
      await deleteEvent(ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    });
    app.get(
      '/api/events/:id/series',
      { schema: { tags, params, querystring: ZSeriesQuery, response: { 200: ZOccurrencePage } }, onRequest: read },
      async (request) => listSeries(ctx, actorOf(request), request.params.id, request.query),
    );
    app.post(
      '/api/events/:id/publish',
      { schema: { tags, params, body: ZPublishBody.nullish(), response: { 200: ZEvent } }, onRequest: write },
      async (request) => publishEvent(ctx, actorOf(request), request.params.id, request.body?.publishAt ?? null),
    );
    app.post('/api/events/:id/cancel', { schema: { tags, params, response: { 200: ZEvent } }, onRequest: write }, async (request) =>
      cancelEvent(ctx, actorOf(request), request.params.id),
    );
    app.put(
      '/api/events/:id/edit-single',
      { schema: { tags, params, body: ZEditSingle, response: { 200: ZEvent } }, onRequest: write },
      async (request) => editSingle(ctx, actorOf(request), request.params.id, request.body),
    );
    app.put(
      '/api/events/:id/edit-recurring',
      { schema: { tags, params, body: ZEditRecurring, response: { 200: ZEditRecurringResult } }, onRequest: write },
      async (request) => editRecurring(ctx, actorOf(request), request.params.id, request.body),
    );
    app.put(
      '/api/events/:id/tickets/quantity',
      { schema: { tags, params, body: ZTicketQuantities, response: { 200: ZEvent } }, onRequest: write },
      async (request) => updateTicketQuantities(ctx, actorOf(request), request.params.id, request.body),
    );
    app.put(
      '/api/events/:id/tickets/:ticketId',
      { schema: { tags, params: ZTicketParams, body: ZTicketTypeWrite, response: { 200: ZEvent } }, onRequest: write },
      async (request) => updateTicket(ctx, actorOf(request), request.params.id, request.params.ticketId, request.body),
    );
    app.put(
      '/api/events/:id/guides',
      { schema: { tags, params, body: ZGuidesWrite, response: { 200: ZEvent } }, onRequest: write },
      async (request) => setGuides(ctx, actorOf(request), request.params.id, request.body),
    );
  };
