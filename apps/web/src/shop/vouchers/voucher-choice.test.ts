import { describe, expect, it } from 'vitest';
import { ZAddVoucher } from '@foyer/contracts';
import {
  checkVoucherChoice,
  MAX_VOUCHERS,
  MESSAGE_MAX,
  NO_CHOICE,
  RECIPIENT_NAME_MAX,
  voucherBody,
  voucherFieldOf,
} from './voucher-choice';

const id = '2e389602-6dd8-4ef4-b103-1cad1674a595';
const gift = { ...NO_CHOICE, forWhom: 'gift' as const, recipientName: ' Karen Blixen ', message: ' Til lykke! ' };

describe('a gift voucher as the visitor chooses it', () => {
  it('is one voucher for oneself at first, which the cart takes', () => {
    expect(checkVoucherChoice(NO_CHOICE)).toEqual({});
    expect(voucherBody(id, NO_CHOICE)).toEqual({ voucherId: id, quantity: 1 });
    expect(ZAddVoucher.safeParse(voucherBody(id, NO_CHOICE)).success).toBe(true);
  });

  it('sends the recipient and the message of a gift, trimmed, and no empty message', () => {
    expect(voucherBody(id, { ...gift, quantity: 2 })).toEqual({
      voucherId: id,
      quantity: 2,
      recipientName: 'Karen Blixen',
      message: 'Til lykke!',
    });
    expect(voucherBody(id, { ...gift, message: '  ' })).toEqual({ voucherId: id, quantity: 1, recipientName: 'Karen Blixen' });
  });

  it('forgets a name and message typed before the visitor chose "for myself"', () => {
    expect(voucherBody(id, { ...gift, forWhom: 'myself' })).toEqual({ voucherId: id, quantity: 1 });
  });

  it('asks whom a gift is for', () => {
    expect(checkVoucherChoice({ ...gift, recipientName: '  ' })).toEqual({ recipientName: { reason: 'common.required' } });
  });

  it('refuses a number of vouchers the cart does not take, with the server’s reason', () => {
    for (const quantity of [0, MAX_VOUCHERS + 1, 1.5])
      expect(checkVoucherChoice({ ...NO_CHOICE, quantity })).toEqual({ quantity: { reason: 'shop.invalidQuantity' } });
    expect(checkVoucherChoice({ ...NO_CHOICE, quantity: MAX_VOUCHERS })).toEqual({});
  });

  it('keeps to the contract’s lengths: the longest name and message the fields allow are taken, one more is not', () => {
    const longest = { ...gift, recipientName: 'n'.repeat(RECIPIENT_NAME_MAX), message: 'm'.repeat(MESSAGE_MAX), quantity: MAX_VOUCHERS };
    expect(ZAddVoucher.safeParse(voucherBody(id, longest)).success).toBe(true);
    expect(ZAddVoucher.safeParse(voucherBody(id, { ...longest, recipientName: 'n'.repeat(RECIPIENT_NAME_MAX + 1) })).success).toBe(false);
    expect(ZAddVoucher.safeParse(voucherBody(id, { ...longest, message: 'm'.repeat(MESSAGE_MAX + 1) })).success).toBe(false);
    expect(ZAddVoucher.safeParse(voucherBody(id, { ...longest, quantity: MAX_VOUCHERS + 1 })).success).toBe(false);
  });

  it('puts the server’s refusals on the chooser’s fields', () => {
    expect(voucherFieldOf('voucher.recipientName')).toBe('recipientName');
    expect(voucherFieldOf('voucher.quantity')).toBe('quantity');
    expect(voucherFieldOf('voucher.voucherId')).toBeNull();
  });
});
