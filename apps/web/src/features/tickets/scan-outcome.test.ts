import { describe, expect, it } from 'vitest';
import { SCAN_MESSAGES, type TScannedTicket } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import { ApiError } from '../../shared/api/api-client';
import { lookupNotices, needsLaterDayOverride, refusalDetail, refusalLine, refusalOf, scanActionsFor } from './scan-outcome';

const main = { venueId: 'main', venueName: 'Main building' };
const garden = { venueId: 'garden', venueName: 'Sculpture Garden' };

const ticket = (more: Partial<TScannedTicket> = {}): TScannedTicket => ({
  ticketId: 't1',
  code: 'q0aZ-9xYwV3bT1cR_8uLnA',
  ticketNumber: '100042-2',
  orderId: 'o1',
  orderNumber: '100042',
  eventName: 'Evening concert',
  ticketTypeName: 'Adult',
  holderName: 'Ann Berg',
  occurrenceId: 'oc1',
  startsAt: '2026-11-24T17:00:00.000Z',
  endsAt: '2026-11-24T19:00:00.000Z',
  allDay: false,
  timeZone: 'Europe/Copenhagen',
  venueName: 'Main building',
  status: 'NOT_ACTIVATED',
  visitState: 'NOT_VISITED',
  activatedAt: null,
  activationVenue: null,
  visits: [],
  validUntil: '2026-11-24T19:00:00.000Z',
  notValidYet: false,
  dateCanceled: false,
  laterDayOverride: null,
  combi: false,
  entranceVenues: [main],
  ...more,
});
const used = (more: Partial<TScannedTicket> = {}) =>
  ticket({ status: 'ACTIVATED', activatedAt: '2026-11-24T09:14:00.000Z', activationVenue: main, ...more });

const en = (key: string, options?: Record<string, unknown>) => translate('en', key, options as Record<string, string>);

describe('scanActionsFor', () => {
  it('offers Activate and Mark museum visit for an unused ticket', () => {
    expect(scanActionsFor(ticket(), true, null)).toEqual(['activate', 'visit']);
  });
  it('offers only the visit once activated, and nothing once visited', () => {
    expect(scanActionsFor(used(), true, null)).toEqual(['visit']);
    expect(scanActionsFor(used({ visitState: 'VISITED', visits: [{ ...main, at: '2026-11-24T09:14:00.000Z' }] }), true, null)).toEqual([]);
  });
  it('offers nothing for a canceled or expired ticket, or without ScanTicketWrite', () => {
    expect(scanActionsFor(ticket({ status: 'CANCELED' }), true, null)).toEqual([]);
    expect(scanActionsFor(ticket({ status: 'EXPIRED' }), true, null)).toEqual([]);
    expect(scanActionsFor(ticket(), false, null)).toEqual([]);
  });
  it('offers neither for a ticket for a later day not yet let in: only the override lets it in', () => {
    const later = ticket({ notValidYet: true });
    expect(needsLaterDayOverride(later)).toBe(true);
    expect(scanActionsFor(later, true, null)).toEqual([]);
    // Let in by an override: a visit is marked as usual (each museum once for a combi ticket).
    const overridden = used({ notValidYet: true, combi: true, laterDayOverride: { at: '2026-11-24T09:14:00.000Z', byName: null } });
    expect(needsLaterDayOverride(overridden)).toBe(false);
    expect(scanActionsFor(overridden, true, 'garden')).toEqual(['visit']);
  });
  it('offers nothing for a ticket whose date was canceled after the sale', () => {
    expect(scanActionsFor(ticket({ dateCanceled: true }), true, null)).toEqual([]);
    // Nor the later day's override: the server would refuse it for the canceled date.
    expect(needsLaterDayOverride(ticket({ dateCanceled: true, notValidYet: true }))).toBe(false);
    expect(lookupNotices(ticket({ dateCanceled: true }), null)).toEqual([
      { tone: 'refused', message: SCAN_MESSAGES.dateCanceled, fields: {} },
    ]);
  });

  it('lets a combi ticket visit each museum once', () => {
    const combi = used({ combi: true, visitState: 'VISITED', visits: [{ ...main, at: '2026-11-24T09:14:00.000Z' }] });
    expect(scanActionsFor(combi, true, 'main')).toEqual([]);
    expect(scanActionsFor(combi, true, 'garden')).toEqual(['visit']);
  });
});

