import QRCode from 'qrcode';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { samplePdfTicket } from './testing.js';
import { drawQr, ticketsPdf } from './ticket-pdf.js';

describe('the tickets PDF', () => {
  it('draws the QR in vectors: the dark modules exactly, inside a one-module quiet zone', () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUv';
    const rects: [number, number, number, number][] = [];
    const doc = { x: 100, y: 50, rect: (...r: [number, number, number, number]) => rects.push(r), fillColor: () => doc, fill: () => doc };
    drawQr(doc as unknown as PDFKit.PDFDocument, code, 220);

    const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
    const unit = 220 / (modules.size + 2);
    const drawn = new Set<string>();
    for (const [x, y, width, height] of rects) {
      expect(height).toBeCloseTo(unit);
      const row = Math.round((y - 50) / unit) - 1;
      const first = Math.round((x - 100) / unit) - 1;
      for (let col = first; col < first + Math.round(width / unit); col++) drawn.add(`${row},${col}`);
    }
    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.add(`${row},${col}`);
    expect(drawn).toEqual(dark);
    // Runs of dark modules in a row are one rectangle each.
    expect(rects.length).toBeLessThan(dark.size);
    expect(doc.y).toBe(50 + 220);
  });

  it('has a page a ticket, with no images in it', async () => {
    const pdf = await ticketsPdf({
      organizationName: 'Demo Museum',
      orderNumber: '1042',
      currency: 'DKK',
      locale: 'en',
      tickets: [samplePdfTicket(1), samplePdfTicket(2)],
    });
    expect(pdf.includes('/Subtype /Image')).toBe(false);
    const pages = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false })).text as string[];
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Ticket number: 1042-2');
    expect(pages[1]).toContain('AbCdEfGhIjKlMnOpQrSt_2');
  });
});
