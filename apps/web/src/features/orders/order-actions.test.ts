import { describe, expect, it } from 'vitest';
import type { TOrderDetail } from '@foyer/contracts';
import { ApiError } from '../../shared/api/api-client';
import {
  beyondRefundPolicy,
  canCancel,
  canDecide,
  canRefund,
  canResend,
  goesWithTheRest,
  isSelectable,
  postWaitKey,
  preselectedTickets,
  refundFailure,
  refundPreview,
  refundRequest,
  refundedSoFar,
  selectionAfterOverride,
  ticketChoice,
} from './order-actions';

type Ticket = TOrderDetail['tickets'][number];
const ticket = (ticketId: string, status: Ticket['status'], lineNo = 1): Ticket => ({
  ticketId,
  code: `code-${ticketId}`,
  lineNo,
  status,
  visitState: 'NOT_VISITED',
  holderName: null,
});
const line = (lineNo: number, unitGross: number, quantity: number) =>
  ({ lineNo, unitGross, quantity, totalGross: unitGross * quantity }) as TOrderDetail['lines'][number];
const refund = (amount: number, status: TOrderDetail['refunds'][number]['status']) =>
  ({
    refundId: `r${amount}`,
    amount,
    codesUsedAmount: 0,
    cause: null,
    voucherAmount: 0,
    codesCanceledAmount: 0,
    ticketIds: [],
    stalled: false,
    override: false,
    status,
    createdAt: '',
  }) as TOrderDetail['refunds'][number];

/** Two adults at 125.00 and a child at 0 with a 10.00 fee: 260.00 in all. */
const order = (tickets: Ticket[], refunds: TOrderDetail['refunds'] = []) => ({
  status: 'Charged' as const,
  tickets,
  lines: [line(1, 12_500, 2), line(2, 0, 1)],
  refunds,
  totalGrossAmount: 26_000,
  voucherCodes: [] as TOrderDetail['voucherCodes'],
});

describe('which actions an order offers', () => {
  it('refunds a charged order with a ticket left, and nothing else', () => {
    expect(canRefund(order([ticket('a', 'NOT_ACTIVATED')]))).toBe(true);
    expect(canRefund(order([ticket('a', 'CANCELED')]))).toBe(false);
    expect(canRefund({ ...order([ticket('a', 'NOT_ACTIVATED')]), status: 'Refunded' })).toBe(false);
    expect(canRefund({ ...order([ticket('a', 'NOT_ACTIVATED')]), status: 'CheckoutCompleted' })).toBe(false);
  });
  it('resends for charged and invoiced orders; cancels unpaid and invoiced ones', () => {
    expect(['Charged', 'CheckoutCompleted'].every((status) => canResend(status as never))).toBe(true);
    expect(['Created', 'Refunded', 'Canceled', 'Payment pending'].some((status) => canResend(status as never))).toBe(false);
    expect(['Created', 'Payment pending', 'CheckoutCompleted'].every((status) => canCancel(status as never))).toBe(true);
    expect(['Charged', 'Refunded', 'Canceled', 'Pending', 'CouldNotLock', 'RefundRequested'].some((s) => canCancel(s as never))).toBe(
      false,
    );
  });
  it('offers approve and refuse only for an EAN order awaiting approval', () => {
    expect(canDecide('Pending')).toBe(true);
    expect(['Created', 'Payment pending', 'Charged', 'CheckoutCompleted', 'Canceled'].some((s) => canDecide(s as never))).toBe(false);
  });
});

describe('choosing tickets to refund', () => {
  const tickets = [ticket('a', 'NOT_ACTIVATED'), ticket('b', 'ACTIVATED'), ticket('c', 'EXPIRED'), ticket('d', 'CANCELED', 2)];
  it('offers unused tickets, used and expired ones only against the policy, canceled ones never', () => {
    expect(tickets.map(ticketChoice)).toEqual(['open', 'needsOverride', 'needsOverride', 'canceled']);
    expect(tickets.filter((t) => isSelectable(t, false)).map((t) => t.ticketId)).toEqual(['a']);
    expect(tickets.filter((t) => isSelectable(t, true)).map((t) => t.ticketId)).toEqual(['a', 'b', 'c']);
  });
  it('starts with every ticket still valid, and drops used ones when the override is turned off', () => {
    expect(preselectedTickets({ tickets })).toEqual(['a']);
    expect(selectionAfterOverride({ tickets }, ['a', 'b', 'd'], true)).toEqual(['a', 'b']);
    expect(selectionAfterOverride({ tickets }, ['a', 'b'], false)).toEqual(['a']);
  });
  it('names the tickets in the order they are listed', () => {
    expect(refundRequest({ tickets }, ['c', 'a'], true)).toEqual({ ticketIds: ['a', 'c'], override: true });
  });
});

