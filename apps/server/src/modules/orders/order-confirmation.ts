import { pickLocale, translate } from '@foyer/i18n';
import { formatMoney } from '@foyer/domain';
import type { TConsumer } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { MailPayload } from '../../db/schema/index.js';
import { inTenant } from '../../db/tenancy.js';
import { composeMail } from '../../lib/mail/compose.js';
import { nameIn } from '../organization-settings/index.js';
import { findOrganization } from '../organizations/index.js';
import type { CatalogueLine } from './order-lines.js';
import { buildTicketsPdf, orderTicketsPdfInput } from './order-tickets-pdf.js';
import { orderLinesRepository, ordersRepository } from './orders.repository.js';

/**
 * The confirmation of a charged order in the buyer's language: every ticket in one PDF, and a
 * receipt line for each donation.
 * Composed when the outbox sends it, so a crash between charge and mail loses nothing.
 */
export async function composeOrderConfirmation(ctx: Pick<AppContext, 'db'>, orgId: string, orderId: string): Promise<MailPayload | null> {
  const read = await inTenant(ctx.db, orgId, async (tx) => {
    const order = await ordersRepository.find(tx, orgId, orderId);
    const organization = await findOrganization(tx, orgId);
    if (!order || !organization) return null;
    const locale = pickLocale(order.language) ?? 'en';
    const { input, count } = await orderTicketsPdfInput(tx, { orgId, organizationName: organization.name, order, locale });
    const lines = await orderLinesRepository.list(tx, orgId, orderId);
    return { order, organization, locale, input, tickets: count, lines };
  });
  if (!read) return null;
  const { order, organization, locale, input, tickets, lines } = read;
  const consumer = order.consumer as unknown as TConsumer;
  const orderNumber = String(order.orderNumber);
  // A receipt for each gift: what was given, and to which campaign (VAT-free, so the amount is all).
  const receipts = lines
    .filter((line): line is CatalogueLine => line.kind === 'Donation')
    .map((line) => ({
      key: 'mail.orderConfirmation.donationReceipt',
      params: {
        amount: formatMoney(line.unitGrossMinor * line.quantity, order.currency, locale),
        campaign: nameIn(line.sellableNames, locale, 'en'),
      },
    }));
  const mail = composeMail({
    to: consumer.email,
    locale,
    name: consumer.firstName,
    subjectKey: tickets > 0 ? 'mail.orderConfirmation.subject' : 'mail.orderConfirmation.subjectWithoutTickets',
    paragraphKeys: [
      tickets > 0 ? 'mail.orderConfirmation.body' : 'mail.orderConfirmation.bodyWithoutTickets',
      ...receipts,
      order.paymentMethod === 'EanPayment' ? 'mail.orderConfirmation.invoiceSummary' : 'mail.orderConfirmation.summary',
    ],
    params: {
      organization: organization.name,
      orderNumber,
      total: formatMoney(order.totalGrossMinor, order.currency, locale),
      ean: consumer.type === 'Institution' ? consumer.company.ean : '',
    },
  });
  if (tickets === 0) return mail;
  // After the transaction, in a worker thread (the outbox sends from the server's event loop).
  const pdf = await buildTicketsPdf(input);
  const filename = `${translate(locale, 'mail.tickets.title')}-${orderNumber}.pdf`.toLowerCase();
  return { ...mail, attachments: [{ filename, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }] };
}
