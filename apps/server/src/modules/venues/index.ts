export { venuesRoutes } from './venues.routes.js';
export { findVenue, insertVenue, venuesOf } from './venue-lookups.js';