describe('lookupNotices', () => {
  it('says nothing about an unused ticket for today', () => {
    expect(lookupNotices(ticket(), null)).toEqual([]);
  });
  it('refuses canceled and expired tickets', () => {
    expect(lookupNotices(ticket({ status: 'CANCELED' }), null)).toEqual([{ tone: 'refused', message: SCAN_MESSAGES.canceled, fields: {} }]);
    expect(lookupNotices(ticket({ status: 'EXPIRED', notValidYet: true }), null)).toEqual([
      { tone: 'refused', message: SCAN_MESSAGES.expired, fields: { validUntil: '2026-11-24T19:00:00.000Z' } },
    ]);
  });
  it('says when and where a ticket was used', () => {
    expect(lookupNotices(used(), null)).toEqual([
      { tone: 'warning', message: SCAN_MESSAGES.alreadyUsed, fields: { at: '2026-11-24T09:14:00.000Z', venueName: 'Main building' } },
    ]);
    expect(lookupNotices(used({ activationVenue: null }), null)[0]!.fields).toEqual({ at: '2026-11-24T09:14:00.000Z' });
    const visited = used({ visitState: 'VISITED', visits: [{ ...garden, at: '2026-11-24T10:00:00.000Z' }] });
    expect(lookupNotices(visited, null)).toEqual([
      { tone: 'refused', message: SCAN_MESSAGES.alreadyVisited, fields: { at: '2026-11-24T10:00:00.000Z', venueName: 'Sculpture Garden' } },
    ]);
  });
  it('minds only the chosen museum’s visit of a combi ticket', () => {
    const combi = used({ combi: true, visits: [{ ...garden, at: '2026-11-24T10:00:00.000Z' }] });
    expect(lookupNotices(combi, 'main')).toEqual([]);
    expect(lookupNotices(combi, 'garden')[0]).toMatchObject({ tone: 'refused', message: SCAN_MESSAGES.alreadyVisited });
  });
  it('refuses a ticket for a later day until someone overrides it; then warns', () => {
    expect(lookupNotices(ticket({ notValidYet: true }), null)).toEqual([
      { tone: 'refused', message: SCAN_MESSAGES.notValidYet, fields: {} },
    ]);
    const overridden = used({ notValidYet: true, laterDayOverride: { at: '2026-11-24T09:14:00.000Z', byName: 'Ada Guide' } });
    expect(lookupNotices(overridden, null)).toContainEqual({ tone: 'warning', message: SCAN_MESSAGES.notValidYet, fields: {} });
  });
});

describe('the refusal line', () => {
  it('says when and where in the ticket’s time zone', () => {
    const fields = { at: '2026-11-24T09:14:00.000Z', venueName: 'Main building' };
    expect(refusalLine('Ticket already used', fields, 'Europe/Copenhagen', en)).toBe(
      'Ticket already used — 10:14, 24-11-2026 at Main building',
    );
    expect(refusalDetail(fields, 'Europe/Copenhagen', (key, o) => translate('da', key, o as Record<string, string>))).toBe(
      '10:14, 24-11-2026 på Main building',
    );
  });
  it('says when alone, the end of validity, or nothing more', () => {
    expect(refusalDetail({ at: '2026-11-24T09:14:00.000Z' }, 'Europe/London', en)).toBe('09:14, 24-11-2026');
    expect(refusalDetail({ validUntil: '2026-11-24T19:00:00.000Z' }, 'Europe/Copenhagen', en)).toBe('Valid until 20:00, 24-11-2026');
    expect(refusalLine('Ticket canceled', {}, 'Europe/Copenhagen', en)).toBe('Ticket canceled');
  });
});

describe('refusalOf', () => {
  it('reads a 409 with its when and where', () => {
    const error = new ApiError(409, 'conflict', 'Ticket already used', {
      at: '2026-11-24T09:14:00.000Z',
      venueId: 'main',
      venueName: 'Main',
    });
    expect(refusalOf(error)).toEqual({
      message: 'Ticket already used',
      fields: { at: '2026-11-24T09:14:00.000Z', venueId: 'main', venueName: 'Main' },
    });
  });
  it('reads a 400 and a 404 without their field paths', () => {
    const venue = new ApiError(400, 'validation_failed', SCAN_MESSAGES.venueRequired, { venueId: SCAN_MESSAGES.venueRequired });
    expect(refusalOf(venue)).toEqual({ message: SCAN_MESSAGES.venueRequired, fields: {} });
    expect(refusalOf(new ApiError(404, 'not_found', 'Ticket not found'))).toEqual({ message: 'Ticket not found', fields: {} });
  });
  it('is no refusal when the call failed', () => {
    expect(refusalOf(new ApiError(0, 'network', 'Network error'))).toBeNull();
    expect(refusalOf(new ApiError(500, 'internal', 'Server error'))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
  });
});