describe('an order without tickets (a donation, gift vouchers, tours)', () => {
  it('is refunded whole: refundable while charged, the rest of its total, no tickets named', () => {
    const gifts = { ...order([]), totalGrossAmount: 15_000 };
    expect(canRefund(gifts)).toBe(true);
    expect(canRefund({ ...gifts, status: 'Refunded' })).toBe(false);
    expect(refundPreview(gifts, [])).toEqual({ amount: 15_000, count: 0, rest: true, whole: true, codesUsed: 0, codesCanceled: 0 });
    expect(refundRequest(gifts, [], false)).toEqual({ override: false });
  });
  it('keeps what the gift vouchers it sold paid for since: their rest is canceled and refunded', () => {
    const code = (valueMinor: number, balanceMinor: number) => ({ valueMinor, balanceMinor }) as TOrderDetail['voucherCodes'][number];
    const vouchers = { ...order([]), totalGrossAmount: 100_000, voucherCodes: [code(50_000, 12_500), code(50_000, 50_000)] };
    expect(refundPreview(vouchers, [])).toEqual({
      amount: 62_500,
      count: 0,
      rest: true,
      whole: true,
      codesUsed: 37_500,
      codesCanceled: 62_500,
    });
    // Beside tickets: only the refund of the last tickets takes the codes back.
    const both = {
      ...order([ticket('a', 'NOT_ACTIVATED'), ticket('b', 'NOT_ACTIVATED')]),
      totalGrossAmount: 75_000,
      voucherCodes: [code(50_000, 10_000)],
    };
    expect(refundPreview(both, ['a'])).toMatchObject({ amount: 12_500, codesUsed: 0, codesCanceled: 0 });
    expect(refundPreview(both, ['a', 'b'])).toMatchObject({ amount: 35_000, codesUsed: 40_000, codesCanceled: 10_000 });
  });
});

describe('refundPreview', () => {
  const three = [ticket('a', 'NOT_ACTIVATED'), ticket('b', 'NOT_ACTIVATED'), ticket('k', 'NOT_ACTIVATED', 2)];
  it('is the unit prices of some of the tickets', () => {
    expect(refundPreview(order(three), ['a'])).toEqual({
      amount: 12_500,
      count: 1,
      rest: false,
      whole: false,
      codesUsed: 0,
      codesCanceled: 0,
    });
    expect(refundPreview(order(three), ['a', 'k'])).toEqual({
      amount: 12_500,
      count: 2,
      rest: false,
      whole: false,
      codesUsed: 0,
      codesCanceled: 0,
    });
    expect(refundPreview(order(three), [])).toEqual({ amount: 0, count: 0, rest: false, whole: false, codesUsed: 0, codesCanceled: 0 });
  });
  it('is the rest of the total, fees included, when every remaining ticket is chosen', () => {
    expect(refundPreview(order(three), ['a', 'b', 'k'])).toEqual({
      amount: 26_000,
      count: 3,
      rest: true,
      whole: true,
      codesUsed: 0,
      codesCanceled: 0,
    });
    const after = order([ticket('a', 'CANCELED'), three[1]!, three[2]!], [refund(12_500, 'Refunded')]);
    expect(refundPreview(after, ['b', 'k'])).toEqual({
      amount: 13_500,
      count: 2,
      rest: true,
      whole: false,
      codesUsed: 0,
      codesCanceled: 0,
    });
  });
  it('counts no failed refund as money given back, as the server does', () => {
    const after = order([ticket('a', 'CANCELED'), three[1]!, three[2]!], [refund(12_500, 'Failed'), refund(500, 'Requested')]);
    expect(refundedSoFar(after)).toBe(500);
    expect(refundPreview(after, ['b', 'k']).amount).toBe(25_500);
  });
  it('ignores canceled tickets among the chosen', () => {
    const after = order([ticket('a', 'CANCELED'), three[1]!, three[2]!], [refund(12_500, 'Refunded')]);
    expect(refundPreview(after, ['a', 'b'])).toEqual({
      amount: 12_500,
      count: 1,
      rest: false,
      whole: false,
      codesUsed: 0,
      codesCanceled: 0,
    });
  });
});

