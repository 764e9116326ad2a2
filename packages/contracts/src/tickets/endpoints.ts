import { endpoint } from '../common/endpoint.js';
import { ZEventAdmissions, ZEventAdmissionsPath, ZEventAdmissionsQuery } from './event-admissions.js';
import { ZScanAction, ZScannedTicket, ZScanTicketQuery, ZTicketIdPath } from './scanning.js';

/** SPEC §2 /scanTicket: look a ticket up, activate it, mark visits, list an occurrence's tickets. */
export const ticketsApi = {
  scan: endpoint({ method: 'GET', path: '/api/tickets/scan', query: ZScanTicketQuery, response: ZScannedTicket }),
  activate: endpoint({
    method: 'POST',
    path: '/api/tickets/:ticketId/activate',
    params: ZTicketIdPath,
    body: ZScanAction,
    response: ZScannedTicket,
  }),
  visit: endpoint({
    method: 'POST',
    path: '/api/tickets/:ticketId/visit',
    params: ZTicketIdPath,
    body: ZScanAction,
    response: ZScannedTicket,
  }),
  eventAdmissions: endpoint({
    method: 'GET',
    path: '/api/tickets/event/:eventId',
    params: ZEventAdmissionsPath,
    query: ZEventAdmissionsQuery,
    response: ZEventAdmissions,
  }),
};
