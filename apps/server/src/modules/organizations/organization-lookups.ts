import type { Tx } from '../../db/client.js';
import { organizationsRepository } from './organizations.repository.js';

/** Other modules read an organisation through these, in the caller's transaction. */
export const findOrganization = (tx: Tx, orgId: string) => organizationsRepository.find(tx, orgId);

/** The organisation's name, where that is all a mail or a PDF shows of it. */
export const organizationNameOf = (tx: Tx, orgId: string) => organizationsRepository.nameOf(tx, orgId);

/** Whether the organisation exists (its public calls answer 404 otherwise). */
export const organizationExists = (tx: Tx, orgId: string) => organizationsRepository.exists(tx, orgId);
