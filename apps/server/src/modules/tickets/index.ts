export { expireEndedTickets } from './ticket-expiry.sweep.js';
export {
  cancelTickets,
  issueTickets,
  newTicketCode,
  ticketCountOfOrder,
  ticketsOfOrder,
  unusedOrdersOn,
  isUnused,
  type AdmissionLine,
} from './order-tickets.js';
export type { TicketRow } from './order-tickets.repository.js';
export { ticketsRoutes } from './tickets.routes.js';
