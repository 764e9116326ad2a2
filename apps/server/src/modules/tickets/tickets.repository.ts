import { and, eq, sql } from 'drizzle-orm';
import type { TLocalizedNames } from '@foyer/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { tickets, ticketVisits } from '../../db/schema/index.js';

type TicketStatus = (typeof tickets.$inferSelect)['status'];

/** A ticket with what the scanner shows and what its rules need, from its order line and event. */
export interface ScanRow {
  ticketId: string;
  code: string;
  orderId: string;
  orderNumber: string;
  /** 1, 2, … in the order page's ticket order (line, then code). */
  position: number;
  status: TicketStatus;
  holderName: string | null;
  activatedAt: Date | null;
  activationVenueId: string | null;
  activationVenueName: string | null;
  /** Let in before its day by a staff member's override; `activatedByName` is who (null once removed). */
  activatedBeforeItsDay: boolean;
  activatedByName: string | null;
  occurrenceId: string;
  eventNames: TLocalizedNames;
  ticketNames: TLocalizedNames;
  defaultLanguage: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  timeZone: string;
  venueName: string | null;
  eventVenueId: string | null;
  eventVenueName: string | null;
  eventTypeName: string | null;
  /** The date or its event canceled since the sale. */
  dateCanceled: boolean;
}

export interface VisitRow {
  venueId: string;
  venueName: string;
  at: Date;
}

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

