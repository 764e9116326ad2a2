import type { TVenueWrite } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { venuesRepository } from './venues.repository.js';

/** Other modules read venues through these, in the caller's transaction. */
export const findVenue = (tx: Tx, orgId: string, venueId: string) => venuesRepository.find(tx, orgId, venueId);

export const venuesOf = (tx: Tx, orgId: string) => venuesRepository.list(tx, orgId);

/** A venue made by the platform itself (demo and test data), not through the API. */
export const insertVenue = (tx: Tx, orgId: string, venueId: string, venue: TVenueWrite) =>
  venuesRepository.insert(tx, orgId, venueId, venue);
