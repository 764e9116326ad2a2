import type { TAddVoucherInput } from '@foyer/contracts';
import type { RefusalReason } from '../api/http';

/** The contract's bounds of a gift voucher in the cart (ZAddVoucher; the shop carries no zod). */
export const MAX_VOUCHERS = 10;
export const RECIPIENT_NAME_MAX = 100;
export const MESSAGE_MAX = 500;

export type ForWhom = 'myself' | 'gift';

/** What the visitor chose on a voucher's page. */
export interface VoucherChoice {
  quantity: number;
  forWhom: ForWhom;
  recipientName: string;
  message: string;
}

export const NO_CHOICE: VoucherChoice = { quantity: 1, forWhom: 'myself', recipientName: '', message: '' };

/** The fields of the add-to-cart call a refusal can name, as the chooser shows them. */
export type VoucherField = 'quantity' | 'recipientName' | 'message';

/**
 * Checked before the cart is asked, with the reasons the server gives: a number of vouchers it
 * takes, and for a gift whom it is for (the voucher and its mail name them).
 */
export function checkVoucherChoice(choice: VoucherChoice): Partial<Record<VoucherField, RefusalReason>> {
  const problems: Partial<Record<VoucherField, RefusalReason>> = {};
  if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || choice.quantity > MAX_VOUCHERS)
    problems.quantity = { reason: 'shop.invalidQuantity' };
  if (choice.forWhom === 'gift' && choice.recipientName.trim() === '') problems.recipientName = { reason: 'common.required' };
  return problems;
}

/** The cart's `voucher` part: for oneself it carries no name nor message, even if some were typed before. */
export function voucherBody(voucherId: string, choice: VoucherChoice): TAddVoucherInput {
  if (choice.forWhom === 'myself') return { voucherId, quantity: choice.quantity };
  const message = choice.message.trim();
  return { voucherId, quantity: choice.quantity, recipientName: choice.recipientName.trim(), ...(message ? { message } : {}) };
}

/** The chooser's field of a server refusal's path (`voucher.recipientName`), or null for the whole form. */
export function voucherFieldOf(path: string): VoucherField | null {
  const field = path.replace(/^voucher\./, '');
  return field === 'quantity' || field === 'recipientName' || field === 'message' ? field : null;
}
