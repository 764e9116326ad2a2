import { pickLocale, translate, type Locale } from '@foyer/i18n';
import { carriesPostage, formatMoney, postalAddressLine } from '@foyer/domain';
import { SHOP_FAMILIES, type TConsumer } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { MailPayload } from '../../db/schema/index.js';
import { inTenant } from '../../db/tenancy.js';
import { composeMail } from '../../lib/mail/compose.js';
import { nameIn } from '../organization-settings/index.js';
import { organizationNameOf } from '../organizations/index.js';
import { productAccessesOfOrder } from '../products/index.js';
import { offerNameIn, type CatalogueLine, type OrderLine } from './order-lines.js';
import { displayVoucherCode, voucherCodesOfOrder, voucherPayingOrder } from '../voucher-codes/index.js';
import { buildTicketsPdf, orderTicketsPdfInput } from './order-tickets-pdf.js';
import { visitTime } from './ticket-pdf.js';
import { buildVouchersPdf, expiryDay, orderVouchersPdfInput } from './order-vouchers-pdf.js';
import { orderLinesRepository, ordersRepository, type OrderRow } from './orders.repository.js';
import { refundsRepository } from './refunds.repository.js';

/**
 * The confirmation of a charged order in the buyer's language: every ticket in one PDF, every
 * gift voucher in another (a page a code, with its QR), and a receipt line for each donation.
 * Composed when the outbox sends it, so a crash between charge and mail loses nothing.
 */
export async function composeOrderConfirmation(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  orgId: string,
  orderId: string,
): Promise<MailPayload | null> {
  const read = await inTenant(ctx.db, orgId, async (tx) => {
    const order = await ordersRepository.find(tx, orgId, orderId);
    const organizationName = await organizationNameOf(tx, orgId);
    if (!order || organizationName === undefined) return null;
    const locale = pickLocale(order.language) ?? 'en';
    // Lines and codes read once, for the mail and both PDFs; codes and tour accesses only where a
    // line sold them (most orders are tickets alone).
    const lines = await orderLinesRepository.list(tx, orgId, orderId);
    const sold = (kind: OrderLine['kind']) => lines.some((line) => line.kind === kind);
    const codes = sold('Voucher') ? await voucherCodesOfOrder(tx, orgId, orderId) : [];
    // Sent again after a partial refund, it carries only what still admits or pays: the refunded
    // tickets and gift vouchers are left out (the first send has none), and the refund is said.
    const { input, count } = await orderTicketsPdfInput(tx, { orgId, organizationName, order, locale, lines, validOnly: true });
    const voucherPages = await orderVouchersPdfInput(tx, {
      orgId,
      organizationName,
      order,
      locale,
      known: { codes, lines },
      validOnly: true,
    });
    const tours = sold('Product') ? await productAccessesOfOrder(tx, orgId, orderId) : [];
    const refundedMinor = (await refundsRepository.forOrder(tx, orgId, orderId))
      .filter((refund) => refund.status === 'Refunded')
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
    // The code that paid, as it is now: what is left on it is what the buyer asks next.
    const payingCode = order.voucherPaidMinor > 0 ? await voucherPayingOrder(tx, orgId, orderId) : null;
    return { order, organizationName, locale, input, tickets: count, lines, codes, voucherPages, tours, refundedMinor, payingCode };
  });
  if (!read) return null;
  const { order, organizationName, locale, input, tickets, lines, codes, voucherPages, tours, refundedMinor, payingCode } = read;
  const consumer = order.consumer as unknown as TConsumer;
  // Older orders were placed before an institution could give one.
  const invoiceReference = consumer.type === 'Institution' ? (consumer.company.reference ?? '') : '';
  const orderNumber = String(order.orderNumber);
  // What the tickets are for, a line a visit: the mail says it, not only the PDF.
  const visits = new Map<string, { event: string; when: string; venue: string; count: number }>();
  for (const ticket of input.tickets) {
    const key = `${ticket.startsAt.toISOString()}|${ticket.venueName ?? ''}|${JSON.stringify(ticket.eventNames)}`;
    const visit = visits.get(key) ?? {
      event: nameIn(ticket.eventNames, locale, 'en'),
      when: visitTime(ticket, locale),
      venue: ticket.venueName ? `, ${ticket.venueName}` : '',
      count: 0,
    };
    visit.count += 1;
    visits.set(key, visit);
  }
  const visitLines = [...visits.values()].map(({ count, ...visit }) => ({
    key: 'mail.orderConfirmation.visit',
    params: { ...visit, count: String(count) },
  }));
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
  // Each gift voucher's code, what it is worth and until when; for a gift, whom it is for.
  const vouchers = codes
    .filter((code) => code.status === 'Active')
    .map((code) => {
      const line = lines.find((l): l is CatalogueLine => l.lineNo === code.lineNo && l.kind === 'Voucher');
      const key = code.expiresAt ? 'mail.orderConfirmation.voucherCode' : 'mail.orderConfirmation.voucherCodeForever';
      return {
        // A gift names whom it is for, as its PDF page does (the buyer of three told them apart by code only).
        key: code.recipientName ? `${key}For` : key,
        params: {
          name: line ? nameIn(line.sellableNames, locale, 'en') : '',
          value: formatMoney(code.valueMinor, order.currency, locale),
          code: displayVoucherCode(code.code),
          until: code.expiresAt ? expiryDay(code.expiresAt) : '',
          recipient: code.recipientName ?? '',
        },
      };
    });
  // Each tour bought: its access code, and its page in the shop, where the visitor copies it into the tour app.
  const tourAccesses = tours.map((access) => {
    const line = lines.find((l): l is CatalogueLine => l.lineNo === access.lineNo && l.kind === 'Product');
    return {
      key: 'mail.orderConfirmation.tourAccess',
      params: {
        name: line ? nameIn(line.sellableNames, locale, 'en') : '',
        offer: offerNameIn(line?.details, locale),
        code: access.code,
        link: tourAccessLink(ctx.config.publicUrl, order, access.code),
      },
    };
  });
  const voucherPaid = order.voucherPaidMinor > 0 ? [voucherPaidLine(order, payingCode, locale, ctx.now())] : [];
  // Posted (the Shipping fee was paid): where to, as the buyer wrote it.
  const posted = carriesPostage(order.fees);
  const postedTo = consumer.type === 'Private' ? consumer.private : consumer.company;
  // What each fee added (postage, EAN invoicing), so the total reads whole.
  const fees = order.fees.map((fee) => ({
    key: 'mail.orderConfirmation.fee',
    params: {
      fee: translate(locale, `mail.orderConfirmation.fees.${fee.category}`),
      amount: formatMoney(fee.grossMinor, order.currency, locale),
    },
  }));
  const byPost = posted ? [{ key: 'mail.orderConfirmation.byPost', params: { address: postalAddressLine(postedTo) } }] : [];
  const mail = composeMail({
    to: consumer.email,
    locale,
    name: consumer.firstName,
    subjectKey: tickets > 0 ? 'mail.orderConfirmation.subject' : 'mail.orderConfirmation.subjectWithoutTickets',
    signedBy: organizationName,
    paragraphKeys: [
      tickets > 0 ? 'mail.orderConfirmation.body' : 'mail.orderConfirmation.bodyWithoutTickets',
      ...visitLines,
      ...receipts,
      ...vouchers,
      ...(vouchers.length > 0 ? ['mail.orderConfirmation.vouchersAttached'] : []),
      ...tourAccesses,
      ...voucherPaid,
      ...byPost,
      ...fees,
      order.paymentMethod !== 'EanPayment'
        ? 'mail.orderConfirmation.summary'
        : invoiceReference
          ? 'mail.orderConfirmation.invoiceSummaryWithReference'
          : 'mail.orderConfirmation.invoiceSummary',
      ...(refundedMinor > 0
        ? [{ key: 'mail.orderConfirmation.refunded', params: { amount: formatMoney(refundedMinor, order.currency, locale) } }]
        : []),
    ],
    params: {
      organization: organizationName,
      orderNumber,
      total: formatMoney(order.totalGrossMinor, order.currency, locale),
      ean: consumer.type === 'Institution' ? consumer.company.ean : '',
      reference: invoiceReference,
    },
  });
  // After the transaction, in worker threads (the outbox sends from the server's event loop).
  const attachments = [];
  if (tickets > 0) {
    const pdf = await buildTicketsPdf(input);
    attachments.push({
      filename: pdfName(locale, 'mail.tickets.title', orderNumber),
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    });
  }
  if (voucherPages.count > 0) {
    const pdf = await buildVouchersPdf(voucherPages.input);
    attachments.push({
      filename: pdfName(locale, 'mail.vouchers.title', orderNumber),
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    });
  }
  return attachments.length > 0 ? { ...mail, attachments } : mail;
}

