import { translate, type Locale } from '@foyer/i18n';
import { displayVoucherCode, formatMoney } from '@foyer/domain';
import { drawQr } from './ticket-pdf.js';
import { pdfDocument } from '../../lib/pdf-document.js';

/** One gift voucher code as its page shows it: plain data, so a worker thread can build it. */
export interface PdfVoucher {
  /** As stored (12 characters): the QR carries it, the page shows it grouped. */
  code: string;
  /** The voucher's name in the mail's language. */
  name: string;
  valueMinor: number;
  /** The last day it pays, as SPEC §9 writes days (dd-MM-yyyy); null: no expiry. */
  until: string | null;
  recipientName: string | null;
  message: string | null;
}

/** What a gift vouchers PDF is made from (see file-tasks). */
export interface VouchersPdfInput {
  organizationName: string;
  orderNumber: string;
  currency: string;
  locale: Locale;
  vouchers: readonly PdfVoucher[];
}

const QR_SIZE = 180;

/**
 * An order's gift vouchers, a page each: printed on A4 to give away, or read on a phone at the
 * desk, so the value and the code are large. The code is shown as people type it (in groups of
 * four) and carried by a QR the desk's scanner reads.
 */
export async function vouchersPdf(options: VouchersPdfInput): Promise<Buffer> {
  const { locale } = options;
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const doc = pdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${options.organizationName} ${t('mail.vouchers.title')} ${options.orderNumber}`, Author: 'Foyer' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  options.vouchers.forEach((voucher, index) => {
    if (index > 0) doc.addPage();
    doc.font('Helvetica').fontSize(11).fillColor('#555555').text(options.organizationName.toUpperCase(), { characterSpacing: 1 });
    doc.moveDown(0.4).fontSize(12).text(t('mail.vouchers.title').toUpperCase(), { characterSpacing: 1 });
    doc.moveDown(0.2).font('Helvetica-Bold').fontSize(26).fillColor('#111111').text(voucher.name);
    doc
      .moveDown(0.2)
      .fontSize(40)
      .text(formatMoney(voucher.valueMinor, options.currency, locale));
    doc
      .moveDown(0.2)
      .font('Helvetica')
      .fontSize(14)
      .fillColor('#333333')
      .text(voucher.until ? t('mail.vouchers.validUntil', { until: voucher.until }) : t('mail.vouchers.noExpiry'));
    if (voucher.recipientName)
      doc
        .moveDown(0.8)
        .fontSize(18)
        .fillColor('#111111')
        .text(t('mail.vouchers.for', { name: voucher.recipientName }));
    if (voucher.message) doc.moveDown(0.3).font('Helvetica-Oblique').fontSize(14).fillColor('#333333').text(`“${voucher.message}”`);
    doc.moveDown(1.2);
    drawQr(doc, voucher.code, QR_SIZE);
    doc.moveDown(1).font('Helvetica').fontSize(11).fillColor('#555555').text(t('mail.vouchers.code'));
    doc.font('Courier-Bold').fontSize(30).fillColor('#111111').text(displayVoucherCode(voucher.code));
    doc.moveDown(0.8).font('Helvetica').fontSize(11).fillColor('#333333').text(t('mail.vouchers.howTo'));
    doc
      .moveDown(0.5)
      .fontSize(9)
      .fillColor('#555555')
      .text(t('mail.tickets.order', { orderNumber: options.orderNumber }));
  });
  doc.end();
  return done;
}
