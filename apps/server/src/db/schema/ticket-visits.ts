import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0010_ticket_scanning.sql: the museum visits marked on a ticket, one per venue.
export const ticketVisits = pgTable(
  'ticket_visits',
  {
    orgId: uuid('org_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    venueId: uuid('venue_id').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
    scannedBy: uuid('scanned_by'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.ticketId, t.venueId] })],
);
