import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { ZVenue, ZVenueIdParams, ZVenueUpdate, ZVenueWrite } from './venues.js';

export const venuesApi = {
  list: endpoint({ method: 'GET', path: '/api/venues', response: z.array(ZVenue) }),
  create: endpoint({ method: 'POST', path: '/api/venues', body: ZVenueWrite, response: ZVenue, status: 201 }),
  get: endpoint({ method: 'GET', path: '/api/venues/:venueId', params: ZVenueIdParams, response: ZVenue }),
  update: endpoint({ method: 'PUT', path: '/api/venues/:venueId', params: ZVenueIdParams, body: ZVenueUpdate, response: ZVenue }),
  delete: endpoint({ method: 'DELETE', path: '/api/venues/:venueId', params: ZVenueIdParams, response: ZOk }),
};
