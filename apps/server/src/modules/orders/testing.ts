import type { PdfTicket } from './ticket-pdf.js';

/** A ticket as an evening concert's confirmation prints it; `code` ends in its position. */
export const samplePdfTicket = (position: number): PdfTicket => ({
  code: `AbCdEfGhIjKlMnOpQrSt_${position}`,
  position,
  holderName: null,
  eventNames: { en: 'Night at the museum', da: 'Nat på museet' },
  ticketNames: { en: 'Adult', da: 'Voksen' },
  startsAt: new Date('2026-12-01T18:00:00Z'),
  endsAt: new Date('2026-12-01T20:00:00Z'),
  allDay: false,
  timeZone: 'Europe/Copenhagen',
  venueName: 'Main hall',
  unitGrossMinor: 12500,
});
