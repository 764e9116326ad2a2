export { findVenue, insertVenue, venuesOf } from './venue-lookups.js';
