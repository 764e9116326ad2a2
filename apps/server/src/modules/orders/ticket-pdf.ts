import QRCode from 'qrcode';
import { translate, type Locale } from '@foyer/i18n';
import { formatMoney, toLocal } from '@foyer/domain';
import { ticketNumberOf, type TLocalizedNames } from '@foyer/contracts';
import { pdfDocument } from '../../lib/pdf-document.js';

export interface PdfTicket {
  code: string;
  /** 1, 2, … in the order's ticket order: the ticket number is `{orderNumber}-{position}`. */
  position: number;
  holderName: string | null;
  eventNames: TLocalizedNames;
  ticketNames: TLocalizedNames;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  timeZone: string;
  venueName: string | null;
  unitGrossMinor: number;
}

const nameIn = (names: TLocalizedNames, locale: string) =>
  names[locale as keyof TLocalizedNames] || Object.values(names).find(Boolean) || '';

/** SPEC §9 display format: HH:mm, dd-MM-yyyy, in the event's own time zone (the ticket's and the confirmation mail's). */
export function visitTime(ticket: Pick<PdfTicket, 'startsAt' | 'endsAt' | 'allDay' | 'timeZone'>, locale: Locale): string {
  const start = toLocal(ticket.startsAt, ticket.timeZone);
  const end = toLocal(ticket.endsAt, ticket.timeZone);
  const day = (date: string) => date.split('-').reverse().join('-');
  if (ticket.allDay) return `${day(start.date)}, ${translate(locale, 'mail.tickets.allDay')}`;
  return start.date === end.date
    ? `${start.time}–${end.time}, ${day(start.date)}`
    : `${start.time}, ${day(start.date)} – ${end.time}, ${day(end.date)}`;
}

/** What a tickets PDF is made from: plain data, so a worker thread can build it (see file-tasks). */
export interface TicketsPdfInput {
  organizationName: string;
  orderNumber: string;
  currency: string;
  locale: Locale;
  tickets: readonly PdfTicket[];
}

/** The QR's side in points (as the PNG it replaced was fitted to). */
const QR_SIZE = 220;

/**
 * The code as a QR drawn in vectors, one filled path of the dark modules (a run of them in a row
 * is one rectangle), with a one-module quiet zone, at the current position; moves below it. Drawn,
 * not embedded as a PNG: a tenth of the time per ticket, and sharp at any print size.
 */
export function drawQr(doc: PDFKit.PDFDocument, code: string, size: number) {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 2);
  const left = doc.x + unit;
  const top = doc.y + unit;
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      doc.rect(left + start * unit, top + row * unit, (col - start) * unit, unit);
    }
  }
  doc.fillColor('#000000').fill();
  doc.y += size;
}

/**
 * All of an order's tickets in one PDF, a page each: the event, when and where, the ticket type,
 * the holder, the code as a QR to scan at the door, and the ticket number to type when the QR
 * will not read (see orderTicketsPdf for the numbering).
 */
export async function ticketsPdf(options: TicketsPdfInput): Promise<Buffer> {
  const { locale } = options;
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const doc = pdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${options.organizationName} ${options.orderNumber}`, Author: 'Foyer' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  options.tickets.forEach((ticket, index) => {
    if (index > 0) doc.addPage();
    doc.fontSize(11).fillColor('#555555').text(options.organizationName.toUpperCase(), { characterSpacing: 1 });
    doc.moveDown(0.5).fontSize(24).fillColor('#111111').text(nameIn(ticket.eventNames, locale));
    doc.moveDown(0.3).fontSize(14).text(visitTime(ticket, locale));
    if (ticket.venueName) doc.fontSize(12).fillColor('#333333').text(ticket.venueName);
    doc
      .moveDown(1)
      .fontSize(16)
      .fillColor('#111111')
      .text(`${t('mail.tickets.title')}: ${nameIn(ticket.ticketNames, locale)}`);
    doc.fontSize(12).fillColor('#333333');
    if (ticket.holderName) doc.text(t('mail.tickets.holder', { name: ticket.holderName }));
    doc.text(t('mail.tickets.price', { price: formatMoney(ticket.unitGrossMinor, options.currency, locale) }));
    doc.text(t('mail.tickets.order', { orderNumber: options.orderNumber }));
    doc.moveDown(1);
    drawQr(doc, ticket.code, QR_SIZE);
    doc
      .moveDown(0.5)
      .fontSize(14)
      .fillColor('#111111')
      .text(t('mail.tickets.number', { number: ticketNumberOf(options.orderNumber, ticket.position) }));
    doc
      .fontSize(9)
      .fillColor('#555555')
      .text(t('mail.tickets.code', { code: ticket.code }));
  });
  doc.end();
  return done;
}