describe('refundFailure', () => {
  const sent = ['a', 'b'];
  it('suggests the override when the policy refused', () => {
    const error = new ApiError(409, 'conflict', 'The refund policy does not allow a refund now', {
      override: 'The refund policy does not allow a refund now',
    });
    expect(refundFailure(error, sent)).toEqual({
      message: 'The refund policy does not allow a refund now',
      perTicket: {},
      policy: true,
      providerFailed: false,
    });
  });
  it('puts per-ticket refusals on the tickets sent', () => {
    const error = new ApiError(409, 'conflict', 'This ticket has been used', {
      'ticketIds.1': 'This ticket has been used',
      'ticketIds.7': 'Ticket not found in this order',
    });
    expect(refundFailure(error, sent).perTicket).toEqual({ b: 'This ticket has been used' });
  });
  it('keeps the provider failure (502) in its own words, and leaves other failures to a generic text', () => {
    const provider = new ApiError(502, 'payment_provider_failed', 'Error while refunding the payment');
    expect(refundFailure(provider, sent)).toMatchObject({ message: 'Error while refunding the payment', providerFailed: true });
    expect(refundFailure(new ApiError(500, 'internal', 'Server error'), sent).message).toBeNull();
    expect(refundFailure(new ApiError(0, 'network', 'Network error'), sent).message).toBeNull();
    expect(refundFailure(new Error('boom'), sent).message).toBeNull();
  });
});

describe('beyondRefundPolicy', () => {
  const admission = (lineNo: number, refundableUntil: string | null) =>
    ({ lineNo, kind: 'Event', refundableUntil }) as TOrderDetail['lines'][number];
  const tickets = [ticket('a', 'NOT_ACTIVATED', 1), ticket('b', 'NOT_ACTIVATED', 2)];
  const lines = [admission(1, '2027-05-02T08:00:00.000Z'), admission(2, null)];
  const before = new Date('2027-05-01T12:00:00Z');
  const after = new Date('2027-05-02T08:00:00Z');

  it('says a chosen ticket is past its event’s policy from its deadline on, and always when the policy never refunds', () => {
    expect(beyondRefundPolicy({ tickets, lines }, ['a'], before)).toBe(false);
    expect(beyondRefundPolicy({ tickets, lines }, ['a'], after)).toBe(true);
    expect(beyondRefundPolicy({ tickets, lines }, ['b'], before)).toBe(true);
  });

  it('looks only at the tickets chosen, and not at lines that are not admissions', () => {
    expect(beyondRefundPolicy({ tickets, lines }, [], after)).toBe(false);
    const gift = [{ lineNo: 1, kind: 'Voucher', refundableUntil: null } as TOrderDetail['lines'][number]];
    expect(beyondRefundPolicy({ tickets, lines: gift }, ['a'], after)).toBe(false);
  });
});

describe('postWaitKey', () => {
  it('says a posted order is to send only when it is paid or invoiced', () => {
    expect(postWaitKey('Charged')).toBe('orders.post.notSent');
    expect(postWaitKey('CheckoutCompleted')).toBe('orders.post.notSent');
    expect(postWaitKey('Refunded')).toBe('orders.post.nothingRefunded');
    expect(postWaitKey('RefundRequested')).toBe('orders.post.nothingRefunded');
    expect(postWaitKey('Canceled')).toBe('orders.post.nothingCanceled');
    expect(postWaitKey('CouldNotLock')).toBe('orders.post.nothingCanceled');
    expect(postWaitKey('Pending')).toBe('orders.post.nothingYet');
    expect(postWaitKey('Payment pending')).toBe('orders.post.nothingYet');
  });
});

describe('what a refund of the rest takes with it', () => {
  it('names the lines that are not tickets, in the order’s order', () => {
    const line = (lineNo: number, kind: 'Event' | 'Donation' | 'Product' | 'Voucher') =>
      ({ lineNo, kind }) as TOrderDetail['lines'][number];
    const order = { lines: [line(1, 'Event'), line(2, 'Donation'), line(3, 'Event'), line(4, 'Product')] };
    expect(goesWithTheRest(order).map((each) => each.lineNo)).toEqual([2, 4]);
    expect(goesWithTheRest({ lines: [line(1, 'Event')] })).toEqual([]);
  });
});
