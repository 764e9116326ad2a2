import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_AREA, eventsApi, eventWizardDraftApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { createEvent } from './event-create.service.js';
import { getEvent, listEvents, listEventTypes, listOccurrencesInRange, listSeries, uniqueNames } from './event-read.service.js';
import { cancelEvent, deleteEvent, publishEvent, unpublishEvent } from './event-status.service.js';
import { editDetails } from './event-edit-details.service.js';
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
    onUnknownGuideStatus((status) => app.log.error({ status }, 'Unknown guide assignment status'));

    route(app, eventsApi.types, { schema: { tags }, onRequest: read }, async (request) => listEventTypes(ctx, actorOf(request)));
    route(app, eventsApi.uniqueNames, { schema: { tags }, onRequest: read }, async (request) => uniqueNames(ctx, actorOf(request)));
    route(app, eventsApi.list, { schema: { tags }, onRequest: read }, async (request) => listEvents(ctx, actorOf(request), request.query));
    route(app, eventsApi.occurrences, { schema: { tags }, onRequest: read }, async (request) =>
      listOccurrencesInRange(ctx, actorOf(request), request.query),
    );
    // The create wizard's draft: the signed-in user's own, so writing events is all it needs.
    route(app, eventWizardDraftApi.get, { schema: { tags }, onRequest: write }, async (request) => getWizardDraft(ctx, actorOf(request)));
    route(app, eventWizardDraftApi.save, { schema: { tags }, onRequest: write }, async (request) =>
      saveWizardDraft(ctx, actorOf(request), request.body),
    );
    route(app, eventWizardDraftApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await deleteWizardDraft(ctx, actorOf(request));
      return { ok: true as const };
    });
    route(app, eventsApi.create, { schema: { tags }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await createEvent(ctx, actorOf(request), request.body)),
    );
    route(app, eventsApi.get, { schema: { tags }, onRequest: read }, async (request) => getEvent(ctx, actorOf(request), request.params.id));
    route(app, eventsApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await deleteEvent(ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    });
    route(app, eventsApi.series, { schema: { tags }, onRequest: read }, async (request) =>
      listSeries(ctx, actorOf(request), request.params.id, request.query),
    );
    route(app, eventsApi.publish, { schema: { tags }, onRequest: write }, async (request) =>
      publishEvent(ctx, actorOf(request), request.params.id, request.body?.publishAt ?? null),
    );
    route(app, eventsApi.cancel, { schema: { tags }, onRequest: write }, async (request) =>
      cancelEvent(ctx, actorOf(request), request.params.id),
    );
    route(app, eventsApi.unpublish, { schema: { tags }, onRequest: write }, async (request) =>
      unpublishEvent(ctx, actorOf(request), request.params.id),
    );
    route(app, eventsApi.details, { schema: { tags }, onRequest: write }, async (request) =>
      editDetails(ctx, actorOf(request), request.params.id, request.body),
    );
    route(app, eventsApi.editSingle, { schema: { tags }, onRequest: write }, async (request) =>
      editSingle(ctx, actorOf(request), request.params.id, request.body),
    );
    route(app, eventsApi.editRecurring, { schema: { tags }, onRequest: write }, async (request) =>
      editRecurring(ctx, actorOf(request), request.params.id, request.body, { dryRun: request.query.dryRun }),
    );
    route(app, eventsApi.ticketQuantities, { schema: { tags }, onRequest: write }, async (request) =>
      updateTicketQuantities(ctx, actorOf(request), request.params.id, request.body),
    );
    route(app, eventsApi.updateTicket, { schema: { tags }, onRequest: write }, async (request) =>
      updateTicket(ctx, actorOf(request), request.params.id, request.params.ticketId, request.body),
    );
    route(app, eventsApi.setGuides, { schema: { tags }, onRequest: write }, async (request) =>
      setGuides(ctx, actorOf(request), request.params.id, request.body),
    );
  };
