import { z } from 'zod';
import { CURRENCIES, ZId } from '../common/primitives.js';

/** Refusals of a gift voucher's code (issue 14), at checkout, at the desk and by staff. */
export const VOUCHER_CODE_MESSAGES = {
  unknown: 'This voucher code does not exist',
  expired: 'This voucher has expired',
  usedUp: 'This voucher has been used up',
  canceled: 'This voucher has been canceled',
  alreadyCanceled: 'This voucher is canceled already',
  /** A whole refund of an order one of whose codes is paying for another order at this moment. */
  payingNow: 'A gift voucher of this order is paying for another order right now; try again in a few minutes',
  /** Ours: a code would otherwise buy a new code, and so a new expiry, for what is left on it. */
  notForVouchers: 'A gift voucher cannot pay for gift vouchers: pay this order another way, or buy the voucher in an order of its own',
  /** The shop showed the code paying more than it can now: another order used it meanwhile. */
  paysLessNow:
    'This gift voucher has less on it than when you added it: another order used it meanwhile. Check what it pays now, then continue',
} as const;

/** A code as typed: spaces, dashes and case do not matter (normalised by the server). */
export const ZVoucherCodeText = z.string().trim().min(1, VOUCHER_CODE_MESSAGES.unknown).max(40, VOUCHER_CODE_MESSAGES.unknown);

export const VOUCHER_CODE_STATUSES = ['Active', 'Canceled'] as const;
export const VOUCHER_REDEMPTION_STATUSES = ['Held', 'Spent', 'Released'] as const;

/** What the shop and the desk may know of a code before using it. */
export const ZVoucherCodeBalance = z.object({
  code: z.string(),
  currency: z.enum(CURRENCIES),
  valueMinor: z.number().int(),
  balanceMinor: z.number().int(),
  expiresAt: z.string().nullable(),
  /** Whether it can pay now: active, not expired, something left. */
  usable: z.boolean(),
});
export type TVoucherCodeBalance = z.infer<typeof ZVoucherCodeBalance>;

/** A code sold, as staff see it under its voucher: who bought it, what is left, what it paid. */
export const ZVoucherCodeSale = z.object({
  codeId: ZId,
  code: z.string(),
  orderId: ZId,
  orderNumber: z.string(),
  soldAt: z.string(),
  valueMinor: z.number().int(),
  balanceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  expiresAt: z.string().nullable(),
  status: z.enum(VOUCHER_CODE_STATUSES),
  recipientName: z.string().nullable(),
  redemptions: z.array(
    z.object({
      orderId: ZId,
      orderNumber: z.string(),
      amountMinor: z.number().int(),
      status: z.enum(VOUCHER_REDEMPTION_STATUSES),
      at: z.string(),
      /** What refunds of that order put back on the code (an order pays with one code at most). */
      returnedMinor: z.number().int(),
    }),
  ),
});
export type TVoucherCodeSale = z.infer<typeof ZVoucherCodeSale>;

export const ZVoucherCodeParams = z.object({ code: ZVoucherCodeText });
export const ZVoucherCodeIdParams = z.object({ id: ZId, codeId: ZId });
