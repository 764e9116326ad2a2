import { randomUUID } from 'node:crypto';
import {
  USER_MESSAGES,
  type Role,
  type TInvitationSent,
  type TPaged,
  type TUser,
  type TUserUpdate,
  type TUserWrite,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/app-error.js';
import { savedSince } from '../../db/updated-at.js';
import { roleGroupsOf } from '../access/index.js';
import { isForeignKeyViolation, mapUniqueViolation } from '../../lib/constraint-violations.js';
import type { SessionKeeper } from './session-keeper.js';
import { userTypesRepository } from './user-types.repository.js';
import { knownRoles, toUser, toUserSummary } from './users.dto.js';
import { isSelfOr, platformUserProblem, roleGrantProblem, userDeleteProblem, userUpdateProblem } from './users.policy.js';
import { usersRepository } from './users.repository.js';

/**
 * The partial unique index of 0017: one live account per address *in each organisation*. An
 * address live in another organisation is no conflict, so the answer never tells an admin that
 * it has an account elsewhere.
 */
const EMAIL_CONSTRAINT = 'users_org_email_live';
/** users.org_id's reference to organizations (0001_foundation). */
const ORGANIZATION_CONSTRAINT = 'users_org_id_fkey';
const emailTaken = () => conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });

/**
 * Foyer's staff keep one account and move it into the museum they help (switchOrganization); an
 * account a museum made on the same address would refuse them entry there. Read across
 * organisations, before the tenant's transaction: the switch itself still refuses a late clash.
 */
async function refuseFoyerStaffEmail(ctx: AppContext, email: string, userId: string | null) {
  const taken = await inPlatformScope(ctx.db, (tx) => usersRepository.isPlatformUserEmail(tx, email, userId));
  if (taken) throw conflict(USER_MESSAGES.emailOfFoyerStaff, { email: USER_MESSAGES.emailOfFoyerStaff });
}

export async function listUsers(
  ctx: AppContext,
  actor: Actor,
  query: { page: number; size: number; search?: string; role?: Role },
): Promise<TPaged<TUser>> {
  const { rows, total } = await inTenant(ctx.db, actor.orgId, (tx) => usersRepository.page(tx, actor.orgId, query));
  return { items: rows.map(toUser), page: { number: query.page, size: query.size }, total };
}

/** An administrator sees anyone in the organisation; everybody sees themself. */
export async function getUser(ctx: AppContext, actor: Actor, userId: string): Promise<TUser> {
  if (!isSelfOr(actor, userId, 'UsersAdminRead')) throw forbidden();
  const row = await inTenant(ctx.db, actor.orgId, (tx) => usersRepository.find(tx, actor.orgId, userId));
  if (!row) throw notFound('User');
  return toUser(row);
}

/**
 * Roles and guide type after applying the chosen user type: with no roles given, the type's own
 * roles (and guide type, when none is given) are taken. The type must belong to this organisation.
 */
async function resolveRoles(tx: Tx, orgId: string, input: TUserWrite): Promise<{ roles: Role[]; guideType: TUserWrite['guideType'] }> {
  let { roles, guideType } = input;
  if (input.userTypeId) {
    const type = await userTypesRepository.find(tx, orgId, input.userTypeId);
    if (!type) throw invalid({ userTypeId: USER_MESSAGES.unknownUserType });
    if (roles.length === 0) {
      roles = type.roles;
      guideType ??= type.guideType;
    }
  }
  if (roles.length === 0) throw invalid({ roles: USER_MESSAGES.chooseRole });
  // A guide type belongs to guides: one kept from a form whose Guide role was unticked read "Administrator · Regular".
  return { roles, guideType: roles.includes('Guide') ? guideType : null };
}

const editableFields = (input: TUserWrite, roles: Role[], guideType: TUserWrite['guideType']) => ({
  email: input.email,
  firstName: input.firstName,
  lastName: input.lastName,
  phone: input.phone,
  language: input.language,
  roles,
  userTypeId: input.userTypeId,
  guideType,
  limitDataAccessFrom: input.limitDataAccessFrom,
  active: input.active,
});

/**
 * Creates an account without a password and queues the verification mail in the same
 * transaction; following its link lets the person verify the address and choose a password.
 */
export async function createUser(ctx: AppContext, keeper: SessionKeeper, actor: Actor, input: TUserWrite): Promise<TUser> {
  await refuseFoyerStaffEmail(ctx, input.email, null);
  const row = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const { roles, guideType } = await resolveRoles(tx, actor.orgId, input);
    const problem = roleGrantProblem(actor, [], roles);
    if (problem) throw problem;
    // Unique in this organisation only; the index decides, so two admins racing get one 409.
    const created = await mapUniqueViolation(
      EMAIL_CONSTRAINT,
      () =>
        usersRepository.insert(tx, {
          userId: randomUUID(),
          orgId: actor.orgId,
          passwordHash: null,
          emailVerifiedAt: null,
          ...editableFields(input, roles, guideType),
        }),
      emailTaken,
    );
    await keeper.queueVerificationMail(ctx, tx, { ...created, passwordSet: false });
    return created;
  });
  ctx.wakeOutbox();
  return toUser(row);
}

