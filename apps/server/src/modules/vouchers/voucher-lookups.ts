import type { TVoucherWrite, VoucherStatus } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { saleDay } from './vouchers.service.js';
import { vouchersRepository, type VoucherRow } from './vouchers.repository.js';

/*
 * What other modules (the cart and the desk, which sell vouchers) read of voucher definitions, in
 * the caller's transaction. Vouchers writes the table; the codes sold are the orders'.
 */

/** A voucher the shop may sell at `now`: published and on sale that day; undefined otherwise. */
export async function findSellableVoucher(tx: Tx, orgId: string, voucherId: string, now: Date): Promise<VoucherRow | undefined> {
  const row = await vouchersRepository.find(tx, orgId, voucherId);
  if (row?.voucher.status !== 'Published') return undefined;
  const day = saleDay(now);
  const { saleStartsOn, saleEndsOn } = row.voucher;
  return (!saleStartsOn || saleStartsOn <= day) && (!saleEndsOn || saleEndsOn >= day) ? row.voucher : undefined;
}

/** A voucher made by the platform itself (demo and test data), not through the API. */
export const insertVoucher = (tx: Tx, orgId: string, voucherId: string, voucher: TVoucherWrite, status: VoucherStatus) =>
  vouchersRepository.insert(tx, orgId, voucherId, voucher, status);
/** A voucher of the organisation, whatever its status (its codes outlive its sale). */
export async function findVoucher(tx: Tx, orgId: string, voucherId: string): Promise<VoucherRow | undefined> {
  return (await vouchersRepository.find(tx, orgId, voucherId))?.voucher;
}
