import type { FeeCategory, TFeeList, TFeeWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/app-error.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { feesRepository } from './fees.repository.js';

/** The fees set, with the currency a fixed amount is in (the page shows amounts in it). */
export const listFees = (ctx: AppContext, actor: Actor): Promise<TFeeList> =>
  inTenant(ctx.db, actor.orgId, async (tx) => ({
    currency: await organizationCurrency(tx, actor.orgId),
    fees: await feesRepository.list(tx, actor.orgId),
  }));

export async function getFee(ctx: AppContext, actor: Actor, category: FeeCategory) {
  const fee = await inTenant(ctx.db, actor.orgId, (tx) => feesRepository.find(tx, actor.orgId, category));
  if (!fee) throw notFound('Fee');
  return fee;
}

/** Add and edit are the same call: the category names the fee, and there is at most one. */
// The shop keeps the fees a few seconds: this process forgets them once the change is committed
// (the database announces it to the others).
export async function saveFee(ctx: AppContext, actor: Actor, category: FeeCategory, fee: TFeeWrite) {
  const saved = await inTenant(ctx.db, actor.orgId, (tx) => feesRepository.upsert(tx, actor.orgId, category, fee));
  ctx.saleSettings.forget(actor.orgId);
  return saved;
}

export async function deleteFee(ctx: AppContext, actor: Actor, category: FeeCategory) {
  const removed = await inTenant(ctx.db, actor.orgId, (tx) => feesRepository.remove(tx, actor.orgId, category));
  ctx.saleSettings.forget(actor.orgId);
  if (!removed) throw notFound('Fee');
}
