import { DEFAULT_TIME_ZONE } from '@foyer/contracts';
import { toInstant } from '@foyer/domain';
import type { Actor } from '../../lib/actor.js';

/*
 * A staff member's "Data access from" day (users.limit_data_access_from): orders placed before it
 * are not theirs to see. The list and the download start there whatever is asked, and an older
 * order's own calls answer as for an order that does not exist. The door and a canceled date's
 * refunds are about visits to come, not the past's buyers, and are not limited.
 */

/** The first moment the actor may see, at 00:00 of the limit day in the museum's time zone; null: no limit. */
export const dataLimitInstant = (actor: Pick<Actor, 'limitDataAccessFrom'>, zone = DEFAULT_TIME_ZONE): Date | null =>
  actor.limitDataAccessFrom ? toInstant({ date: actor.limitDataAccessFrom, time: '00:00' }, zone) : null;

/** A range of local days (yyyy-MM-dd) started no earlier than the limit day; `to` is left as asked (a range before it is empty). */
export function fromWithinLimit(from: string, actor: Pick<Actor, 'limitDataAccessFrom'>): string {
  const limit = actor.limitDataAccessFrom;
  return limit && from < limit ? limit : from;
}

/** Whether an order placed at `placedAt` is before the actor's limit. */
export const placedBeforeLimit = (placedAt: Date, actor: Pick<Actor, 'limitDataAccessFrom'>, zone = DEFAULT_TIME_ZONE) => {
  const limit = dataLimitInstant(actor, zone);
  return limit !== null && placedAt.getTime() < limit.getTime();
};
