export { buyTickets, endOccurrence, type BoughtTicket } from './tickets.test-support.js';
export { ticketsByEventRepository } from './tickets-by-event.repository.js';
