import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfDocument } from './pdf-document.js';

// A fixed date: pdfkit writes it into the document and derives the file's ID from it.
const options = { size: 'A4', margin: 56, info: { Title: 'Night at the museum', CreationDate: new Date('2026-11-29T04:00:00Z') } };

/** Two pages in three standard fonts, the kind of writing a ticket or voucher does. */
async function written(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(24).text('Nat på museet — Æblegrød, Øl & Ålborg');
  doc.font('Helvetica-Bold').fontSize(40).text('DKK 125,00');
  doc.addPage();
  doc.font('Courier-Bold').fontSize(30).text('ABCD-EFGH-1234');
  doc.font('Helvetica').fontSize(11).text('Kerning: AVATAR, To, Yo, WA.', { characterSpacing: 1 });
  doc.end();
  return done;
}

describe('pdfDocument', () => {
  it('writes, byte for byte, what pdfkit writes alone, the first time and with the metrics it kept', async () => {
    const alone = await written(new PDFDocument(options));
    const first = await written(pdfDocument(options));
    const kept = await written(pdfDocument(options));
    expect(first.equals(alone)).toBe(true);
    expect(kept.equals(alone)).toBe(true);
    const text = await extractText(await getDocumentProxy(new Uint8Array(kept)), { mergePages: true });
    expect(text.text).toContain('Nat på museet — Æblegrød, Øl & Ålborg');
    expect(text.text).toContain('ABCD-EFGH-1234');
  });

  it('gives each document a font object of its own, around the same metrics', () => {
    const one = pdfDocument(options) as unknown as { _font: { document: unknown; font: unknown } };
    const other = pdfDocument(options) as unknown as { _font: { document: unknown; font: unknown } };
    expect(one._font).not.toBe(other._font);
    expect(one._font.document).toBe(one);
    expect(other._font.document).toBe(other);
    expect(one._font.font).toBe(other._font.font);
  });

  it('starts in the font the options name, as pdfkit does', async () => {
    const courier = { ...options, font: 'Courier-Bold' };
    const alone = await written(new PDFDocument(courier));
    await written(pdfDocument(courier));
    expect((await written(pdfDocument(courier))).equals(alone)).toBe(true);
  });

  it('starts without a page when asked, as pdfkit does', async () => {
    const doc = pdfDocument({ ...options, autoFirstPage: false });
    doc.addPage({ size: 'A5' });
    const pdf = await written(doc);
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    expect(proxy.numPages).toBe(2);
    expect(pdf.equals(await written(new PDFDocument({ ...options, autoFirstPage: false }).addPage({ size: 'A5' })))).toBe(true);
  });
});
