import { DEFAULT_TIME_ZONE, EVENT_MESSAGES, type TEventDetailsWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { eventsRepository, eventTypesRepository } from './events.repository.js';

/**
 * Changes what describes an event: its names, type, category, languages, place, duration,
 * experience, refund policy and visibility. Its dates, tickets and sales stay as they are; orders
 * keep the names and venue they were sold under (their lines copy them). An occurrence's id edits
 * its event. The place may change only within the time zone the dates were planned in.
 */
export async function editDetails(ctx: AppContext, actor: Actor, id: string, body: TEventDetailsWrite) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const orgId = actor.orgId;
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event } = found;
    if (!(await eventTypesRepository.find(tx, orgId, body.generalInfo.eventTypeId))) {
      throw invalid({ 'generalInfo.eventTypeId': EVENT_MESSAGES.unknownEventType });
    }
    let timeZone = DEFAULT_TIME_ZONE;
    if (body.location.kind === 'Venue') {
      const venue = await eventsRepository.venue(tx, orgId, body.location.venueId);
      if (!venue) throw invalid({ 'location.venueId': EVENT_MESSAGES.unknownVenue });
      timeZone = venue.timeZone;
    }
    if (timeZone !== event.timeZone) {
      const field = body.location.kind === 'Venue' ? 'location.venueId' : 'location.kind';
      throw invalid({ [field]: EVENT_MESSAGES.venueOtherTimeZone }, EVENT_MESSAGES.venueOtherTimeZone);
    }
    await eventsRepository.update(tx, orgId, event.eventId, {
      visibility: body.visibility,
      names: body.generalInfo.names,
      eventTypeId: body.generalInfo.eventTypeId,
      category: body.generalInfo.category,
      languages: body.generalInfo.languages,
      display: body.generalInfo.display,
      venueId: body.location.kind === 'Venue' ? body.location.venueId : null,
      onlineUrl: body.location.kind === 'Online' ? body.location.url : null,
      durationMinutes: body.durationMinutes,
      experience: body.experience,
      refundPolicy: body.refundPolicy,
      defaultLanguage: body.defaultLanguage,
    });
    return loadEventView(tx, actor, id);
  });
}
