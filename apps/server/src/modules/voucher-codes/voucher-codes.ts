import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, VOUCHER_CODE_MESSAGES, type Currency, type TVoucherCodeBalance, type TVoucherCodeSale } from '@foyer/contracts';
import { addDays, daysInMonth, toInstant, toLocal } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { conflict, invalid } from '../../lib/app-error.js';
import { newVoucherCode, normalizeVoucherCode } from './voucher-code-text.js';
import { voucherCodesRepository, voucherRedemptionsRepository, type VoucherCodeRow } from './voucher-codes.repository.js';

/*
 * Gift voucher codes for the modules that sell and take them (orders, the desk): voucher-codes is
 * the only writer of the code and redemption rows, each in the caller's transaction.
 */

/** A voucher line of an order, as the codes are issued from it. */
export interface SoldVoucherLine {
  lineNo: number;
  quantity: number;
  /** What one code is worth: the line's unit price. */
  unitGrossMinor: number;
  sellableId: string;
  details: Record<string, unknown>;
}

/**
 * When a code bought at `from` stops paying: the end of the day, in the museum's time zone, `months`
 * after the day it was bought (on the same day of the month where it exists: 31 Jan + 1 month =
 * 28/29 Feb). That is the day printed "valid until and including", so the code pays all of it
 * (a walk saw a code refused at 16:07 on its printed last day, having been bought at 12:06).
 */
