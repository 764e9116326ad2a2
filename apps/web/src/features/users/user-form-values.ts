import {
  PLATFORM_ROLES,
  USER_MESSAGES,
  ZUserWrite,
  type GuideType,
  type Language,
  type Role,
  type TUser,
  type TUserType,
  type TUserWrite,
} from '@foyer/contracts';
import { zodValidate } from '../../shared/forms/zod-form';

/** What the add/edit form holds; `toUserWrite` turns it into the request body. */
export interface UserFormValues {
  userTypeId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: Language;
  roles: Role[];
  guideType: GuideType | null;
  limitDataAccessFrom: string | null;
  active: boolean;
}

/** The inputs of the form, for telling server field errors that land on an input from others. */
export const USER_FORM_FIELDS: readonly string[] = [
  'userTypeId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'language',
  'roles',
  'guideType',
  'limitDataAccessFrom',
  'active',
];

export const emptyUserForm = (language: Language = 'en'): UserFormValues => ({
  userTypeId: null,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  language,
  roles: [],
  guideType: null,
  limitDataAccessFrom: null,
  active: true,
});

export const userToFormValues = (user: TUser): UserFormValues => ({
  userTypeId: user.userTypeId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
  language: user.language,
  roles: [...user.roles],
  guideType: user.guideType,
  limitDataAccessFrom: user.limitDataAccessFrom,
  active: user.active,
});

const isPlatformRole = (role: Role) => PLATFORM_ROLES.includes(role);

export interface RoleChoice {
  role: Role;
  /** Shown but not changeable: a platform role the user holds, for an actor who may not grant it. */
  disabled: boolean;
}

/**
 * The roles an actor can tick. Support and FoyerAdmin only for someone with UsersFoyerAdminWrite
 * (the server refuses others with 403); a platform role the user already holds stays visible.
 */
export function roleChoices(allRoles: readonly Role[], canGrantPlatform: boolean, held: readonly Role[] = []): RoleChoice[] {
  return allRoles
    .filter((role) => canGrantPlatform || !isPlatformRole(role) || held.includes(role))
    .map((role) => ({ role, disabled: !canGrantPlatform && isPlatformRole(role) }));
}

/** Choosing a user type fills the roles the actor may grant and the type's guide type. */
export function applyUserType(values: UserFormValues, type: TUserType | undefined, canGrantPlatform: boolean): UserFormValues {
  if (!type) return { ...values, userTypeId: null };
  const roles = type.roles.filter((role) => canGrantPlatform || !isPlatformRole(role));
  return {
    ...values,
    userTypeId: type.userTypeId,
    roles,
    guideType: roles.includes('Guide') ? (type.guideType ?? values.guideType) : null,
  };
}

/** Client validation: the contract, and at least one role (a user without roles can do nothing). */
export function validateUserForm(values: UserFormValues): Record<string, string> {
  const errors = zodValidate(ZUserWrite)(values);
  if (values.roles.length === 0) errors.roles ??= USER_MESSAGES.chooseRole;
  return errors;
}

/** The request body: the contract's normal form; a guide type only goes with the Guide role. */
export const toUserWrite = (values: UserFormValues): TUserWrite =>
  ZUserWrite.parse({ ...values, guideType: values.roles.includes('Guide') ? values.guideType : null });

/**
 * Active, inactive, invited (active, never signed up: the address is not verified and no password
 * chosen), or unconfirmed (a user whose address was changed and not verified again: they are no
 * newcomer, and read "Invited" after their address was changed, even back).
 */
export type UserStatus = 'active' | 'inactive' | 'invited' | 'unconfirmed';
export const userStatus = (user: Pick<TUser, 'active' | 'emailVerified' | 'passwordSet'>): UserStatus =>
  !user.active ? 'inactive' : user.emailVerified ? 'active' : user.passwordSet ? 'unconfirmed' : 'invited';
