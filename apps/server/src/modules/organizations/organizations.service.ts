import { ORGANIZATION_MESSAGES } from '@foyer/contracts';
import { randomUUID } from 'node:crypto';
import type { TOrganization, TOrganizationUpdate, TOrganizationWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { removeDeletedUsersOf } from '../users/index.js';
import { setUpOrganizationIn } from './organization-setup.service.js';
import { organizationsRepository } from './organizations.repository.js';
import { publicOrganizationOf } from './public-organization.js';
import {
  canEditOrganization,
  canSeeOrganization,
  deletionRefusal,
  refusesFeatureChange,
  sameOrganizationName,
  seesEveryOrganization,
} from './organizations.policy.js';

const notFoundOrganization = () => notFound('Organization');

async function found(work: Promise<TOrganization | undefined>): Promise<TOrganization> {
  const organization = await work;
  if (!organization) throw notFoundOrganization();
  return organization;
}

/** Refuses a name another organisation already has; the caller holds the names lock. */
async function assertNameFree(tx: Tx, name: string, exceptOrgId?: string) {
  const taken = (await organizationsRepository.names(tx)).some((org) => org.orgId !== exceptOrgId && sameOrganizationName(org.name, name));
  if (taken) throw conflict(ORGANIZATION_MESSAGES.nameTaken, { name: ORGANIZATION_MESSAGES.nameTaken });
}

/** The organisation the actor works in now, with what the back office needs on every page. */
export const getOwnOrganization = (ctx: AppContext, actor: Actor) =>
  found(inTenant(ctx.db, actor.orgId, (tx) => organizationsRepository.find(tx, actor.orgId)));

/** Every organisation's name, for the platform staff's switcher (deliberately cross-tenant). */
export const listOrganizationNames = (ctx: AppContext) => inPlatformScope(ctx.db, (tx) => organizationsRepository.names(tx));

/** Platform staff see every organisation; anyone else a list of just their own. */
export async function listOrganizations(ctx: AppContext, actor: Actor): Promise<TOrganization[]> {
  if (seesEveryOrganization(actor.permissions)) return inPlatformScope(ctx.db, (tx) => organizationsRepository.list(tx));
  return [await getOwnOrganization(ctx, actor)];
}

export async function getOrganization(ctx: AppContext, actor: Actor, orgId: string) {
  if (!canSeeOrganization(actor.permissions, actor.orgId, orgId)) throw notFoundOrganization();
  return found(inTenant(ctx.db, orgId, (tx) => organizationsRepository.find(tx, orgId)));
}

/** A ready-to-use organisation (access definition, user types, settings) under a name no other has. */
export async function createOrganization(ctx: AppContext, org: TOrganizationWrite) {
  const orgId = randomUUID();
  return found(
    inPlatformScope(ctx.db, async (tx) => {
      await organizationsRepository.lockNames(tx);
      await assertNameFree(tx, org.name);
      await setUpOrganizationIn(tx, { ...org, orgId });
      return organizationsRepository.find(tx, orgId);
    }),
  );
}

/**
 * Replaces an organisation's name, stylesheet and embedding origin, and (platform admins only)
 * its features. An organisation the actor may not even see is not found; one they may see but
 * not edit is forbidden.
 */
export async function updateOrganization(ctx: AppContext, actor: Actor, orgId: string, update: TOrganizationUpdate) {
  if (!canEditOrganization(actor.permissions, actor.orgId, orgId)) {
    throw canSeeOrganization(actor.permissions, actor.orgId, orgId) ? forbidden() : notFoundOrganization();
  }
  // Platform scope: the name must be compared with every organisation's.
  return found(
    inPlatformScope(ctx.db, async (tx) => {
      const stored = await organizationsRepository.find(tx, orgId);
      if (!stored) return undefined;
      if (refusesFeatureChange(actor.permissions, stored.features, update.features)) {
        throw new AppError('forbidden', ORGANIZATION_MESSAGES.featuresPlatformOnly, {
          features: ORGANIZATION_MESSAGES.platformOnly,
        });
      }
      await organizationsRepository.lockNames(tx);
      await assertNameFree(tx, update.name, orgId);
      await organizationsRepository.update(tx, orgId, {
        name: update.name,
        features: update.features ?? stored.features,
        css: update.css,
        targetOrigin: update.targetOrigin,
      });
      return organizationsRepository.find(tx, orgId);
    }),
  );
}

/** Deletes an organisation and everything it owns, unless it is the park, the actor's own, or still has users. */
export async function deleteOrganization(ctx: AppContext, actor: Actor, orgId: string) {
  await inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationsRepository.exists(tx, orgId))) throw notFoundOrganization();
    const refusal = deletionRefusal({
      orgId,
      actorOrgId: actor.orgId,
      liveUsers: await organizationsRepository.countLiveUsers(tx, orgId),
      hasOrders: await organizationsRepository.hasOrders(tx, orgId),
    });
    if (refusal) throw conflict(refusal);
    // Users keep their organisation without a cascading key (a live user must never vanish with
    // it), so its deleted users go first, through their owner.
    await removeDeletedUsersOf(tx, orgId);
    await organizationsRepository.remove(tx, orgId);
  });
  // The shop keeps that an organisation exists a few seconds: not this one any more.
  ctx.saleSettings.forget(orgId);
}

/** What the embedded shop needs; nothing about staff, features or settings. */
export const getPublicOrganization = (ctx: AppContext, orgId: string) =>
  publicOrganizationOf(ctx, orgId).then((organization) => {
    if (!organization) throw notFoundOrganization();
    return organization;
  });
