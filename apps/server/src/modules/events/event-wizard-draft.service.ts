import type { TEventWizardDraft, TEventWizardDraftWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { eventWizardDraftsRepository, type EventWizardDraftRow } from './event-wizard-draft.repository.js';

const toDraft = (row: EventWizardDraftRow): TEventWizardDraft => ({
  step: row.step as TEventWizardDraft['step'],
  answers: row.answers,
  savedAt: row.savedAt.toISOString(),
});

/**
 * The signed-in user's own draft in the current organisation (nobody else's is ever reachable);
 * null when there is none, which is the usual case and no error.
 */
export async function getWizardDraft(ctx: AppContext, actor: Actor): Promise<TEventWizardDraft | null> {
  const row = await inTenant(ctx.db, actor.orgId, (tx) => eventWizardDraftsRepository.find(tx, actor.orgId, actor.userId));
  return row ? toDraft(row) : null;
}

export const saveWizardDraft = async (ctx: AppContext, actor: Actor, draft: TEventWizardDraftWrite): Promise<TEventWizardDraft> =>
  toDraft(
    await inTenant(ctx.db, actor.orgId, (tx) => eventWizardDraftsRepository.save(tx, actor.orgId, actor.userId, draft.step, draft.answers)),
  );

/** Deleting a draft that is already gone is fine: the wizard clears it after creating the event. */
export const deleteWizardDraft = (ctx: AppContext, actor: Actor) =>
  inTenant(ctx.db, actor.orgId, (tx) => eventWizardDraftsRepository.remove(tx, actor.orgId, actor.userId));
