import type { AppContext } from '../../context.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { eventsRepository } from './events.repository.js';

/**
 * Scheduled publishing: every event whose publish time has passed turns Published. A scheduled
 * event goes on sale within one sweep interval of its time.
 */
export const publishDueEvents = (ctx: Pick<AppContext, 'db'>) => inPlatformScope(ctx.db, (tx) => eventsRepository.publishDue(tx));
