import { describe, expect, it } from 'vitest';
import { grossFromNet, netFromGross } from '../money.js';
import { carriesPostage, cartTotals, feeApplies, priceFee, priceLine, type FeeRule } from './cart-totals.js';

const shipping: FeeRule = { category: 'Shipping', type: 'Fixed amount', value: 4_000, vatBasisPoints: 2500 };
const ean: FeeRule = { category: 'EAN', type: 'Percentage', value: 150, vatBasisPoints: 2500 };

describe('priceLine', () => {
  it('adds 25 % VAT to a whole line', () => {
    expect(priceLine({ unitNetMinor: 10_000, vatBasisPoints: 2500, quantity: 3 })).toEqual({
      quantity: 3,
      unit: { net: 10_000, vat: 2_500, gross: 12_500 },
      net: 30_000,
      vat: 7_500,
      gross: 37_500,
    });
  });

  it('rounds VAT half-up per ticket, so the line is unit price × quantity', () => {
    // 25 % of 2 øre is 0.5 → 1; two tickets are 2 × 3, not round(4 × 1.25) = 5.
    expect(priceLine({ unitNetMinor: 2, vatBasisPoints: 2500, quantity: 2 })).toMatchObject({ net: 4, vat: 2, gross: 6 });
    // 25 % of 1 øre is 0.25 → 0.
    expect(priceLine({ unitNetMinor: 1, vatBasisPoints: 2500, quantity: 3 })).toMatchObject({ net: 3, vat: 0, gross: 3 });
    // 25 % of 79.99 is 19.9975 → 20.00.
    expect(priceLine({ unitNetMinor: 7_999, vatBasisPoints: 2500, quantity: 1 }).unit).toEqual({ net: 7_999, vat: 2_000, gross: 9_999 });
  });

  it('charges what the event page showed for a price staff set with VAT', () => {
    const net = netFromGross(9_999, 2500);
    const line = priceLine({ unitNetMinor: net, vatBasisPoints: 2500, quantity: 3 });
    expect(line.unit.gross).toBe(grossFromNet(net, 2500));
    expect(line.gross).toBe(3 * 9_999);
  });

  it('prices free tickets and VAT-exempt admissions', () => {
    expect(priceLine({ unitNetMinor: 0, vatBasisPoints: 2500, quantity: 4 })).toMatchObject({ net: 0, vat: 0, gross: 0, quantity: 4 });
    expect(priceLine({ unitNetMinor: 9_500, vatBasisPoints: 0, quantity: 2 })).toMatchObject({ net: 19_000, vat: 0, gross: 19_000 });
  });

  it('refuses negative or fractional quantities and prices, and VAT out of range', () => {
    expect(() => priceLine({ unitNetMinor: 100, vatBasisPoints: 2500, quantity: -1 })).toThrow(RangeError);
    expect(() => priceLine({ unitNetMinor: 100, vatBasisPoints: 2500, quantity: 1.5 })).toThrow(RangeError);
    expect(() => priceLine({ unitNetMinor: -100, vatBasisPoints: 2500, quantity: 1 })).toThrow(RangeError);
    expect(() => priceLine({ unitNetMinor: 100, vatBasisPoints: 10_001, quantity: 1 })).toThrow(RangeError);
  });
});

