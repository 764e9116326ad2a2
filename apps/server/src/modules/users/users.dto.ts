import { GUIDE_TYPES, LANGUAGES, ROLES, type GuideType, type Language, type Role, type TUser, type TUserSummary } from '@foyer/contracts';
import type { UserRow } from './users.repository.js';

// Stored as text; anything unknown (a role renamed since) is left out rather than failing a read.
export const knownRoles = (roles: readonly string[]): Role[] => roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
const guideTypeOf = (value: string | null): GuideType | null =>
  (GUIDE_TYPES as readonly string[]).includes(value ?? '') ? (value as GuideType) : null;
const languageOf = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en');

/** Changes whenever the picture does (updated_at moves), so browsers may cache by URL. */
export const avatarUrlOf = (row: Pick<UserRow, 'userId' | 'avatarFile' | 'updatedAt'>) =>
  row.avatarFile ? `/api/users/${row.userId}/avatar?v=${row.updatedAt.getTime()}` : null;

export const toUser = (row: UserRow): TUser => ({
  userId: row.userId,
  orgId: row.orgId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  language: languageOf(row.language),
  roles: knownRoles(row.roles),
  userTypeId: row.userTypeId,
  guideType: guideTypeOf(row.guideType),
  limitDataAccessFrom: row.limitDataAccessFrom,
  emailVerified: row.emailVerifiedAt !== null,
  passwordSet: row.passwordHash !== null,
  active: row.active,
  avatarUrl: avatarUrlOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toUserSummary = (row: UserRow): TUserSummary => ({
  userId: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
  fullName: `${row.firstName} ${row.lastName}`.trim(),
  avatarUrl: avatarUrlOf(row),
  guideType: guideTypeOf(row.guideType),
  hasPhone: Boolean(row.phone),
  active: row.active,
});
