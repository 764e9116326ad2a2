import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  VOUCHER_MESSAGES,
  type Language,
  type TPaged,
  type TPublicVoucher,
  type TVoucher,
  type TVoucherListQuery,
  type TVoucherUpdate,
  type TVoucherWrite,
  type VoucherStatus,
} from '@foyer/contracts';
import { toLocal } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import { savedSince } from '../../db/updated-at.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { organizationExists } from '../organizations/index.js';
import { findVenue } from '../venues/index.js';
import { toPublicVoucher, toVoucher } from './vouchers.dto.js';
import { vouchersRepository } from './vouchers.repository.js';

async function loadVoucher(tx: Tx, orgId: string, voucherId: string): Promise<TVoucher | undefined> {
  const row = await vouchersRepository.find(tx, orgId, voucherId);
  return row && toVoucher(row, await organizationCurrency(tx, orgId));
}

async function checkVenue(tx: Tx, orgId: string, voucher: TVoucherWrite) {
  if (voucher.venueId && !(await findVenue(tx, orgId, voucher.venueId)))
    throw invalid({ venueId: VOUCHER_MESSAGES.unknownVenue }, VOUCHER_MESSAGES.unknownVenue);
}

export async function listVouchers(ctx: AppContext, actor: Actor, query: TVoucherListQuery): Promise<TPaged<TVoucher>> {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const { rows, total } = await vouchersRepository.page(tx, actor.orgId, query);
    const currency = await organizationCurrency(tx, actor.orgId);
    return { items: rows.map((row) => toVoucher(row, currency)), page: { number: query.page, size: query.size }, total };
  });
}

export async function getVoucher(ctx: AppContext, actor: Actor, voucherId: string): Promise<TVoucher> {
  const voucher = await inTenant(ctx.db, actor.orgId, (tx) => loadVoucher(tx, actor.orgId, voucherId));
  if (!voucher) throw notFound('Voucher');
  return voucher;
}

/** A new voucher starts as a Draft: staff publish it when it may be sold. */
export const createVoucher = (ctx: AppContext, actor: Actor, voucher: TVoucherWrite): Promise<TVoucher> =>
  inTenant(ctx.db, actor.orgId, async (tx) => {
    await checkVenue(tx, actor.orgId, voucher);
    const voucherId = randomUUID();
    await vouchersRepository.insert(tx, actor.orgId, voucherId, voucher);
    return (await loadVoucher(tx, actor.orgId, voucherId))!;
  });

/**
 * Changes what is sold from now on; codes already sold keep the value and expiry they were sold
 * with. With the `updatedAt` the form was filled from, a save by someone else since is refused.
 */
export async function updateVoucher(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
  { updatedAt: seen, ...voucher }: TVoucherUpdate,
): Promise<TVoucher> {
  const updated = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const current = await vouchersRepository.find(tx, actor.orgId, voucherId, true);
    if (!current) return undefined;
    // Two staff at one form: the later save would undo the earlier one's changes unseen.
    if (savedSince(current.voucher.updatedAt, seen)) throw new AppError('stale_version', VOUCHER_MESSAGES.changedSince);
    await checkVenue(tx, actor.orgId, voucher);
    await vouchersRepository.update(tx, actor.orgId, voucherId, voucher);
    return loadVoucher(tx, actor.orgId, voucherId);
  });
  if (!updated) throw notFound('Voucher');
  return updated;
}

export async function setVoucherStatus(ctx: AppContext, actor: Actor, voucherId: string, status: VoucherStatus): Promise<TVoucher> {
  const updated = await inTenant(ctx.db, actor.orgId, async (tx) => {
    if (!(await vouchersRepository.setStatus(tx, actor.orgId, voucherId, status))) return undefined;
    return loadVoucher(tx, actor.orgId, voucherId);
  });
  if (!updated) throw notFound('Voucher');
  return updated;
}

/**
 * Deletes a voucher nobody bought. One whose codes were sold stays, so its codes keep their page
 * (what is left, what each paid, cancelling one): it is taken off sale by going back to Draft.
 */
export async function deleteVoucher(ctx: AppContext, actor: Actor, voucherId: string): Promise<void> {
  const removed = await inTenant(ctx.db, actor.orgId, async (tx) => {
    if (await vouchersRepository.hasSoldCodes(tx, actor.orgId, voucherId)) throw new AppError('conflict', VOUCHER_MESSAGES.hasSoldCodes);
    return vouchersRepository.remove(tx, actor.orgId, voucherId);
  });
  if (!removed) throw notFound('Voucher');
}

/** Today in the museum's calendar (the organisation's default zone, as its sale days are written). */
export const saleDay = (now: Date) => toLocal(now, DEFAULT_TIME_ZONE).date;

/**
 * The shop's vouchers: published and on sale today, in the asked language; those of one venue and
 * of the whole museum when a venue is asked. An unknown organisation is 404.
 */
export async function listPublicVouchers(ctx: AppContext, orgId: string, language: Language, venueId?: string): Promise<TPublicVoucher[]> {
  const found = await inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) return null;
    const rows = await vouchersRepository.onSale(tx, orgId, saleDay(ctx.now()));
    const currency = await organizationCurrency(tx, orgId);
    return rows
      .filter((row) => !venueId || row.venueId === venueId || row.venueId === null)
      .map((row) => toPublicVoucher(row, language, currency));
  });
  if (!found) throw notFound('Organization');
  return found;
}