describe('fees', () => {
  it('applies EAN only to EAN billing and Shipping only when something ships', () => {
    expect(feeApplies('EAN', { eanBilling: true, shipping: false })).toBe(true);
    expect(feeApplies('EAN', { eanBilling: false, shipping: true })).toBe(false);
    expect(feeApplies('Shipping', { eanBilling: true, shipping: false })).toBe(false);
    expect(feeApplies('Shipping', { eanBilling: false, shipping: true })).toBe(true);
  });

  it('takes a percentage of the net subtotal, half-up, then adds its VAT', () => {
    const subtotal = { net: 10_001, vat: 2_500, gross: 12_501 };
    // 1.5 % of 100.01 = 1.50015 → 1.50; its VAT 0.375 → 0.38.
    expect(priceFee(ean, subtotal)).toEqual({
      category: 'EAN',
      type: 'Percentage',
      value: 150,
      vatBasisPoints: 2500,
      net: 150,
      vat: 38,
      gross: 188,
    });
    // 1.5 % of 0.30 = 0.45 øre → 0; of 0.34 = 0.51 øre → 0.01.
    expect(priceFee(ean, { net: 30, vat: 0, gross: 30 }).net).toBe(0);
    expect(priceFee(ean, { net: 34, vat: 0, gross: 34 }).net).toBe(1);
    // 2.5 % of 0.20 = 0.005 → 0.01: exactly half rounds up.
    expect(priceFee({ ...ean, value: 250 }, { net: 20, vat: 0, gross: 20 }).net).toBe(1);
  });

  it('leaves a donation out of the fees: not in a percentage’s base, and alone it brings none', () => {
    const ticket = { unitNetMinor: 10_000, vatBasisPoints: 2500, quantity: 1 };
    const donation = { unitNetMinor: 15_000, vatBasisPoints: 0, quantity: 1, feeFree: true };
    const both = cartTotals([ticket, donation], [ean], { eanBilling: true, shipping: false });
    // 1.5 % of the ticket's 100.00 only, not of 250.00.
    expect(both.fees).toEqual([{ category: 'EAN', type: 'Percentage', value: 150, vatBasisPoints: 2500, net: 150, vat: 38, gross: 188 }]);
    expect(both.total.gross).toBe(12_500 + 15_000 + 188);
    expect(both.itemsTotalQuantity).toBe(2);
    const alone = cartTotals([donation], [ean, shipping], { eanBilling: true, shipping: true });
    expect(alone.fees).toEqual([]);
    expect(alone.total).toEqual({ net: 15_000, vat: 0, gross: 15_000 });
  });

  it('brings no postage for digital tours alone, but the EAN fee still applies to them', () => {
    const tour = { unitNetMinor: 3_920, vatBasisPoints: 2500, quantity: 1, nothingToPost: true };
    const ticket = { unitNetMinor: 10_000, vatBasisPoints: 2500, quantity: 1 };
    const context = { eanBilling: true, shipping: true };
    expect(cartTotals([tour], [ean, shipping], context).fees.map((fee) => fee.category)).toEqual(['EAN']);
    // With a ticket to post, postage applies; the EAN invoice's percentage counts the tour too.
    const both = cartTotals([ticket, tour], [ean, shipping], context);
    expect(both.fees.map((fee) => fee.category)).toEqual(['EAN', 'Shipping']);
    expect(both.fees[0]).toMatchObject({ net: 209 });
  });

  it('takes a percentage of postage of what is posted: the tickets, not the tours beside them', () => {
    // A review walk: 2.5 % of tickets (152.00) and a tour (70.00) charged 5.55 net, where staff read "of the tickets".
    const postage: FeeRule = { category: 'Shipping', type: 'Percentage', value: 250, vatBasisPoints: 2500 };
    const tickets = { unitNetMinor: 7_600, vatBasisPoints: 2500, quantity: 2 };
    const tour = { unitNetMinor: 7_000, vatBasisPoints: 2500, quantity: 1, nothingToPost: true };
    const gift = { unitNetMinor: 15_050, vatBasisPoints: 0, quantity: 1, feeFree: true };
    const totals = cartTotals([tickets, tour, gift], [postage], { eanBilling: false, shipping: true });
    expect(totals.fees).toEqual([expect.objectContaining({ category: 'Shipping', net: 380, vat: 95, gross: 475 })]);
  });

  it('adds a fixed amount as net plus its VAT', () => {
    expect(priceFee(shipping, { net: 0, vat: 0, gross: 0 })).toMatchObject({ net: 4_000, vat: 1_000, gross: 5_000 });
  });

  it('refuses a percentage above 100 % or a negative fixed amount', () => {
    expect(() => priceFee({ ...ean, value: 10_001 }, { net: 100, vat: 0, gross: 100 })).toThrow(RangeError);
    expect(() => priceFee({ ...shipping, value: -1 }, { net: 100, vat: 0, gross: 100 })).toThrow(RangeError);
  });
});

describe('cartTotals', () => {
  const lines = [
    { unitNetMinor: 10_000, vatBasisPoints: 2500, quantity: 2 },
    { unitNetMinor: 4_000, vatBasisPoints: 2500, quantity: 3 },
    { unitNetMinor: 0, vatBasisPoints: 2500, quantity: 1 },
  ];

  it('sums lines, counts items and adds no fee by default', () => {
    const totals = cartTotals(lines);
    expect(totals.subtotal).toEqual({ net: 32_000, vat: 8_000, gross: 40_000 });
    expect(totals.total).toEqual(totals.subtotal);
    expect(totals.fees).toEqual([]);
    expect(totals.itemsTotalQuantity).toBe(6);
  });

  it('adds the fees that apply, in order, to the total', () => {
    const totals = cartTotals(lines, [shipping, ean], { eanBilling: true, shipping: true });
    expect(totals.fees.map((fee) => [fee.category, fee.net, fee.vat, fee.gross])).toEqual([
      ['Shipping', 4_000, 1_000, 5_000],
      ['EAN', 480, 120, 600],
    ]);
    expect(totals.total).toEqual({ net: 36_480, vat: 9_120, gross: 45_600 });
    expect(totals.itemsTotalQuantity).toBe(6);
  });

  it('leaves out a fee that does not apply', () => {
    const totals = cartTotals(lines, [shipping, ean], { eanBilling: false, shipping: true });
    expect(totals.fees.map((fee) => fee.category)).toEqual(['Shipping']);
    expect(totals.total.gross).toBe(45_000);
  });

  it('charges an applicable fee on a free cart, but nothing on an empty one', () => {
    const free = cartTotals([{ unitNetMinor: 0, vatBasisPoints: 2500, quantity: 2 }], [shipping, ean], {
      eanBilling: true,
      shipping: true,
    });
    expect(free.fees.map((fee) => [fee.category, fee.gross])).toEqual([
      ['Shipping', 5_000],
      ['EAN', 0],
    ]);
    expect(free.total.gross).toBe(5_000);
    const empty = cartTotals([], [shipping, ean], { eanBilling: true, shipping: true });
    expect(empty).toEqual({
      lines: [],
      subtotal: { net: 0, vat: 0, gross: 0 },
      fees: [],
      total: { net: 0, vat: 0, gross: 0 },
      itemsTotalQuantity: 0,
    });
  });

  it('mixes VAT rates line by line', () => {
    const totals = cartTotals([
      { unitNetMinor: 333, vatBasisPoints: 1250, quantity: 1 }, // 41.625 → 42
      { unitNetMinor: 333, vatBasisPoints: 2500, quantity: 1 }, // 83.25 → 83
    ]);
    expect(totals.subtotal).toEqual({ net: 666, vat: 125, gross: 791 });
  });
});

describe('carriesPostage', () => {
  it('is a cart or order with the Shipping fee, whatever else it carries', () => {
    expect(carriesPostage([])).toBe(false);
    expect(carriesPostage([{ category: 'EAN' }])).toBe(false);
    expect(carriesPostage([{ category: 'EAN' }, { category: 'Shipping' }])).toBe(true);
  });
});