/** A tour's access page (the shop's /tour-access/{code}) in the family the order was paid in, in the buyer's language. */
const tourAccessLink = (publicUrl: string, order: OrderRow, code: string) => {
  const family = SHOP_FAMILIES.find((key) => key === order.shopReturn?.family) ?? 'embed4';
  return `${publicUrl}/${family}/tour-access/${code}?${new URLSearchParams({ orgId: order.orgId, la: order.language })}`;
};

/** `ticket-1042.pdf`, `gavekort-1042.pdf`: what is in it, in the buyer's language. */
const pdfName = (locale: Locale, titleKey: string, orderNumber: string) =>
  `${translate(locale, titleKey)}-${orderNumber}.pdf`.toLowerCase().replace(/\s+/g, '-');

/**
 * What a gift voucher paid, and what is left on its code now and until when; used up, said so.
 * A code canceled or expired since gets the plain line: nothing on it can be used.
 */
function voucherPaidLine(
  order: OrderRow,
  paying: Awaited<ReturnType<typeof voucherPayingOrder>>,
  locale: Locale,
  now: Date,
): { key: string; params: Record<string, string> } {
  const amount = formatMoney(order.voucherPaidMinor, order.currency, locale);
  const usable = paying !== null && paying.status === 'Active' && (paying.expiresAt === null || paying.expiresAt > now);
  if (!usable) return { key: 'mail.orderConfirmation.voucherPaid', params: { amount } };
  const code = displayVoucherCode(paying.code);
  if (paying.balanceMinor === 0) return { key: 'mail.orderConfirmation.voucherPaidUsedUp', params: { amount, code } };
  const left = formatMoney(paying.balanceMinor, order.currency, locale);
  return paying.expiresAt
    ? { key: 'mail.orderConfirmation.voucherPaidLeft', params: { amount, code, left, until: expiryDay(paying.expiresAt) } }
    : { key: 'mail.orderConfirmation.voucherPaidLeftForever', params: { amount, code, left } };
}
