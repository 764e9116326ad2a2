import { DEFAULT_EVENT_TYPES } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { eventTypesRepository } from './events.repository.js';

/** Seeds a new organisation's event types (SPEC §3), in the set-up's transaction. */
export const seedDefaultEventTypes = (tx: Tx, orgId: string) => eventTypesRepository.insertMany(tx, orgId, DEFAULT_EVENT_TYPES);
