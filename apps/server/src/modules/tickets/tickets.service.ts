import {
  PARK_ORGANIZATION_ID,
  SCAN_MESSAGES,
  parseTicketNumber,
  ticketNumberOf,
  type TScanAction,
  type TScannedTicket,
  type TScanRefusalFields,
  type TScanTicketQuery,
} from '@foyer/contracts';
import {
  activate,
  isForLaterDay,
  markVisit,
  statusAt,
  validUntil,
  visitStateOf,
  type DoorCheck,
  type EntranceOutcome,
  type EntranceRefusal,
  type TicketLife,
} from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, invalid } from '../../lib/app-error.js';
import { nameIn } from '../organization-settings/index.js';
import { findVenue, venuesOf } from '../venues/index.js';
import { scanningRepository, type ScanRow, type VisitRow } from './tickets.repository.js';

/** The park's combi entrance (SPEC §3 Event types): one ticket for all its partner museums. */
const COMBI_EVENT_TYPE = 'EntranceTicketKombi';

/**
 * A park's combi ticket: the park organisation (SPEC §3, recognised by its fixed id) whose venues
 * are its partner museums, and an event of the combi entrance type. Another organisation's
 * EntranceTicketKombi is an ordinary entrance ticket: it has no partner museums.
 */
const isCombi = (orgId: string, row: ScanRow) => orgId === PARK_ORGANIZATION_ID && row.eventTypeName === COMBI_EVENT_TYPE;

/**
 * The ticket as the domain rules see it. Every ticket, the combi ticket included, is valid until
 * its occurrence ends (validityMinutes null): the park sells its combi entrance per day, as an
 * occurrence spanning the day's opening hours, so "valid that day" is the occurrence itself and
 * nothing else knows a validity period yet.
 */
const lifeOf = (orgId: string, row: ScanRow, visits: readonly VisitRow[]): TicketLife => ({
  status: row.status,
  activatedAt: row.activatedAt,
  activationVenueId: row.activationVenueId,
  visits: visits.map((visit) => ({ venueId: visit.venueId, at: visit.at })),
  occurrenceEndsAt: row.endsAt,
  validityMinutes: null,
  perVenueVisits: isCombi(orgId, row),
});

interface Loaded {
  row: ScanRow;
  visits: VisitRow[];
  life: TicketLife;
  combi: boolean;
}

async function load(tx: Tx, orgId: string, ticketId: string): Promise<Loaded | undefined> {
  const row = await scanningRepository.find(tx, orgId, ticketId);
  if (!row) return undefined;
  const visits = await scanningRepository.visits(tx, orgId, ticketId);
  return { row, visits, life: lifeOf(orgId, row, visits), combi: isCombi(orgId, row) };
}

/** Where this ticket may be let in: every partner museum of the park, else the event's venue. */
async function entranceVenuesOf(tx: Tx, orgId: string, { row, combi }: Loaded) {
  if (combi) return (await venuesOf(tx, orgId)).map((venue) => ({ venueId: venue.venueId, venueName: venue.name }));
  return row.eventVenueId ? [{ venueId: row.eventVenueId, venueName: row.eventVenueName ?? '' }] : [];
}

async function viewOf(tx: Tx, actor: Actor, loaded: Loaded, now: Date): Promise<TScannedTicket> {
  const { row, visits, life } = loaded;
  return {
    ticketId: row.ticketId,
    code: row.code,
    ticketNumber: ticketNumberOf(row.orderNumber, row.position),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    eventName: nameIn(row.eventNames, actor.language, row.defaultLanguage),
    ticketTypeName: nameIn(row.ticketNames, actor.language, row.defaultLanguage),
    holderName: row.holderName,
    occurrenceId: row.occurrenceId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    allDay: row.allDay,
    timeZone: row.timeZone,
    venueName: row.venueName,
    status: statusAt(life, now),
    visitState: visitStateOf(life),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    activationVenue: row.activationVenueId ? { venueId: row.activationVenueId, venueName: row.activationVenueName ?? '' } : null,
    visits: visits.map((visit) => ({ venueId: visit.venueId, venueName: visit.venueName, at: visit.at.toISOString() })),
    validUntil: validUntil(life).toISOString(),
    notValidYet: isForLaterDay(row.startsAt, row.timeZone, now),
    dateCanceled: row.dateCanceled,
    laterDayOverride:
      row.activatedBeforeItsDay && row.activatedAt ? { at: row.activatedAt.toISOString(), byName: row.activatedByName } : null,
    combi: loaded.combi,
    entranceVenues: await entranceVenuesOf(tx, actor.orgId, loaded),
  };
}

const ticketNotFound = () => new AppError('not_found', SCAN_MESSAGES.notFound);

/** GET /api/tickets/scan: by the QR's code, the code typed, or a ticket number such as 100042-2. */
export async function scanTicket(ctx: AppContext, actor: Actor, query: TScanTicketQuery): Promise<TScannedTicket> {
  const orgId = actor.orgId;
  return inTenant(ctx.db, orgId, async (tx) => {
    const number = parseTicketNumber(query.code);
    const ticketId =
      (number && (await scanningRepository.idByNumber(tx, orgId, number.orderNumber, number.position))) ||
      // A code read out and typed may have picked up spaces; a code itself never has any.
      (await scanningRepository.idByCode(tx, orgId, query.code.replace(/\s+/g, '')));
    const loaded = ticketId && (await load(tx, orgId, ticketId));
    // SPEC §8: the camera read something that is no ticket of ours, or staff typed a wrong number.
    if (!loaded) throw new AppError('not_found', query.source === 'typed' ? SCAN_MESSAGES.unknownNumber : SCAN_MESSAGES.notFound);
    return viewOf(tx, actor, loaded, ctx.now());
  });
}

