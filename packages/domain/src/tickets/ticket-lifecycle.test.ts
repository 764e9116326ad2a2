import { describe, expect, it } from 'vitest';
import {
  activate,
  cancel,
  expire,
  isForLaterDay,
  markVisit,
  statusAt,
  validUntil,
  visitStateOf,
  type EntranceOutcome,
  type TicketLife,
  type TicketOutcome,
} from './ticket-lifecycle.js';

const ends = new Date('2026-12-05T16:00:00Z');
const before = new Date('2026-12-05T10:00:00Z');
const after = new Date('2026-12-05T16:00:00Z');

const fresh = (more: Partial<TicketLife> = {}): TicketLife => ({
  status: 'NOT_ACTIVATED',
  activatedAt: null,
  activationVenueId: null,
  visits: [],
  occurrenceEndsAt: ends,
  validityMinutes: null,
  perVenueVisits: false,
  ...more,
});
const used = (more: Partial<TicketLife> = {}) =>
  fresh({ status: 'ACTIVATED', activatedAt: new Date('2026-12-05T09:00:00Z'), activationVenueId: 'main', ...more });

const ticketOf = (outcome: TicketOutcome | EntranceOutcome) => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.reason}`);
  return outcome.ticket;
};
const refusalOf = (outcome: TicketOutcome | EntranceOutcome) => {
  if (outcome.ok) throw new Error(`allowed: ${outcome.ticket.status}`);
  return outcome.refusal;
};

describe('activate', () => {
  it('activates an unused, valid ticket at the venue', () => {
    expect(ticketOf(activate(fresh(), before, 'main'))).toMatchObject({
      status: 'ACTIVATED',
      activatedAt: before,
      activationVenueId: 'main',
    });
  });
  it('refuses a second activation, saying when and where', () => {
    expect(refusalOf(activate(used(), before, 'garden'))).toEqual({
      reason: 'alreadyActivated',
      at: new Date('2026-12-05T09:00:00Z'),
      venueId: 'main',
    });
  });
  it('refuses a canceled ticket', () => {
    expect(refusalOf(activate(fresh({ status: 'CANCELED' }), before, 'main')).reason).toBe('canceled');
  });
  it('refuses an expired ticket, stored as such or past its occurrence', () => {
    expect(refusalOf(activate(fresh({ status: 'EXPIRED' }), before, 'main')).reason).toBe('expired');
    expect(refusalOf(activate(fresh(), after, 'main')).reason).toBe('expired');
  });
});

describe('markVisit', () => {
  it('activates and marks an unactivated ticket in one step', () => {
    const ticket = ticketOf(markVisit(fresh(), before, 'main'));
    expect(ticket).toMatchObject({ status: 'ACTIVATED', activatedAt: before, activationVenueId: 'main' });
    expect(visitStateOf(ticket)).toBe('VISITED');
  });
  it('marks an activated ticket visited and keeps where it was activated', () => {
    const ticket = ticketOf(markVisit(used(), before, 'main'));
    expect(ticket.activatedAt).toEqual(new Date('2026-12-05T09:00:00Z'));
    expect(ticket.visits).toEqual([{ venueId: 'main', at: before }]);
  });
  it('refuses a second visit of a regular ticket anywhere', () => {
    const visited = ticketOf(markVisit(used(), before, 'main'));
    expect(refusalOf(markVisit(visited, before, 'garden'))).toEqual({ reason: 'alreadyVisited', at: before, venueId: 'main' });
  });
  it('lets a combi ticket visit each partner museum once', () => {
    const combi = used({ perVenueVisits: true, validityMinutes: 7 * 24 * 60 });
    const first = ticketOf(markVisit(combi, before, 'arken'));
    const second = ticketOf(markVisit(first, before, 'louisiana'));
    expect(second.visits.map((visit) => visit.venueId)).toEqual(['arken', 'louisiana']);
    expect(refusalOf(markVisit(second, after, 'arken'))).toEqual({ reason: 'alreadyVisited', at: before, venueId: 'arken' });
  });
  it('refuses canceled and expired tickets', () => {
    expect(refusalOf(markVisit(fresh({ status: 'CANCELED' }), before, 'main')).reason).toBe('canceled');
    expect(refusalOf(markVisit(used(), after, 'main')).reason).toBe('expired');
  });
});

describe('validity and expiry', () => {
  it('is valid until the occurrence ends, or for its validity period after activation', () => {
    expect(validUntil(fresh())).toEqual(ends);
    const combi = used({ validityMinutes: 60 * 24 });
    expect(validUntil(combi)).toEqual(new Date('2026-12-06T09:00:00Z'));
    // Not yet activated: the occurrence's end is the limit.
    expect(validUntil(fresh({ validityMinutes: 60 * 24 }))).toEqual(ends);
  });
  it('reads a live ticket past its validity as EXPIRED', () => {
    expect(statusAt(fresh(), before)).toBe('NOT_ACTIVATED');
    expect(statusAt(fresh(), after)).toBe('EXPIRED');
    expect(statusAt(used(), after)).toBe('EXPIRED');
    expect(statusAt(fresh({ status: 'CANCELED' }), after)).toBe('CANCELED');
  });
  it('expires unused and activated tickets once their validity is over, and nothing else', () => {
    expect(ticketOf(expire(fresh(), after)).status).toBe('EXPIRED');
    expect(ticketOf(expire(used(), after)).status).toBe('EXPIRED');
    expect(refusalOf(expire(fresh(), before)).reason).toBe('used');
    expect(refusalOf(expire(fresh({ status: 'CANCELED' }), after)).reason).toBe('canceled');
    expect(refusalOf(expire(fresh({ status: 'EXPIRED' }), after)).reason).toBe('expired');
  });
  it('keeps a combi ticket activated yesterday valid today', () => {
    const combi = used({ validityMinutes: 2 * 24 * 60, occurrenceEndsAt: new Date('2026-12-04T16:00:00Z') });
    expect(statusAt(combi, before)).toBe('ACTIVATED');
    expect(ticketOf(markVisit(combi, before, 'arken')).visits).toHaveLength(1);
  });
});

describe('cancel', () => {
  it('cancels an unused ticket', () => {
    expect(ticketOf(cancel(fresh(), { override: false })).status).toBe('CANCELED');
  });
  it('refuses a used or expired ticket unless staff override', () => {
    expect(refusalOf(cancel(used(), { override: false })).reason).toBe('used');
    expect(refusalOf(cancel(fresh({ status: 'EXPIRED' }), { override: false })).reason).toBe('expired');
    expect(ticketOf(cancel(used(), { override: true })).status).toBe('CANCELED');
    expect(ticketOf(cancel(fresh({ status: 'EXPIRED' }), { override: true })).status).toBe('CANCELED');
  });
  it('never cancels twice', () => {
    expect(refusalOf(cancel(fresh({ status: 'CANCELED' }), { override: true })).reason).toBe('canceled');
  });
});

describe('a ticket for a later day', () => {
  const laterDay = { laterDay: true, overrideLaterDay: false };
  const overridden = { laterDay: true, overrideLaterDay: true };

  it('is for a later day by the calendar where the occurrence is, not by UTC', () => {
    const sundayMorning = new Date('2026-12-06T09:00:00Z'); // 10:00 in Copenhagen
    // Saturday 23:30 in Copenhagen is already Sunday in UTC+1, but still Saturday there.
    expect(isForLaterDay(sundayMorning, 'Europe/Copenhagen', new Date('2026-12-05T22:30:00Z'))).toBe(true);
    expect(isForLaterDay(sundayMorning, 'Europe/Copenhagen', new Date('2026-12-05T23:30:00Z'))).toBe(false);
    // Tonight's ticket this morning, and an earlier day's ticket, are not for a later day.
    expect(isForLaterDay(new Date('2026-12-05T19:00:00Z'), 'Europe/Copenhagen', before)).toBe(false);
    expect(isForLaterDay(new Date('2026-12-04T19:00:00Z'), 'Europe/Copenhagen', before)).toBe(false);
    // New York: 20:00 on the 5th local is 01:00 UTC on the 6th; on the 5th there, it is today.
    expect(isForLaterDay(new Date('2026-12-06T01:00:00Z'), 'America/New_York', new Date('2026-12-05T15:00:00Z'))).toBe(false);
  });
  it('refuses activation unless staff override on purpose', () => {
    expect(refusalOf(activate(fresh(), before, 'main', laterDay))).toEqual({ reason: 'laterDay' });
    expect(ticketOf(activate(fresh(), before, 'main', overridden))).toMatchObject({ status: 'ACTIVATED', activatedAt: before });
  });
  it('still says first that a ticket was used or canceled', () => {
    expect(refusalOf(activate(used(), before, 'main', laterDay)).reason).toBe('alreadyActivated');
    expect(refusalOf(activate(fresh({ status: 'CANCELED' }), before, 'main', overridden)).reason).toBe('canceled');
  });
  it('refuses a visit that would activate it, but not the visits of a ticket let in by override', () => {
    expect(refusalOf(markVisit(fresh(), before, 'main', laterDay))).toEqual({ reason: 'laterDay' });
    expect(ticketOf(markVisit(fresh(), before, 'main', overridden)).status).toBe('ACTIVATED');
    // A combi ticket activated at one museum by override then visits the others as usual.
    const combi = used({ perVenueVisits: true, visits: [{ venueId: 'main', at: before }] });
    expect(ticketOf(markVisit(combi, before, 'garden', laterDay)).visits).toHaveLength(2);
  });
});

describe('a ticket whose date was canceled after the sale', () => {
  const canceledDate = { laterDay: false, overrideLaterDay: false, dateCanceled: true };
  const ticket: TicketLife = {
    status: 'NOT_ACTIVATED',
    activatedAt: null,
    activationVenueId: null,
    visits: [],
    occurrenceEndsAt: new Date('2026-12-01T16:00:00Z'),
    validityMinutes: null,
    perVenueVisits: false,
  };
  const now = new Date('2026-12-01T10:00:00Z');

  it('is neither activated nor let in for a visit', () => {
    expect(activate(ticket, now, 'main', canceledDate)).toEqual({ ok: false, refusal: { reason: 'dateCanceled' } });
    expect(markVisit(ticket, now, 'main', canceledDate)).toEqual({ ok: false, refusal: { reason: 'dateCanceled' } });
  });

  it('is refused as refunded first, when it was', () => {
    expect(activate({ ...ticket, status: 'CANCELED' }, now, 'main', canceledDate)).toEqual({ ok: false, refusal: { reason: 'canceled' } });
  });
});
