import { randomUUID } from 'node:crypto';
import { MESSAGES, type Permission, type Role, type TAccessDefinition, ACCESS_MESSAGES } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { accessDefinitionView, applyAccessEdit, defaultGroups, type RoleGroup } from './access.policy.js';
import { accessRepository } from './access.repository.js';

type AccessRow = NonNullable<Awaited<ReturnType<typeof accessRepository.find>>>;

const present = (row: AccessRow, actor: Actor): TAccessDefinition => ({
  accessId: row.accessId,
  accessDefinition: row.name,
  ...accessDefinitionView(row.groups, actor.permissions),
  version: row.version,
});

/** The organisation's role groups (none when it has no access definition), in the caller's transaction. */
export async function roleGroupsOf(tx: Tx, orgId: string): Promise<RoleGroup[]> {
  return (await accessRepository.find(tx, orgId))?.groups ?? [];
}

/** A new organisation's access definition: the default permissions of each role. */
export async function createDefaultAccess(tx: Tx, orgId: string) {
  await accessRepository.create(tx, { orgId, accessId: randomUUID(), name: 'Default', groups: defaultGroups() });
}

const staleVersion = () => new AppError('stale_version', MESSAGES.staleAccessData);

/** The access definition of the actor's organisation, as the actor may see and edit it. */
export async function getAccessDefinition(ctx: AppContext, actor: Actor): Promise<TAccessDefinition> {
  const row = await inTenant(ctx.db, actor.orgId, (tx) => accessRepository.find(tx, actor.orgId));
  if (!row) throw notFound('Access definition');
  return present(row, actor);
}

/**
 * Saves an edit made from `version`. A change the actor may not make refuses the whole save
 * (listing each refused permission) rather than saving part of what they asked; a save from an
 * older version than the stored one is refused too, so a concurrent edit is never overwritten.
 */
export async function updateAccessDefinition(
  ctx: AppContext,
  actor: Actor,
  edit: { version: number; groups: { roleGroupType: Role; permissions: Permission[] }[] },
): Promise<TAccessDefinition> {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const row = await accessRepository.find(tx, actor.orgId);
    if (!row) throw notFound('Access definition');
    if (row.version !== edit.version) throw staleVersion();
    const { groups, refused } = applyAccessEdit(row.groups, edit.groups, actor.permissions);
    if (refused.length > 0) {
      const fields = Object.fromEntries(refused.map((path) => [`groups.${path}`, 'You may not change this permission']));
      throw new AppError('forbidden', ACCESS_MESSAGES.notAllYours, fields);
    }
    // The conditional update also catches a save that committed after our read.
    const version = await accessRepository.saveIfVersion(tx, actor.orgId, edit.version, groups);
    if (version === null) throw staleVersion();
    return present({ ...row, groups, version }, actor);
  });
}