/** The domain's refusal in the scanner's words, with when and where the ticket was used. */
function refusalError(refusal: EntranceRefusal, loaded: Loaded): AppError {
  const fields: TScanRefusalFields = {};
  switch (refusal.reason) {
    case 'canceled':
      return conflict(SCAN_MESSAGES.canceled);
    case 'expired':
      return conflict(SCAN_MESSAGES.expired, { validUntil: validUntil(loaded.life).toISOString() });
    case 'alreadyActivated':
      fields.at = refusal.at.toISOString();
      if (refusal.venueId) {
        fields.venueId = refusal.venueId;
        fields.venueName = loaded.row.activationVenueName ?? '';
      }
      return conflict(SCAN_MESSAGES.alreadyUsed, fields as Record<string, string>);
    case 'alreadyVisited':
      fields.at = refusal.at.toISOString();
      fields.venueId = refusal.venueId;
      fields.venueName = loaded.visits.find((visit) => visit.venueId === refusal.venueId)?.venueName ?? '';
      return conflict(SCAN_MESSAGES.alreadyVisited, fields as Record<string, string>);
    case 'used':
      return conflict(SCAN_MESSAGES.alreadyUsed);
    case 'laterDay':
      return conflict(SCAN_MESSAGES.notValidYet, { startsAt: loaded.row.startsAt.toISOString() });
    case 'dateCanceled':
      return conflict(SCAN_MESSAGES.dateCanceled, { startsAt: loaded.row.startsAt.toISOString() });
  }
}

/**
 * The venue the scanner stands at: the one named (it must be the organisation's), else the event's
 * own. A combi ticket must name its partner museum, since the park counts entries per museum.
 */
async function scannerVenue(tx: Tx, orgId: string, loaded: Loaded, venueId: string | null | undefined): Promise<string | null> {
  if (venueId) {
    if (!(await findVenue(tx, orgId, venueId))) throw invalid({ venueId: SCAN_MESSAGES.unknownVenue }, SCAN_MESSAGES.unknownVenue);
    return venueId;
  }
  if (loaded.combi) throw invalid({ venueId: SCAN_MESSAGES.venueRequired }, SCAN_MESSAGES.venueRequired);
  return loaded.row.eventVenueId;
}

/**
 * One scan action in one transaction: the order locked against refunds, the ticket locked against
 * the other scanner, the rules of @foyer/domain applied to what is stored now, and the outcome
 * kept. Two scanners activating one ticket at once: the second reads the first's activation and
 * is refused with when and where.
 */
async function scanAction(
  ctx: AppContext,
  actor: Actor,
  ticketId: string,
  body: TScanAction,
  decide: (tx: Tx, loaded: Loaded, now: Date, door: DoorCheck) => Promise<{ outcome: EntranceOutcome; visitVenueId?: string }>,
): Promise<TScannedTicket> {
  const orgId = actor.orgId;
  return inTenant(ctx.db, orgId, async (tx) => {
    if (!(await scanningRepository.lockOrderOf(tx, orgId, ticketId))) throw ticketNotFound();
    if (!(await scanningRepository.lockTicket(tx, orgId, ticketId))) throw ticketNotFound();
    const loaded = await load(tx, orgId, ticketId);
    if (!loaded) throw ticketNotFound();
    const now = ctx.now();
    const door: DoorCheck = {
      laterDay: isForLaterDay(loaded.row.startsAt, loaded.row.timeZone, now),
      overrideLaterDay: body.overrideLaterDay === true,
      dateCanceled: loaded.row.dateCanceled,
    };
    const { outcome, visitVenueId } = await decide(tx, loaded, now, door);
    if (!outcome.ok) throw refusalError(outcome.refusal, loaded);
    const after = outcome.ticket;
    if (after.activatedAt?.getTime() !== loaded.life.activatedAt?.getTime() || after.status !== loaded.life.status) {
      // Activated now: by this staff member, and, for a later day, by their override.
      await scanningRepository.saveActivation(tx, orgId, ticketId, after, { by: actor.userId, beforeItsDay: door.laterDay });
    }
    if (visitVenueId)
      await scanningRepository.addVisit(tx, { orgId, ticketId, venueId: visitVenueId, visitedAt: now, scannedBy: actor.userId });
    return viewOf(tx, actor, (await load(tx, orgId, ticketId))!, now);
  });
}

/** POST /api/tickets/{ticketId}/activate: SPEC §4 Activate, the entrance scan. */
export function activateTicket(ctx: AppContext, actor: Actor, ticketId: string, body: TScanAction) {
  return scanAction(ctx, actor, ticketId, body, async (tx, loaded, now, door) => {
    const venueId = await scannerVenue(tx, actor.orgId, loaded, body.venueId);
    return { outcome: activate(loaded.life, now, venueId, door) };
  });
}

/** POST /api/tickets/{ticketId}/visit: SPEC §4 Mark museum visit (an unactivated ticket is activated by it). */
export function markTicketVisit(ctx: AppContext, actor: Actor, ticketId: string, body: TScanAction) {
  return scanAction(ctx, actor, ticketId, body, async (tx, loaded, now, door) => {
    const venueId = await scannerVenue(tx, actor.orgId, loaded, body.venueId);
    // An online event has no venue of its own: a visit has to say where it was.
    if (!venueId) throw invalid({ venueId: SCAN_MESSAGES.venueRequired }, SCAN_MESSAGES.venueRequired);
    return { outcome: markVisit(loaded.life, now, venueId, door), visitVenueId: venueId };
  });
}
