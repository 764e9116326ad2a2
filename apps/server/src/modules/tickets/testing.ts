export { buyTickets, endOccurrence, type BoughtTicket } from './tickets.test-support.js';