export const scanningRepository = {
  /** By the QR's content (unique across organisations; row-level security keeps others' out). */
  async idByCode(tx: Tx, orgId: string, code: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ ticketId: tickets.ticketId })
      .from(tickets)
      .where(and(eq(tickets.orgId, orgId), eq(tickets.code, code)));
    return row?.ticketId;
  },

  /** By order number and position, in the same order as the order page lists its tickets. */
  async idByNumber(tx: Tx, orgId: string, orderNumber: string, position: number): Promise<string | undefined> {
    const [row] = await queryRows<{ ticket_id: string }>(
      tx,
      sql`select t.ticket_id from tickets t
          join orders o on o.org_id = t.org_id and o.order_id = t.order_id
          where o.org_id = ${orgId} and o.order_number = ${orderNumber}::bigint
          order by t.line_no, t.created_at, t.code
          offset ${position - 1} limit 1`,
    );
    return row?.ticket_id;
  },

  /**
   * Locks the ticket's order against refunds (which lock it for update before canceling tickets)
   * while the ticket is let in, so a ticket is never both refunded and used. Shared: scans of
   * other tickets of the order go on. False when there is no such ticket.
   */
  async lockOrderOf(tx: Tx, orgId: string, ticketId: string): Promise<boolean> {
    const rows = await queryRows(
      tx,
      sql`select 1 from orders
          where org_id = ${orgId}
            and order_id = (select order_id from tickets where org_id = ${orgId} and ticket_id = ${ticketId})
          for share`,
    );
    return rows.length > 0;
  },

  /** Two scanners at once: the second waits here and then reads what the first stored. */
  async lockTicket(tx: Tx, orgId: string, ticketId: string): Promise<boolean> {
    const rows = await tx
      .select({ ticketId: tickets.ticketId })
      .from(tickets)
      .where(and(eq(tickets.orgId, orgId), eq(tickets.ticketId, ticketId)))
      .for('update');
    return rows.length > 0;
  },

  async find(tx: Tx, orgId: string, ticketId: string): Promise<ScanRow | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`select t.ticket_id, t.code, t.order_id, o.order_number::text as order_number, t.status, t.holder_name,
                 t.activated_at, t.activation_venue_id, av.name as activation_venue_name, t.occurrence_id,
                 t.activated_before_its_day, nullif(trim(ub.first_name || ' ' || ub.last_name), '') as activated_by_name,
                 l.event_names, l.ticket_names, coalesce(e.default_language, 'en') as default_language,
                 -- The occurrence as it is now (staff may have moved it), else as bought.
                 coalesce(oc.starts_at, l.starts_at) as starts_at, coalesce(oc.ends_at, l.ends_at) as ends_at,
                 coalesce(oc.all_day, false) as all_day, l.time_zone, l.venue_name,
                 e.venue_id as event_venue_id, ev.name as event_venue_name, et.name as event_type_name,
                 coalesce(oc.status = 'Canceled' or e.status = 'Canceled', false) as date_canceled,
                 (select count(*) from tickets p
                   where p.org_id = t.org_id and p.order_id = t.order_id
                     and (p.line_no, p.created_at, p.code) <= (t.line_no, t.created_at, t.code))::int as position
          from tickets t
          join orders o on o.org_id = t.org_id and o.order_id = t.order_id
          join order_lines l on l.org_id = t.org_id and l.order_id = t.order_id and l.line_no = t.line_no
          left join occurrences oc on oc.org_id = t.org_id and oc.occurrence_id = t.occurrence_id
          left join events e on e.org_id = oc.org_id and e.event_id = oc.event_id
          left join event_types et on et.org_id = e.org_id and et.event_type_id = e.event_type_id
          left join venues ev on ev.org_id = e.org_id and ev.venue_id = e.venue_id
          left join venues av on av.org_id = t.org_id and av.venue_id = t.activation_venue_id
          left join users ub on ub.user_id = t.activated_by
          where t.org_id = ${orgId} and t.ticket_id = ${ticketId}`,
    );
    if (!row) return undefined;
    return {
      ticketId: row.ticket_id as string,
      code: row.code as string,
      orderId: row.order_id as string,
      orderNumber: row.order_number as string,
      position: Number(row.position),
      status: row.status as TicketStatus,
      holderName: (row.holder_name as string | null) ?? null,
      activatedAt: date(row.activated_at),
      activationVenueId: (row.activation_venue_id as string | null) ?? null,
      activationVenueName: (row.activation_venue_name as string | null) ?? null,
      activatedBeforeItsDay: Boolean(row.activated_before_its_day),
      activatedByName: (row.activated_by_name as string | null) ?? null,
      occurrenceId: row.occurrence_id as string,
      eventNames: row.event_names as TLocalizedNames,
      ticketNames: row.ticket_names as TLocalizedNames,
      defaultLanguage: row.default_language as string,
      startsAt: date(row.starts_at)!,
      endsAt: date(row.ends_at)!,
      allDay: Boolean(row.all_day),
      timeZone: row.time_zone as string,
      venueName: (row.venue_name as string | null) ?? null,
      eventVenueId: (row.event_venue_id as string | null) ?? null,
      eventVenueName: (row.event_venue_name as string | null) ?? null,
      eventTypeName: (row.event_type_name as string | null) ?? null,
      dateCanceled: Boolean(row.date_canceled),
    };
  },

  async visits(tx: Tx, orgId: string, ticketId: string): Promise<VisitRow[]> {
    const rows = await queryRows<{ venue_id: string; venue_name: string; visited_at: string | Date }>(
      tx,
      sql`select v.venue_id, ve.name as venue_name, v.visited_at from ticket_visits v
          join venues ve on ve.org_id = v.org_id and ve.venue_id = v.venue_id
          where v.org_id = ${orgId} and v.ticket_id = ${ticketId}
          order by v.visited_at, v.venue_id`,
    );
    return rows.map((row) => ({ venueId: row.venue_id, venueName: row.venue_name, at: new Date(row.visited_at) }));
  },

  /**
   * Stores what the domain decided: the ticket's status and when and where it was let in, by whom,
   * and whether that was an override of its later day.
   */
  async saveActivation(
    tx: Tx,
    orgId: string,
    ticketId: string,
    life: { status: TicketStatus; activatedAt: Date | null; activationVenueId: string | null },
    entrance: { by: string; beforeItsDay: boolean },
  ) {
    await tx
      .update(tickets)
      .set({
        status: life.status,
        activatedAt: life.activatedAt,
        activationVenueId: life.activationVenueId,
        activatedBy: entrance.by,
        activatedBeforeItsDay: entrance.beforeItsDay,
      })
      .where(and(eq(tickets.orgId, orgId), eq(tickets.ticketId, ticketId)));
  },

  async addVisit(tx: Tx, visit: { orgId: string; ticketId: string; venueId: string; visitedAt: Date; scannedBy: string }) {
    await tx.insert(ticketVisits).values(visit);
    await tx
      .update(tickets)
      .set({ visitState: 'VISITED' })
      .where(and(eq(tickets.orgId, visit.orgId), eq(tickets.ticketId, visit.ticketId)));
  },
};
