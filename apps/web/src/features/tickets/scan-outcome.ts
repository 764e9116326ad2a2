import { SCAN_MESSAGES, ZScanRefusalFields, type TScannedTicket, type TScanRefusalFields } from '@foyer/contracts';
import { ApiError } from '../../shared/api/api-client';
import { formatDateTime } from '../../shared/dates/format';
import type { Translate } from '../../shared/forms/server-messages';

export type ScanAction = 'activate' | 'visit';

type TicketState = Pick<TScannedTicket, 'status' | 'visitState' | 'combi' | 'visits' | 'notValidYet' | 'dateCanceled'>;

/**
 * A ticket for a later day that nobody has let in yet: the server refuses Activate and Mark museum
 * visit unless staff override on purpose, so the desk gets the one, separate override button.
 * Once let in (by an override), its visits are marked as usual.
 */
export const needsLaterDayOverride = (ticket: Pick<TScannedTicket, 'status' | 'notValidYet' | 'dateCanceled'>) =>
  // A canceled date admits nobody: no override is offered for it.
  ticket.notValidYet && ticket.status === 'NOT_ACTIVATED' && !ticket.dateCanceled;

/**
 * The desk's buttons (SPEC §4 Activate and Mark museum visit), ScanTicketWrite only. Activate
 * while unused; a visit while none is marked (a combi ticket: none at the museum chosen). A
 * canceled or expired ticket gets none: the banner says why; nor does a ticket for a later day,
 * which only the override lets in (needsLaterDayOverride).
 */
export function scanActionsFor(ticket: TicketState, canWrite: boolean, venueId: string | null): ScanAction[] {
  if (!canWrite || ticket.status === 'CANCELED' || ticket.status === 'EXPIRED' || ticket.dateCanceled || needsLaterDayOverride(ticket))
    return [];
  const actions: ScanAction[] = [];
  if (ticket.status === 'NOT_ACTIVATED') actions.push('activate');
  const visited = ticket.combi ? ticket.visits.some((visit) => visit.venueId === venueId) : ticket.visitState === 'VISITED';
  if (!visited) actions.push('visit');
  return actions;
}

/** How loud a notice is: red (do not let in), orange (look twice). */
export type NoticeTone = 'refused' | 'warning';

/** What the desk must notice about a ticket looked up, in the server's words (SCAN_MESSAGES) with when and where. */
export interface ScanNotice {
  tone: NoticeTone;
  message: string;
  fields: TScanRefusalFields;
}

/**
 * What a lookup alone already tells: canceled, expired, used before (when and where), visited,
 * for a later day (a refusal until someone overrides it and lets the ticket in; after that, look
 * twice). A combi ticket is activated once and then visits each museum, so only a visit at the
 * museum chosen counts as used.
 */
export function lookupNotices(ticket: TScannedTicket, venueId: string | null): ScanNotice[] {
  if (ticket.status === 'CANCELED') return [{ tone: 'refused', message: SCAN_MESSAGES.canceled, fields: {} }];
  if (ticket.status === 'EXPIRED') return [{ tone: 'refused', message: SCAN_MESSAGES.expired, fields: { validUntil: ticket.validUntil } }];
  // Staff canceled its date after the sale: the ticket itself still reads as unused.
  if (ticket.dateCanceled) return [{ tone: 'refused', message: SCAN_MESSAGES.dateCanceled, fields: {} }];
  const notices: ScanNotice[] = [];
  const visit = ticket.combi ? ticket.visits.find((v) => v.venueId === venueId) : ticket.visits[0];
  if (visit) {
    notices.push({ tone: 'refused', message: SCAN_MESSAGES.alreadyVisited, fields: { at: visit.at, venueName: visit.venueName } });
  } else if (ticket.status === 'ACTIVATED' && !ticket.combi && ticket.activatedAt) {
    // Used at the entrance: a visit may still be marked, so look twice rather than refuse.
    const fields: TScanRefusalFields = { at: ticket.activatedAt };
    if (ticket.activationVenue) fields.venueName = ticket.activationVenue.venueName;
    notices.push({ tone: 'warning', message: SCAN_MESSAGES.alreadyUsed, fields });
  }
  if (ticket.notValidYet)
    notices.push({ tone: needsLaterDayOverride(ticket) ? 'refused' : 'warning', message: SCAN_MESSAGES.notValidYet, fields: {} });
  return notices;
}

/** "10:14, 24-11-2026 at Main building", "Valid until …", or null when the fields say nothing, in the ticket's zone. */
export function refusalDetail(fields: TScanRefusalFields, timeZone: string, t: Translate): string | null {
  if (fields.at) {
    const when = formatDateTime(fields.at, timeZone);
    return fields.venueName ? t('tickets.result.whenWhere', { when, venue: fields.venueName }) : when;
  }
  if (fields.validUntil) return t('tickets.result.validUntil', { when: formatDateTime(fields.validUntil, timeZone) });
  return null;
}

/** The refusal and, after a dash, when and where: "Ticket already used — 10:14, 24-11-2026 at Main building". */
export function refusalLine(message: string, fields: TScanRefusalFields, timeZone: string, t: Translate): string {
  const detail = refusalDetail(fields, timeZone, t);
  return detail ? `${message} — ${detail}` : message;
}

/**
 * A failed Activate or Mark museum visit as the desk must read it: the server's refusal (409) with
 * its when and where, a museum to choose (400) or a ticket gone (404). Null for anything else
 * (network, server), which is no answer about the ticket and can be tried again.
 */
export function refusalOf(error: unknown): { message: string; fields: TScanRefusalFields } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) {
    const fields = ZScanRefusalFields.safeParse(error.fields);
    return { message: error.message, fields: fields.success ? fields.data : {} };
  }
  // A 400's fields name the input (venueId), not when and where.
  if (error.status === 400 || error.status === 404) return { message: error.message, fields: {} };
  return null;
}
