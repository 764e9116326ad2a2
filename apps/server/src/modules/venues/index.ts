export { findVenue, insertVenue, venuesOf } from './venue-lookups.js';
export { venuesRoutes } from './venues.routes.js';