export function voucherExpiry(from: Date, months: number, zone: string = DEFAULT_TIME_ZONE): Date {
  const [year, month, day] = toLocal(from, zone).date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = Math.min(day, daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1));
  const date = `${target.toISOString().slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
  return new Date(toInstant({ date: addDays(date, 1), time: '00:00' }, zone).getTime() - 1);
}

/** The last day a code pays, in the museum's time zone, as the spec writes days (dd-MM-yyyy). */
export function voucherLastDay(expiresAt: Date, zone: string = DEFAULT_TIME_ZONE): string {
  const [year, month, day] = toLocal(expiresAt, zone).date.split('-');
  return `${day}-${month}-${year}`;
}

/** One code per voucher sold, worth its price, valid from the charge for the voucher's months (0: for ever). */
export async function issueVoucherCodes(
  tx: Tx,
  orgId: string,
  orderId: string,
  currency: string,
  lines: readonly SoldVoucherLine[],
  now: Date,
) {
  await voucherCodesRepository.insertMany(
    tx,
    lines.flatMap((line) => {
      const months = Number(line.details.validForMonths ?? 0);
      return Array.from({ length: line.quantity }, () => ({
        orgId,
        codeId: randomUUID(),
        code: newVoucherCode(),
        voucherId: line.sellableId,
        orderId,
        lineNo: line.lineNo,
        valueMinor: line.unitGrossMinor,
        balanceMinor: line.unitGrossMinor,
        currency,
        expiresAt: months > 0 ? voucherExpiry(now, months) : null,
        recipientName: typeof line.details.recipientName === 'string' ? line.details.recipientName : null,
        message: typeof line.details.message === 'string' ? line.details.message : null,
      }));
    }),
  );
}

const usable = (code: VoucherCodeRow, now: Date) =>
  code.status === 'Active' && (!code.expiresAt || code.expiresAt > now) && code.balanceMinor > 0;

/**
 * The code a buyer pays with, locked for this transaction (a second buyer of the same code waits
 * here and then sees what the first left); refused, naming `field`, when it cannot pay now, or when
 * the order buys gift vouchers (a code buying a code would renew its own expiry for what is left).
 */
export async function lockVoucherForPayment(
  tx: Tx,
  orgId: string,
  typed: string,
  now: Date,
  { buysVouchers = false, field = 'voucherCode' }: { buysVouchers?: boolean; field?: string } = {},
) {
  if (buysVouchers) throw conflict(VOUCHER_CODE_MESSAGES.notForVouchers, { [field]: VOUCHER_CODE_MESSAGES.notForVouchers });
  const code = await voucherCodesRepository.findByCode(tx, orgId, normalizeVoucherCode(typed), true);
  if (!code) throw invalid({ [field]: VOUCHER_CODE_MESSAGES.unknown }, VOUCHER_CODE_MESSAGES.unknown);
  const refusal =
    code.status === 'Canceled'
      ? VOUCHER_CODE_MESSAGES.canceled
      : code.expiresAt && code.expiresAt <= now
        ? VOUCHER_CODE_MESSAGES.expired
        : code.balanceMinor <= 0
          ? VOUCHER_CODE_MESSAGES.usedUp
          : null;
  if (refusal) throw conflict(refusal, { [field]: refusal });
  return code;
}

/**
 * Takes `amount` of the locked code for the order: held until the order is charged (spent) or its
 * attempt fails (released, the money back on the code). Never below zero, whatever races it.
 */
export async function holdVoucherPayment(tx: Tx, orgId: string, orderId: string, code: VoucherCodeRow, amount: number) {
  if (amount <= 0) return;
  if (!(await voucherCodesRepository.take(tx, orgId, code.codeId, amount)))
    throw conflict(VOUCHER_CODE_MESSAGES.usedUp, { voucherCode: VOUCHER_CODE_MESSAGES.usedUp });
  await voucherRedemptionsRepository.insert(tx, {
    orgId,
    redemptionId: randomUUID(),
    codeId: code.codeId,
    orderId,
    amountMinor: amount,
    status: 'Held',
  });
}

/**
 * The order was charged (spent) or its attempt failed (released: the amounts go back on their
 * codes). `voucherPaidMinor` is what the order says a voucher paid, the amount its placing held
 * (checkout and the desk hold exactly that, and nothing when it is 0): an order that says none
 * holds none, so a sale without a voucher reads nothing here.
 */
export async function settleVoucherPayments(
  tx: Tx,
  order: { orgId: string; orderId: string; voucherPaidMinor: number },
  outcome: 'Spent' | 'Released',
) {
  if (order.voucherPaidMinor <= 0) return;
  const { orgId, orderId } = order;
  const held = await voucherRedemptionsRepository.ofOrder(tx, orgId, orderId, 'Held');
  if (outcome === 'Released')
    for (const redemption of held) await voucherCodesRepository.giveBack(tx, orgId, redemption.codeId, redemption.amountMinor);
  await voucherRedemptionsRepository.settle(
    tx,
    orgId,
    held.map((redemption) => redemption.redemptionId),
    outcome,
  );
}

/** Money refunded of an order a voucher paid: it goes back on the code(s) it came from, up to what they paid. */
export async function creditVoucherPayments(tx: Tx, orgId: string, orderId: string, amount: number): Promise<number> {
  let left = amount;
  for (const redemption of await voucherRedemptionsRepository.ofOrder(tx, orgId, orderId, 'Spent')) {
    if (left <= 0) break;
    const back = Math.min(left, redemption.amountMinor);
    await voucherCodesRepository.giveBack(tx, orgId, redemption.codeId, back);
    left -= back;
  }
  return amount - left;
}

/**
 * The order that bought codes is refunded whole by staff: what is left on each code is canceled
 * (and refunded with the order), what the codes have paid for since is kept (the museum delivered
 * it). The codes are locked in a fixed order, by id, so a buyer paying with one meanwhile either
 * paid before (its part is used) or finds it canceled after. A code holding money for an order
 * being paid right now refuses (`payingNow`): whether that payment goes through is not known yet.
 */
export async function takeBackVoucherCodesOfOrder(
  tx: Tx,
  orgId: string,
  orderId: string,
): Promise<{ usedMinor: number; canceledMinor: number }> {
  const codes = await voucherCodesRepository.ofOrderLocked(tx, orgId, orderId);
  if (codes.length === 0) return { usedMinor: 0, canceledMinor: 0 };
  const codeIds = codes.map((code) => code.codeId);
  if (await voucherRedemptionsRepository.anyHeld(tx, orgId, codeIds))
    throw conflict(VOUCHER_CODE_MESSAGES.payingNow, { orderId: VOUCHER_CODE_MESSAGES.payingNow });
  const active = codes.filter((code) => code.status === 'Active');
  await voucherCodesRepository.cancel(
    tx,
    orgId,
    active.map((code) => code.codeId),
  );
  // A code staff canceled before keeps what it had left void until now: that rest comes back here too.
  return {
    usedMinor: codes.reduce((sum, code) => sum + (code.valueMinor - code.balanceMinor), 0),
    canceledMinor: codes.reduce((sum, code) => sum + code.balanceMinor, 0),
  };
}

/** The provider reports the order refunded whole (the money is back already): its codes are canceled, used or not. */
export async function cancelVoucherCodesOfOrder(tx: Tx, orgId: string, orderId: string) {
  const active = (await voucherCodesRepository.ofOrder(tx, orgId, orderId)).filter((code) => code.status === 'Active');
  await voucherCodesRepository.cancel(
    tx,
    orgId,
    active.map((code) => code.codeId),
  );
}

/** The codes an order bought, for its confirmation and its page. */
export const voucherCodesOfOrder = (tx: Tx, orgId: string, orderId: string) => voucherCodesRepository.ofOrder(tx, orgId, orderId);

/**
 * The code an order's payment was to take money from (held, spent or let go since), as the buyer
 * typed it for that order; null when none paid. An order pays with one code at most.
 */
export async function codePayingOrder(tx: Tx, orgId: string, orderId: string): Promise<string | null> {
  const [redemption] = await voucherRedemptionsRepository.ofOrder(tx, orgId, orderId);
  if (!redemption) return null;
  return (await voucherCodesRepository.find(tx, orgId, redemption.codeId))?.code ?? null;
}

/**
 * The code that paid (part of) an order, for its page: as stored, whether it is still usable and
 * what is on it now; null when none paid (or only an attempt given up). A refund of the order goes
 * back on it, so staff see before they refund that it was canceled since.
 */
export async function voucherPayingOrder(tx: Tx, orgId: string, orderId: string) {
  const redemptions = await voucherRedemptionsRepository.ofOrder(tx, orgId, orderId);
  const paid = redemptions.find((redemption) => redemption.status !== 'Released');
  if (!paid) return null;
  const code = await voucherCodesRepository.find(tx, orgId, paid.codeId);
  return code ? { code: code.code, status: code.status, balanceMinor: code.balanceMinor, expiresAt: code.expiresAt } : null;
}

/** What a code is worth now, for the shop and the desk before they use it; undefined for an unknown code. */
export async function voucherCodeBalance(tx: Tx, orgId: string, typed: string, now: Date): Promise<TVoucherCodeBalance | undefined> {
  const code = await voucherCodesRepository.findByCode(tx, orgId, normalizeVoucherCode(typed));
  if (!code) return undefined;
  return {
    code: code.code,
    currency: code.currency as Currency,
    valueMinor: code.valueMinor,
    balanceMinor: code.balanceMinor,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    usable: usable(code, now),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A voucher's codes as staff see them: bought by which order, what is left, what each paid for. */
export async function voucherCodeSales(tx: Tx, orgId: string, voucherId: string, onlyCodeId?: string): Promise<TVoucherCodeSale[]> {
  const codes = (await voucherCodesRepository.ofVoucher(tx, orgId, voucherId)).filter((code) => !onlyCodeId || code.code_id === onlyCodeId);
  const redemptions = await voucherRedemptionsRepository.ofCodes(
    tx,
    orgId,
    codes.map((code) => code.code_id),
  );
  return codes.map((code) => ({
    codeId: code.code_id,
    code: code.code,
    orderId: code.order_id,
    orderNumber: String(code.order_number),
    soldAt: iso(code.created_at),
    valueMinor: Number(code.value_minor),
    balanceMinor: Number(code.balance_minor),
    currency: code.currency as Currency,
    expiresAt: code.expires_at ? iso(code.expires_at) : null,
    status: code.status,
    recipientName: code.recipient_name,
    redemptions: redemptions
      .filter((redemption) => redemption.code_id === code.code_id)
      .map((redemption) => ({
        orderId: redemption.order_id,
        orderNumber: String(redemption.order_number),
        amountMinor: Number(redemption.amount_minor),
        status: redemption.status,
        at: iso(redemption.created_at),
        returnedMinor: redemption.status === 'Spent' ? Number(redemption.returned_minor) : 0,
      })),
  }));
}

/** Staff cancel a code: what is left on it can no longer pay. */
export async function cancelVoucherCode(tx: Tx, orgId: string, codeId: string) {
  const code = await voucherCodesRepository.find(tx, orgId, codeId, true);
  if (!code) return undefined;
  if (code.status === 'Canceled') throw conflict(VOUCHER_CODE_MESSAGES.alreadyCanceled);
  await voucherCodesRepository.cancel(tx, orgId, [codeId]);
  return code;
}
