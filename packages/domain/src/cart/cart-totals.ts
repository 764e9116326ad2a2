import { vatOf } from '../money.js';

/**
 * A cart's money, all in integer minor units of the cart's currency (DESIGN §4). The spec's
 * "rounded to 2 decimals" is display only (formatMoney).
 */
export interface Amounts {
  net: number;
  vat: number;
  gross: number;
}

export interface CartLineInput {
  /** Net price of one ticket (or offer) in minor units. */
  unitNetMinor: number;
  /** VAT in basis points: 2500 = 25 %. */
  vatBasisPoints: number;
  quantity: number;
  /** A gift (a donation) bears no fee: it is left out of a percentage's base and alone brings none. */
  feeFree?: boolean;
  /** Nothing to post (a digital tour's access code): alone, it brings no Shipping fee, and it is not in a Shipping percentage's base. */
  nothingToPost?: boolean;
}

export interface PricedLine extends Amounts {
  quantity: number;
  /** One ticket: its gross is the price the event page showed (the ticket type's totalPrice). */
  unit: Amounts;
}

/** SPEC §3 fee categories and §9 fee types, as the spec spells them. */
export const FEE_CATEGORIES = ['Shipping', 'EAN'] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];
export const FEE_TYPES = ['Percentage', 'Fixed amount'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** An organisation's fee of one category, as staff set it on /fee. */
export interface FeeRule {
  category: FeeCategory;
  type: FeeType;
  /** Percentage: basis points of the lines' net subtotal (150 = 1.5 %). Fixed amount: net minor units. */
  value: number;
  /** The fee's own VAT, added to its net like a ticket's. */
  vatBasisPoints: number;
}

/**
 * When a fee applies. The spec only names the categories and that "an Institution triggers the
 * EAN rule", and lets the shop add a fee to the cart by category (SPEC §7 `fee`). We read it as:
 * - EAN: only when the buyer is an Institution billed by EAN (billing kind EAN, EanPayment): the
 *   cost of invoicing through the public e-invoice network. Private and company buyers never pay it.
 * - Shipping: only when the cart carries something to post (the visitor asked for it through the
 *   `fee: Shipping` part): tickets are mailed, so a plain ticket cart ships nothing. A digital
 *   tour is an access code: a cart of tours (and gifts) alone has nothing to post.
 * No fee applies to an empty cart; a zero-priced (free) cart still pays a fee that applies. A
 * donation bears none: it is not in a percentage's base, and a cart of donations alone pays no fee.
 */
export interface FeeContext {
  eanBilling: boolean;
  shipping: boolean;
}

/** Whether a cart or an order carries the Shipping fee: the visitor asked for it by post, and the museum posts. */
export const carriesPostage = (fees: readonly { category: string }[]): boolean => fees.some((fee) => fee.category === 'Shipping');

export interface PricedFee extends Amounts {
  category: FeeCategory;
  type: FeeType;
  value: number;
  /** The fee's own VAT rate: worked back from its rounded amounts it reads 25.44 % for 0.29 on 1.14. */
  vatBasisPoints: number;
}

export interface CartTotals {
  lines: PricedLine[];
  /** The lines alone, before fees. */
  subtotal: Amounts;
  fees: PricedFee[];
  total: Amounts;
  /** Tickets (and offers) in the cart, for nviz-cart-changed; fees are not items. */
  itemsTotalQuantity: number;
}

const add = (a: Amounts, b: Amounts): Amounts => ({ net: a.net + b.net, vat: a.vat + b.vat, gross: a.gross + b.gross });
const times = (a: Amounts, quantity: number): Amounts => ({ net: a.net * quantity, vat: a.vat * quantity, gross: a.gross * quantity });

function assertCount(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative whole number, got ${value}`);
}

function assertBasisPoints(value: number, what: string) {
  if (!Number.isInteger(value) || value < 0 || value > 10_000)
    throw new RangeError(`${what} must be 0 to 10 000 basis points, got ${value}`);
}

/** Net plus VAT of one amount, VAT rounded half-up (money.ts). */
function withVat(netMinor: number, vatBasisPoints: number): Amounts {
  assertBasisPoints(vatBasisPoints, 'VAT');
  const vat = vatOf(netMinor, vatBasisPoints);
  return { net: netMinor, vat, gross: netMinor + vat };
}

/**
 * One line. VAT is rounded once per ticket and multiplied, so the line's gross is exactly the
 * advertised unit price × quantity (grossFromNet of the unit, as the event page shows it): a
 * visitor never sees 3 × 99.99 come to 299.96. totalOf in money.ts rounds the line's net
 * instead; the two differ by at most quantity ÷ 2 minor units, and only on odd amounts.
 */
export function priceLine(line: CartLineInput): PricedLine {
  assertCount(line.quantity, 'A quantity');
  const unit = withVat(line.unitNetMinor, line.vatBasisPoints);
  return { ...times(unit, line.quantity), quantity: line.quantity, unit };
}

export const feeApplies = (category: FeeCategory, context: FeeContext): boolean =>
  category === 'EAN' ? context.eanBilling : context.shipping;

/** A fee on the lines' subtotal. A percentage is taken of the net and rounded half-up, then gets its own VAT. */
export function priceFee(rule: FeeRule, subtotal: Amounts): PricedFee {
  let net: number;
  if (rule.type === 'Percentage') {
    assertBasisPoints(rule.value, 'A percentage fee');
    // vatOf is money.ts' exact "amount × basis points ÷ 10 000, half-up"; a fee share is the same sum.
    net = vatOf(subtotal.net, rule.value);
  } else {
    assertCount(rule.value, 'A fixed fee');
    net = rule.value;
  }
  return {
    category: rule.category,
    type: rule.type,
    value: rule.value,
    vatBasisPoints: rule.vatBasisPoints,
    ...withVat(net, rule.vatBasisPoints),
  };
}

/** The whole cart: lines, their subtotal, the fees that apply (in the order given) and the total. */
export function cartTotals(
  lines: readonly CartLineInput[],
  feeRules: readonly FeeRule[] = [],
  context: FeeContext = { eanBilling: false, shipping: false },
): CartTotals {
  const priced = lines.map(priceLine);
  const subtotal = priced.reduce<Amounts>(add, { net: 0, vat: 0, gross: 0 });
  const itemsTotalQuantity = priced.reduce((sum, line) => sum + line.quantity, 0);
  const feeBearing = priced.filter((_, index) => !lines[index]!.feeFree);
  const feeBase = feeBearing.reduce<Amounts>(add, { net: 0, vat: 0, gross: 0 });
  // Postage needs something to post: a cart of digital tours alone is sent by mail only, and a
  // percentage of postage is of what is posted (the tickets), not of the tours beside them.
  const posted = priced.filter((_, index) => !lines[index]!.feeFree && !lines[index]!.nothingToPost);
  const postedBase = posted.reduce<Amounts>(add, { net: 0, vat: 0, gross: 0 });
  const fees =
    feeBearing.length === 0
      ? []
      : feeRules
          .filter((rule) => feeApplies(rule.category, context) && (rule.category !== 'Shipping' || posted.length > 0))
          .map((rule) => priceFee(rule, rule.category === 'Shipping' ? postedBase : feeBase));
  return { lines: priced, subtotal, fees, total: fees.reduce<Amounts>(add, { ...subtotal }), itemsTotalQuantity };
}
