import type { AppContext } from '../../context.js';
import type { DateMovedPayload } from '../../db/schema/index.js';
import { inTenant } from '../../db/tenancy.js';
import { findOccurrenceWithEvent } from '../events/index.js';
import { nameIn } from '../organization-settings/index.js';
import type { DeliveryOutcome } from '../outbox/index.js';
import { unusedOrdersOn } from '../tickets/index.js';
import { queueBuyerMail } from './buyer-mails.js';
import { ordersRepository } from './orders.repository.js';
import { visitTime } from './ticket-pdf.js';

/**
 * A date staff moved and chose to tell its buyers of (edit-single's `tellBuyers`): every order
 * with tickets for it that nobody has used gets a mail in its own language with the time the date
 * had and the time it has now. The mails are queued in one transaction with this row's delivery,
 * so a retry queues none twice. 'logged' when nobody was there to tell.
 */
export async function queueDateMovedMails(ctx: Pick<AppContext, 'db'>, orgId: string, moved: DateMovedPayload): Promise<DeliveryOutcome> {
  return inTenant(ctx.db, orgId, async (tx) => {
    const found = await findOccurrenceWithEvent(tx, orgId, moved.occurrenceId);
    if (!found) return 'logged';
    const { occurrence, event } = found;
    const timeZone = event.timeZone;
    const from = { startsAt: new Date(moved.from.startsAt), endsAt: new Date(moved.from.endsAt), allDay: moved.from.allDay, timeZone };
    const to = { startsAt: occurrence.startsAt, endsAt: occurrence.endsAt, allDay: occurrence.allDay, timeZone };
    // Moved back where it was before the mail went: nothing to tell.
    if (from.startsAt.getTime() === to.startsAt.getTime() && from.endsAt.getTime() === to.endsAt.getTime() && from.allDay === to.allDay)
      return 'logged';
    let told = 0;
    for (const { orderId } of await unusedOrdersOn(tx, orgId, [moved.occurrenceId])) {
      const order = await ordersRepository.find(tx, orgId, orderId);
      if (!order) continue;
      const queued = await queueBuyerMail(tx, order, {
        subjectKey: 'mail.dateMoved.subject',
        paragraphKeys: ['mail.dateMoved.moved', 'mail.dateMoved.ticketsValid', 'mail.dateMoved.contact'],
        amountMinor: order.totalGrossMinor,
        orderMail: 'order-date-moved',
        params: (locale) => ({
          event: nameIn(event.names, locale, event.defaultLanguage),
          from: visitTime(from, locale),
          to: visitTime(to, locale),
        }),
      });
      if (queued) told += 1;
    }
    return told > 0 ? 'sent' : 'logged';
  });
}