/**
 * Replaces a user's details; a new address is unverified until its new link is followed. With the
 * `updatedAt` the form was filled from, a save by someone else since is refused and changes nothing.
 */
export async function updateUser(
  ctx: AppContext,
  keeper: SessionKeeper,
  actor: Actor,
  userId: string,
  { updatedAt: seen, ...input }: TUserUpdate,
): Promise<TUser> {
  await refuseFoyerStaffEmail(ctx, input.email, userId);
  const { row, mailQueued } = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const current = await usersRepository.find(tx, actor.orgId, userId, { forUpdate: true });
    if (!current) throw notFound('User');
    // Two admins at one form: the later save would undo the earlier one's changes unseen.
    if (savedSince(current.updatedAt, seen)) throw new AppError('stale_version', USER_MESSAGES.changedSince);
    const { roles, guideType } = await resolveRoles(tx, actor.orgId, input);
    const groups = await roleGroupsOf(tx, actor.orgId);
    const problem = userUpdateProblem(actor, { userId, roles: knownRoles(current.roles) }, { roles, active: input.active }, groups);
    if (problem) throw problem;
    const emailChanged = current.email.toLowerCase() !== input.email.toLowerCase();
    const updated = await mapUniqueViolation(
      EMAIL_CONSTRAINT,
      () =>
        usersRepository.update(tx, actor.orgId, userId, {
          ...editableFields(input, roles, guideType),
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        }),
      emailTaken,
    );
    if (!updated) throw notFound('User');
    if (emailChanged) await keeper.addressChanged(ctx, tx, { ...updated, passwordSet: updated.passwordHash !== null }, current.email);
    return { row: updated, mailQueued: emailChanged };
  });
  if (mailQueued) ctx.wakeOutbox();
  return toUser(row);
}

/**
 * Mails a new link to a user who has not confirmed their address yet (the invitation was lost, or
 * its seven days ran out); the link sent before stops working. A confirmed or inactive account
 * has nothing to follow, and a platform user's account is Foyer staff's business.
 */
export async function resendInvitation(ctx: AppContext, keeper: SessionKeeper, actor: Actor, userId: string): Promise<TInvitationSent> {
  const sentTo = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const current = await usersRepository.find(tx, actor.orgId, userId, { forUpdate: true });
    if (!current) throw notFound('User');
    const problem = platformUserProblem(actor, knownRoles(current.roles));
    if (problem) throw problem;
    if (current.emailVerifiedAt) throw conflict(USER_MESSAGES.addressConfirmed);
    if (!current.active) throw conflict(USER_MESSAGES.inactiveNoInvitation);
    await keeper.queueVerificationMail(ctx, tx, { ...current, passwordSet: current.passwordHash !== null });
    return current.email;
  });
  ctx.wakeOutbox();
  return { sentTo };
}

/** Soft delete: the row stays for history, the address becomes free, every session ends. */
export async function deleteUser(ctx: AppContext, keeper: SessionKeeper, actor: Actor, userId: string): Promise<void> {
  await inTenant(ctx.db, actor.orgId, async (tx) => {
    const current = await usersRepository.find(tx, actor.orgId, userId);
    if (!current) throw notFound('User');
    const problem = userDeleteProblem(actor, { userId, roles: knownRoles(current.roles) });
    if (problem) throw problem;
    await usersRepository.softDelete(tx, actor.orgId, userId);
    await keeper.revokeAllSessions(tx, userId);
  });
}

/**
 * A platform user moves to the organisation they act in now. Platform scope, because the target
 * organisation is by definition not the actor's current tenant.
 */
export async function switchOrganization(ctx: AppContext, actor: Actor, newOrgId: string): Promise<void> {
  await inPlatformScope(ctx.db, async (tx) => {
    // The address may already have an account of its own there: two would share one address. An
    // organisation that does not exist is the users' foreign key's to refuse.
    const moved = await mapUniqueViolation(
      EMAIL_CONSTRAINT,
      () => usersRepository.moveToOrganization(tx, actor.userId, newOrgId),
      () => conflict(USER_MESSAGES.emailTakenInTargetOrganization, { newOrgId: USER_MESSAGES.emailTakenInTargetOrganization }),
    ).catch((error: unknown) => {
      throw isForeignKeyViolation(error, ORGANIZATION_CONSTRAINT) ? notFound('Organization') : error;
    });
    if (!moved) throw notFound('User');
  });
  // Who this account's sessions are has changed: read again here (the other processes hear the database).
  ctx.identities.forgetWhere((_, kept) => kept.actor.userId === actor.userId);
}

export async function listGuides(ctx: AppContext, actor: Actor) {
  const rows = await inTenant(ctx.db, actor.orgId, (tx) => usersRepository.listGuides(tx, actor.orgId));
  return rows.map(toUserSummary);
}

export async function listAvatars(ctx: AppContext, actor: Actor) {
  const rows = await inTenant(ctx.db, actor.orgId, (tx) => usersRepository.listLive(tx, actor.orgId));
  return rows.map(toUserSummary);
}
