import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { vouchersPdf, type PdfVoucher } from './vouchers-pdf.js';

const voucher = (code: string, more: Partial<PdfVoucher> = {}): PdfVoucher => ({
  code,
  name: 'Gift voucher 500',
  valueMinor: 50_000,
  until: '25-11-2027',
  recipientName: null,
  message: null,
  ...more,
});

const pagesOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false })).text as string[];

describe('the gift vouchers PDF', () => {
  it('has a page a code: the museum, the voucher, its value, until when, for whom, the code as people type it', async () => {
    const pdf = await vouchersPdf({
      organizationName: 'Demo Museum',
      orderNumber: '1042',
      currency: 'DKK',
      locale: 'en',
      vouchers: [
        voucher('ACDEFGHJKMNP', { recipientName: 'Karen', message: 'Happy birthday' }),
        voucher('QRTUVWXY3467', { name: 'Gift voucher 200', valueMinor: 20_000, until: null }),
      ],
    });
    // The QR is drawn in vectors, like the tickets'.
    expect(pdf.includes('/Subtype /Image')).toBe(false);
    const [gift, plain] = await pagesOf(pdf);
    for (const text of [
      'DEMO MUSEUM',
      'GIFT VOUCHER',
      'Gift voucher 500',
      'DKK 500.00',
      'Valid until 25-11-2027',
      'For Karen',
      'Happy birthday',
      'ACDE-FGHJ-KMNP',
      'Order 1042',
    ])
      expect(gift).toContain(text);
    expect(plain).toContain('No expiry date');
    expect(plain).toContain('QRTU-VWXY-3467');
    expect(plain).not.toContain('For ');
  });

  it('is in the language asked for', async () => {
    const [page] = await pagesOf(
      await vouchersPdf({
        organizationName: 'Demo Museum',
        orderNumber: '7',
        currency: 'DKK',
        locale: 'da',
        vouchers: [voucher('ACDEFGHJKMNP', { recipientName: 'Karen' })],
      }),
    );
    for (const text of ['GAVEKORT', '500,00', 'Gyldig til og med 25-11-2027', 'Til Karen', 'Gavekortkode', 'Ordre 7'])
      expect(page).toContain(text);
  });
});
