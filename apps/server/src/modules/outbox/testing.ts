import type { Tx } from '../../db/client.js';
import { outboxRepository } from './outbox.repository.js';

/** The latest outbox rows, newest first: what tests read to see which mails went out. */
export const recentOutboxRows = (tx: Tx, limit: number) => outboxRepository.listRecent(tx, limit);
