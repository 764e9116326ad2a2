import { randomUUID } from 'node:crypto';
import { USER_MESSAGES, type TUserTypeWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { mapUniqueViolation } from '../../lib/constraint-violations.js';
import { USER_TYPE_NAME_CONSTRAINT, userTypesRepository } from './user-types.repository.js';
import { roleGrantProblem } from './users.policy.js';

/** The user types a new organisation starts with. */
export const DEFAULT_USER_TYPES = [
  { name: 'Administrator', roles: ['Admin', 'OrganizationAdmin'], guideType: null },
  { name: 'Front desk', roles: ['Admin'], guideType: null },
  { name: 'Guide', roles: ['Guide'], guideType: 'Regular' },
  { name: 'Integrator guide', roles: ['Guide'], guideType: 'Integrator' },
];

/** Seeds a new organisation's usual user types, in the set-up's transaction. */
export const seedDefaultUserTypes = (tx: Tx, orgId: string) => userTypesRepository.insertMany(tx, orgId, DEFAULT_USER_TYPES);

export const listUserTypeOptions = (ctx: AppContext, actor: Actor) =>
  inTenant(ctx.db, actor.orgId, (tx) => userTypesRepository.list(tx, actor.orgId));

const nameTaken = () => conflict(USER_MESSAGES.userTypeNameTaken, { name: USER_MESSAGES.userTypeNameTaken });

export async function createUserType(ctx: AppContext, actor: Actor, input: TUserTypeWrite) {
  // A type carrying a platform role would hand that role to everyone created with it.
  const problem = roleGrantProblem(actor, [], input.roles);
  if (problem) throw problem;
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    if (await userTypesRepository.nameTaken(tx, actor.orgId, input.name)) throw nameTaken();
    // The unique index still decides when two admins create the same name at once.
    return mapUniqueViolation(
      USER_TYPE_NAME_CONSTRAINT,
      () => userTypesRepository.insert(tx, actor.orgId, { userTypeId: randomUUID(), ...input, guideType: guideTypeOf(input) }),
      nameTaken,
    );
  });
}

/** A guide type belongs to a type with the Guide role; sent beside other roles it is dropped. */
const guideTypeOf = (input: TUserTypeWrite) => (input.roles.includes('Guide') ? input.guideType : null);

/** Renames a type or changes its roles; users made from it keep what they were given. */
export async function updateUserType(ctx: AppContext, actor: Actor, userTypeId: string, input: TUserTypeWrite) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const current = await userTypesRepository.find(tx, actor.orgId, userTypeId);
    if (!current) throw notFound('User type');
    // Neither granting nor taking away a platform role through a type is for an organisation's admin.
    const problem = roleGrantProblem(actor, current.roles, input.roles);
    if (problem) throw problem;
    if (await userTypesRepository.nameTaken(tx, actor.orgId, input.name, userTypeId)) throw nameTaken();
    const updated = await mapUniqueViolation(
      USER_TYPE_NAME_CONSTRAINT,
      () =>
        userTypesRepository.update(tx, actor.orgId, userTypeId, { name: input.name, roles: input.roles, guideType: guideTypeOf(input) }),
      nameTaken,
    );
    if (!updated) throw notFound('User type');
    return updated;
  });
}

/** Removes a type; its users keep their roles. */
export async function deleteUserType(ctx: AppContext, actor: Actor, userTypeId: string) {
  await inTenant(ctx.db, actor.orgId, async (tx) => {
    const current = await userTypesRepository.find(tx, actor.orgId, userTypeId);
    if (!current) throw notFound('User type');
    const problem = roleGrantProblem(actor, current.roles, []);
    if (problem) throw problem;
    await userTypesRepository.remove(tx, actor.orgId, userTypeId);
  });
}
