import { pickLocale, translate, type Locale } from '@foyer/i18n';
import { formatMoney } from '@foyer/domain';
import type { TConsumer } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { composeMail } from '../../lib/mail/compose.js';
import { findOccurrence } from '../events/index.js';
import { newOrderRecipients } from '../notifications/index.js';
import { nameIn } from '../organization-settings/index.js';
import { organizationNameOf } from '../organizations/index.js';
import { enqueueMail } from '../outbox/index.js';
import { offerNameIn, type OrderLine } from './order-lines.js';
import { orderLinesRepository, ordersRepository, type OrderRow } from './orders.repository.js';
import { visitTime } from './ticket-pdf.js';

/**
 * Staff's "New order" notice (SPEC: notification settings): once an order placed in the shop is
 * confirmed to its buyer, or waits for staff's approval (an EAN order over the automatic limit;
 * outbox-delivery.ts), each chosen recipient who may see orders gets a mail in their own language:
 * who bought what, the total, whether it waits for them, the organisation's message and the way
 * to the order. Queued in one transaction, a mail a person; answers how many were queued.
 */
export function queueNewOrderNotices(ctx: Pick<AppContext, 'db' | 'config'>, orgId: string, orderId: string): Promise<number> {
  return inTenant(ctx.db, orgId, async (tx) => {
    const { message, people } = await newOrderRecipients(tx, orgId);
    if (people.length === 0) return 0;
    const order = await ordersRepository.find(tx, orgId, orderId);
    const organizationName = await organizationNameOf(tx, orgId);
    if (!order || organizationName === undefined) return 0;
    const lines = await orderLinesRepository.list(tx, orgId, orderId);
    const allDay = await allDayOccurrences(tx, orgId, lines);
    for (const person of people) {
      const locale = pickLocale(person.language) ?? 'en';
      await enqueueMail(tx, orgId, noticeMail({ order, organizationName, lines, allDay, message, locale, person, ctx }));
    }
    return people.length;
  });
}

/** Which of the order's dates are all day (their lines say no time), each looked up once. */
async function allDayOccurrences(tx: Tx, orgId: string, lines: readonly OrderLine[]) {
  const allDay = new Set<string>();
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.kind !== 'Event' || seen.has(line.occurrenceId)) continue;
    seen.add(line.occurrenceId);
    if ((await findOccurrence(tx, orgId, line.occurrenceId))?.allDay) allDay.add(line.occurrenceId);
  }
  return allDay;
}

function noticeMail(input: {
  order: OrderRow;
  organizationName: string;
  lines: readonly OrderLine[];
  allDay: ReadonlySet<string>;
  message: string;
  locale: Locale;
  person: { email: string; firstName: string };
  ctx: Pick<AppContext, 'config'>;
}) {
  const { order, lines, locale } = input;
  // Still waiting when the notice is written (staff may have decided in the seconds between).
  const awaiting = order.status === 'Pending';
  const consumer = order.consumer as unknown as TConsumer;
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  // "Anna Jensen (anna@example.dk), Aarhus Skole": the buyer as staff would look them up.
  const company = consumer.type === 'Private' ? '' : `, ${consumer.company.name}`;
  const buyer = `${consumer.firstName} ${consumer.lastName} (${consumer.email})${company}`;
  const bought = lines.map((line) => ({
    key: 'mail.newOrder.line',
    params: {
      quantity: String(line.quantity),
      what: whatWasBought(line, locale, input.allDay),
      amount: money(line.unitGrossMinor * line.quantity),
    },
  }));
  const fees = order.fees.map((fee) => ({
    key: 'mail.newOrder.line',
    params: { quantity: '1', what: translate(locale, `mail.orderConfirmation.fees.${fee.category}`), amount: money(fee.grossMinor) },
  }));
  return composeMail({
    to: input.person.email,
    locale,
    name: input.person.firstName,
    subjectKey: awaiting ? 'mail.newOrder.subjectAwaiting' : 'mail.newOrder.subject',
    paragraphKeys: [
      'mail.newOrder.body',
      ...bought,
      ...fees,
      order.paymentMethod === 'EanPayment' ? 'mail.newOrder.totalOnInvoice' : 'mail.newOrder.total',
      ...(order.voucherPaidMinor > 0 ? [{ key: 'mail.newOrder.voucherPaid', params: { amount: money(order.voucherPaidMinor) } }] : []),
      ...(awaiting ? ['mail.newOrder.awaiting'] : []),
      ...(input.message ? [{ key: 'mail.newOrder.message', params: { message: input.message } }] : []),
      awaiting ? 'mail.newOrder.openToApprove' : 'mail.newOrder.open',
    ],
    params: {
      organization: input.organizationName,
      orderNumber: String(order.orderNumber),
      buyer,
      total: money(order.totalGrossMinor),
    },
    link: `${input.ctx.config.publicUrl}/orders/${order.orderId}`,
    afterLinkKeys: ['mail.newOrder.why'],
  });
}

/** "Adult, Jazz night, 19:00–21:00, 04-12-2026"; a campaign, voucher or product by its name (and offer). */
function whatWasBought(line: OrderLine, locale: Locale, allDay: ReadonlySet<string>) {
  if (line.kind === 'Event') {
    const when = visitTime({ ...line, allDay: allDay.has(line.occurrenceId) }, locale);
    return `${nameIn(line.ticketNames, locale, 'en')}, ${nameIn(line.eventNames, locale, 'en')}, ${when}`;
  }
  const offer = offerNameIn(line.details, locale);
  const name = nameIn(line.sellableNames, locale, 'en');
  return `${translate(locale, `mail.newOrder.kinds.${line.kind}`)}: ${offer ? `${name} (${offer})` : name}`;
}
