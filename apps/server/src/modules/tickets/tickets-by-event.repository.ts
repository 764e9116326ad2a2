import { sql, type SQL } from 'drizzle-orm';
import { parseTicketNumber, type TLocalizedNames } from '@foyer/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import type { tickets } from '../../db/schema/index.js';

type TicketStatus = (typeof tickets.$inferSelect)['status'];
type VisitState = (typeof tickets.$inferSelect)['visitState'];

/** A ticket of one occurrence as the admission list shows it. */
export interface AdmissionRow {
  ticketId: string;
  orderId: string;
  orderNumber: string;
  /** 1, 2, … in the whole order (line, then creation, then code), as the scanner numbers it. */
  position: number;
  ticketNames: TLocalizedNames;
  holderName: string | null;
  /** Who bought the order: what the desk knows of most tickets, whose holders are not asked for. */
  buyerName: string | null;
  status: TicketStatus;
  visitState: VisitState;
  activatedAt: Date | null;
}

/**
 * The search of the list: a ticket number picks that one ticket; anything else matches the order
 * number, a code exactly, or part of the holder's or the buyer's name.
 */
function searchCondition(search: string | undefined): SQL {
  const text = search?.trim();
  if (!text) return sql`true`;
  const number = parseTicketNumber(text);
  if (number) return sql`(n.order_number = ${number.orderNumber}::bigint and n.position = ${number.position})`;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(n.order_number::text = ${text} or n.code = ${text} or n.holder_name ilike ${pattern} or n.buyer_name ilike ${pattern})`;
}

/**
 * The occurrence's tickets numbered within their orders: an order may hold tickets for several
 * occurrences, and the number is the place in the whole order, so the numbering runs over every
 * ticket of the orders concerned before the occurrence's are picked.
 */
const numbered = (orgId: string, occurrenceId: string) => sql`
  numbered as (
    select t.ticket_id, t.order_id, t.occurrence_id, t.line_no, t.code, t.holder_name, t.status, t.visit_state,
           t.activated_at, o.order_number,
           nullif(trim(concat_ws(' ', o.consumer->>'firstName', o.consumer->>'lastName')), '') as buyer_name,
           row_number() over (partition by t.order_id order by t.line_no, t.created_at, t.code) as position
    from tickets t
    join orders o on o.org_id = t.org_id and o.order_id = t.order_id
    where t.org_id = ${orgId}
      and t.order_id in (select order_id from tickets where org_id = ${orgId} and occurrence_id = ${occurrenceId})
  )`;

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

export const ticketsByEventRepository = {
  /** The occurrences of an event, at most `limit` of them: a single event has exactly one. */
  async occurrenceIdsOf(tx: Tx, orgId: string, eventId: string, limit: number): Promise<string[]> {
    const rows = await queryRows<{ occurrence_id: string }>(
      tx,
      sql`select occurrence_id from occurrences where org_id = ${orgId} and event_id = ${eventId}
          order by starts_at limit ${limit}`,
    );
    return rows.map((row) => row.occurrence_id);
  },

  /** Tickets let in: activated, or with a museum visit marked (an activation that has since expired counts). */
  async admittedCount(tx: Tx, orgId: string, occurrenceId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from tickets
          where org_id = ${orgId} and occurrence_id = ${occurrenceId}
            and (activated_at is not null or visit_state = 'VISITED') and status <> 'CANCELED'`,
    );
    return Number(row?.n ?? 0);
  },

  /** One page of the occurrence's tickets matching `search`, by order number and position, and how many match. */
  async page(
    tx: Tx,
    orgId: string,
    occurrenceId: string,
    query: { page: number; size: number; search?: string },
  ): Promise<{ rows: AdmissionRow[]; total: number }> {
    const where = searchCondition(query.search);
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`with ${numbered(orgId, occurrenceId)}
          select count(*)::int as n from numbered n where n.occurrence_id = ${occurrenceId} and ${where}`,
    );
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`with ${numbered(orgId, occurrenceId)}
          select n.ticket_id, n.order_id, n.order_number::text as order_number, n.position::int as position, l.ticket_names,
                 n.holder_name, n.buyer_name, n.status, n.visit_state, n.activated_at
          from numbered n
          join order_lines l on l.org_id = ${orgId} and l.order_id = n.order_id and l.line_no = n.line_no
          where n.occurrence_id = ${occurrenceId} and ${where}
          order by n.order_number, n.position
          limit ${query.size} offset ${(query.page - 1) * query.size}`,
    );
    return {
      total: Number(counted?.n ?? 0),
      rows: rows.map((row) => ({
        ticketId: row.ticket_id as string,
        orderId: row.order_id as string,
        orderNumber: row.order_number as string,
        position: Number(row.position),
        ticketNames: row.ticket_names as TLocalizedNames,
        holderName: (row.holder_name as string | null) ?? null,
        buyerName: (row.buyer_name as string | null) ?? null,
        status: row.status as TicketStatus,
        visitState: row.visit_state as VisitState,
        activatedAt: date(row.activated_at),
      })),
    };
  },
};
