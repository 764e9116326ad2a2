import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_KINDS, ORDER_STATUSES, type TOrderDetail } from '@foyer/contracts';
import { catalogues, translate } from '@foyer/i18n';
import { formatMoney } from '@foyer/domain';
import {
  payingCodeProblem,
  MAIL_STATUS_COLORS,
  ORDER_STATUS_COLORS,
  contentsText,
  customerView,
  lineWords,
  hasOpenDispute,
  isPartlyRefunded,
  historyText,
  lineTimeText,
  mailKindKey,
  mailSentAt,
  paymentMethodKey,
  refundMoneyKeys,
  refundSplit,
  voucherLeftToRefund,
  noProviderPaymentText,
  mailStatusKey,
  shortCode,
  vatText,
} from './order-display';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('status badges', () => {
  it('give every SPEC §4 status a colour, money in green and money back violet', () => {
    expect(Object.keys(ORDER_STATUS_COLORS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUS_COLORS.Charged).toBe('teal');
    expect(ORDER_STATUS_COLORS.Refunded).toBe('violet');
    expect(ORDER_STATUS_COLORS['Payment pending']).toBe('yellow');
    expect(ORDER_STATUS_COLORS.Canceled).toBe('red');
  });

  it('have a word in every language for every status, never the raw code (issue 12)', () => {
    for (const locale of ['en', 'da', 'de', 'nl'] as const) {
      for (const status of ORDER_STATUSES) {
        const word = translate(locale, `orders.statuses.${status}`);
        expect(word, `${locale} ${status}`).not.toBe(`orders.statuses.${status}`);
        // CheckoutCompleted, CouldNotLock, RefundRequested are codes, not words.
        expect(word, `${locale} ${status}`).not.toMatch(/[a-z][A-Z]/);
      }
    }
    expect(translate('en', 'orders.statuses.Pending')).toBe('Awaiting approval');
    expect(translate('en', 'orders.statuses.CheckoutCompleted')).toBe('Completed, invoice to follow');
    expect(catalogues.da.orders.statuses.Charged).toBe('Betalt');
  });

  it('make an order awaiting approval stand out from one waiting for its payment', () => {
    expect(ORDER_STATUS_COLORS.Pending).toBe('orange');
  });

  it('know the outbox’s mail words and leave others as written', () => {
    expect(mailStatusKey('sent')).toBe('orders.mails.statuses.sent');
    expect(mailStatusKey('bounced')).toBeNull();
    expect(mailKindKey('order-confirmation')).toBe('orders.mails.kinds.order-confirmation');
    expect(mailKindKey('sms')).toBeNull();
    // Every kind the server sends about an order has its words (a late payment's showed its code).
    for (const kind of ORDER_MAIL_KINDS) expect(translate('da', mailKindKey(kind)!), kind).not.toContain('orders.');
    for (const status of Object.keys(MAIL_STATUS_COLORS)) expect(translate('nl', mailStatusKey(status)!)).not.toContain('orders.');
  });
});

describe('historyText', () => {
  const say = (event: string, locale: 'en' | 'da' = 'en') => {
    const known = historyText(event);
    if (!known) return event;
    return translate(locale, known.key, known.statusKey ? { status: translate(locale, known.statusKey) } : {});
  };
  it('translates what the server writes', () => {
    expect(say('Created')).toBe('Order placed');
    expect(say('Payment pending')).toBe('Payment started');
    expect(say('Payment Charged')).toBe('Payment: Charged');
    expect(say('Payment Declined', 'da')).toBe('Betaling: Afvist');
    expect(say('Confirmation logged')).toBe('Confirmation logged, not sent');
    expect(say('Sent by post', 'da')).toBe('Sendt med posten');
    expect(say('Not sent after all', 'da')).toBe('Markeret som alligevel ikke sendt');
    expect(say('Refund Refunded', 'da')).toBe('Refusion: Refunderet');
    expect(say('Confirmation sent', 'da')).toBe('Bekræftelsen er sendt');
    expect(say('Canceled', 'da')).toBe('Status: Annulleret');
    expect(say('Approved')).toBe('Approved');
    expect(say('Refused', 'da')).toBe('Afvist');
    expect(say('CheckoutCompleted')).toBe('Status: Completed, invoice to follow');
    expect(say('Dispute opened')).toBe('Dispute opened');
    expect(say('Dispute closed', 'da')).toBe('Indsigelse afsluttet');
  });
  it('shows anything new as the server wrote it', () => {
    expect(historyText('Payment Exploded')).toBeNull();
    expect(say('Ticket scanned')).toBe('Ticket scanned');
  });
});

describe('shortCode', () => {
  it('keeps both ends of a long code and short codes whole', () => {
    expect(shortCode('AbCdEfGhIjKlMnOpQrStUv')).toBe('AbCdEf…StUv');
    expect(shortCode('ABC123')).toBe('ABC123');
    expect(shortCode('ABCDEFGHIJK')).toBe('ABCDEFGHIJK');
  });
});

describe('lineTimeText', () => {
  it('shows the start and end in the line’s zone (SPEC §9 HH:mm, dd-MM-yyyy)', () => {
    const line = { startsAt: '2026-06-01T08:00:00.000Z', endsAt: '2026-06-01T09:30:00.000Z', timeZone: 'Europe/Copenhagen' };
    expect(lineTimeText(line)).toBe('10:00, 01-06-2026 – 11:30');
    expect(lineTimeText({ ...line, timeZone: 'Europe/London' })).toBe('09:00, 01-06-2026 – 10:30');
    expect(lineTimeText({ ...line, endsAt: '2026-06-02T09:30:00.000Z' })).toBe('10:00, 01-06-2026 – 11:30, 02-06-2026');
    expect(lineTimeText({ ...line, startsAt: 'never' })).toBe('');
  });
});

describe('money and VAT', () => {
  it('shows minor units with 2 decimals and the currency, in the reader’s notation', () => {
    expect(plain(formatMoney(25_000, 'DKK', 'da'))).toBe('250,00 kr.');
    expect(plain(formatMoney(12_550, 'EUR', 'en'))).toBe('€125.50');
    expect(vatText(2500, 'en')).toBe('25 %');
    expect(vatText(1250, 'da')).toBe('12,5 %');
  });
});

describe('customerView', () => {
  it('reads a private buyer, phone with its prefix', () => {
    const view = customerView({
      type: 'Private',
      email: 'karen@blixen.test',
      phonePrefix: '+45',
      phoneNumber: '12345678',
      firstName: 'Karen',
      lastName: 'Blixen',
      marketing: true,
      comment: ' Wheelchair ',
      private: { address: 'Rungstedvej 111', postCode: '2960', city: 'Rungsted Kyst' },
      company: { name: 'Left over from the form' },
    });
    expect(view).toEqual({
      kind: 'Private',
      name: 'Karen Blixen',
      email: 'karen@blixen.test',
      phone: '+45 12345678',
      phoneHref: '+4512345678',
      company: null,
      address: 'Rungstedvej 111, 2960 Rungsted Kyst',
      comment: 'Wheelchair',
      marketing: true,
    });
  });

  it('reads an institution with CVR and EAN', () => {
    const view = customerView({
      type: 'Institution',
      email: 'bogholderi@skole.test',
      firstName: 'Ida',
      lastName: 'Holm',
      company: { name: 'Byens Skole', number: '12345678', ean: '5798000000001', address: 'Skolevej 1', postCode: '8000', city: 'Aarhus' },
    });
    // An order placed before an institution could give its reference has none.
    expect(view.company).toEqual({
      name: 'Byens Skole',
      number: '12345678',
      ean: '5798000000001',
      reference: '',
      address: 'Skolevej 1, 8000 Aarhus',
    });
    expect(view).toMatchObject({ kind: 'Institution', phone: '', address: '', marketing: false, comment: '' });
    const referenced = customerView({
      type: 'Institution',
      company: { name: 'Byens Skole', number: '12345678', ean: '5798000000001', reference: 'PO 4711', address: 'Skolevej 1' },
    });
    expect(referenced.company?.reference).toBe('PO 4711');
  });

  it('survives a consumer of another shape', () => {
    expect(customerView({ type: 'Robot', phoneNumber: 42, company: 'ACME', marketing: 'yes' })).toMatchObject({
      kind: null,
      name: '',
      phone: '',
      company: null,
      marketing: false,
    });
  });
});

describe('hasOpenDispute', () => {
  const payment = { paymentId: 'p', provider: 'stripe', status: 'Charged' as const, amount: 100, createdAt: '', updatedAt: '' };
  it('is true while any payment of the order has an open dispute', () => {
    expect(hasOpenDispute({ payments: [] })).toBe(false);
    expect(hasOpenDispute({ payments: [{ ...payment, disputeOpenedAt: null }] })).toBe(false);
    expect(hasOpenDispute({ payments: [{ ...payment, disputeOpenedAt: '2026-11-24T10:00:00.000Z' }] })).toBe(true);
  });
});

describe('isPartlyRefunded', () => {
  it('marks an order that stands with some money given back, not a whole refund nor none', () => {
    expect(isPartlyRefunded({ status: 'Charged', refundedAmount: 12_500 })).toBe(true);
    expect(isPartlyRefunded({ status: 'Charged', refundedAmount: 0 })).toBe(false);
    expect(isPartlyRefunded({ status: 'Refunded', refundedAmount: 37_500 })).toBe(false);
  });
});

describe('what an order holds and how its lines read, whatever they sold', () => {
  const t = (key: string, options: { count: number }) => `${key}:${options.count}`;
  it('words each kind with its count, in the order the server gave', () => {
    expect(
      contentsText(
        [
          { kind: 'Donation', quantity: 1 },
          { kind: 'Product', quantity: 3 },
        ],
        t,
      ),
    ).toEqual(['orders.contents.Donation:1', 'orders.contents.Product:3']);
    expect(contentsText([], t)).toEqual([]);
  });

  it('puts an admission’s venue under its event and the kind under anything else; a type only where there is one', () => {
    const line = { eventName: 'Guided tour', ticketName: 'Adult', venueName: 'Main hall' };
    expect(lineWords({ ...line, kind: 'Event' })).toEqual({ name: 'Guided tour', under: { text: 'Main hall', key: null }, type: 'Adult' });
    expect(lineWords({ kind: 'Product', eventName: 'Harbour podwalk', ticketName: 'One listener', venueName: null })).toEqual({
      name: 'Harbour podwalk',
      under: { text: null, key: 'orders.kinds.Product' },
      type: 'One listener',
    });
    expect(lineWords({ kind: 'Donation', eventName: 'Restore the organ', ticketName: '', venueName: null })).toEqual({
      name: 'Restore the organ',
      under: { text: null, key: 'orders.kinds.Donation' },
      type: null,
    });
  });
});

describe('mailSentAt', () => {
  it('is the outbox time for a sent mail and none for one only logged', () => {
    const at = '2026-11-29T18:00:00.000Z';
    expect(mailSentAt({ status: 'sent', sentAt: at })).toBe(at);
    expect(mailSentAt({ status: 'logged', sentAt: at })).toBeNull();
    expect(mailSentAt({ status: 'pending', sentAt: null })).toBeNull();
  });
});

describe('paymentMethodKey', () => {
  it('names a gift voucher that paid the whole order, else the order’s way of paying', () => {
    expect(paymentMethodKey({ paymentMethod: 'Card', voucherPaidAmount: 12_500, totalGrossAmount: 12_500 })).toBe(
      'orders.detail.voucherPaid',
    );
    expect(paymentMethodKey({ paymentMethod: 'Card', voucherPaidAmount: 5_000, totalGrossAmount: 12_500 })).toBe(
      'orders.paymentMethods.Card',
    );
    expect(paymentMethodKey({ paymentMethod: 'CashPayment', voucherPaidAmount: 0, totalGrossAmount: 0 })).toBe(
      'orders.paymentMethods.CashPayment',
    );
  });
});

describe('noProviderPaymentText', () => {
  it('says why no provider was asked: a voucher, the desk or an invoice', () => {
    expect(noProviderPaymentText({ paymentMethod: 'Card', voucherPaidAmount: 100, totalGrossAmount: 100 })).toEqual({
      key: 'orders.payments.noneVoucher',
    });
    expect(noProviderPaymentText({ paymentMethod: 'CashPayment', voucherPaidAmount: 0, totalGrossAmount: 100 })).toEqual({
      key: 'orders.payments.noneDesk',
      method: 'orders.paymentMethods.CashPayment',
    });
    expect(noProviderPaymentText({ paymentMethod: 'EanPayment', voucherPaidAmount: 0, totalGrossAmount: 100 }).key).toBe(
      'orders.payments.noneInvoice',
    );
    expect(noProviderPaymentText({ paymentMethod: 'Card', voucherPaidAmount: 0, totalGrossAmount: 100 }).key).toBe('orders.payments.none');
  });
});

describe('refundMoneyKeys', () => {
  it('sends a voucher’s part back on it first, and the rest the way it was paid', () => {
    expect(refundMoneyKeys({ paymentMethod: 'Card', voucherPaidAmount: 0, totalGrossAmount: 100 })).toEqual({
      voucher: null,
      rest: 'orders.refund.moneyProvider',
    });
    expect(refundMoneyKeys({ paymentMethod: 'CashPayment', voucherPaidAmount: 40, totalGrossAmount: 100 })).toEqual({
      voucher: 'orders.refund.moneyVoucherFirst',
      rest: 'orders.refund.moneyCash',
    });
    expect(refundMoneyKeys({ paymentMethod: 'Card', voucherPaidAmount: 100, totalGrossAmount: 100 })).toEqual({
      voucher: 'orders.refund.moneyVoucher',
      rest: null,
    });
    expect(refundMoneyKeys({ paymentMethod: 'PayedOtherwise', voucherPaidAmount: 0, totalGrossAmount: 100 }).rest).toBe(
      'orders.refund.moneyOtherwise',
    );
  });
});

describe('refundSplit', () => {
  const deskSale = { paymentMethod: 'PayedOtherwise' as const, voucherPaidAmount: 20_000, totalGrossAmount: 37_500 };
  it('puts the voucher’s part back on it first, and says what to hand back of the rest', () => {
    // A walk: 375 refunded of a 200 voucher + 175 "other" desk sale, and nothing said the 175 was to hand back.
    expect(refundSplit(deskSale, 37_500, 20_000)).toEqual({
      voucherMinor: 20_000,
      restMinor: 17_500,
      restKey: 'orders.refund.splitOtherwise',
    });
    // One ticket of it: the voucher's part covers it.
    expect(refundSplit(deskSale, 12_500, 20_000)).toEqual({ voucherMinor: 12_500, restMinor: 0, restKey: 'orders.refund.splitOtherwise' });
    // The voucher's part already back on it: the rest only.
    expect(refundSplit(deskSale, 12_500, 0)).toMatchObject({ voucherMinor: 0, restMinor: 12_500 });
    expect(refundSplit({ ...deskSale, paymentMethod: 'CashPayment' }, 37_500, 7_500)).toEqual({
      voucherMinor: 7_500,
      restMinor: 30_000,
      restKey: 'orders.refund.splitCash',
    });
    expect(refundSplit({ ...deskSale, paymentMethod: 'Card' }, 100, 0).restKey).toBe('orders.refund.splitProvider');
  });
});

describe('voucherLeftToRefund', () => {
  const refund = (voucherAmount: number, status: 'Refunded' | 'Failed' | 'Requested' = 'Refunded') =>
    ({ voucherAmount, status }) as TOrderDetail['refunds'][number];
  it('takes off what earlier refunds put back on the voucher, not what failed', () => {
    expect(voucherLeftToRefund({ voucherPaidAmount: 25_000, refunds: [refund(12_500), refund(5_000, 'Failed')] })).toBe(12_500);
    expect(voucherLeftToRefund({ voucherPaidAmount: 25_000, refunds: [refund(25_000)] })).toBe(0);
  });
  it('then names only the rest of the money', () => {
    expect(refundMoneyKeys({ paymentMethod: 'Card', voucherPaidAmount: 40, totalGrossAmount: 100 }, 0)).toEqual({
      voucher: null,
      rest: 'orders.refund.moneyProvider',
    });
    // Paid whole by the voucher: it is where the money goes, however much went back before.
    expect(refundMoneyKeys({ paymentMethod: 'Card', voucherPaidAmount: 100, totalGrossAmount: 100 }, 0).voucher).toBe(
      'orders.refund.moneyVoucher',
    );
  });
});

describe('payingCodeProblem', () => {
  const now = new Date('2027-01-02T16:07:00Z');
  const code = (status: 'Active' | 'Canceled', expiresAt: string | null) => ({
    code: 'ABCDABCDABCD',
    status,
    balanceMinor: 100,
    expiresAt,
  });
  it('says when money refunded onto the code could not be spent: canceled, or past its last moment', () => {
    expect(payingCodeProblem(null, now)).toBeNull();
    expect(payingCodeProblem(code('Active', null), now)).toBeNull();
    expect(payingCodeProblem(code('Active', '2027-01-02T16:08:00Z'), now)).toBeNull();
    expect(payingCodeProblem(code('Active', '2027-01-02T16:07:00Z'), now)?.key).toBe('orders.detail.payingCodeExpired');
    expect(payingCodeProblem(code('Canceled', '2030-01-01T00:00:00Z'), now)?.key).toBe('orders.detail.payingCodeCanceled');
  });
});
