import { z } from 'zod';
import { GUIDE_TYPES, ROLES } from '../access/roles.js';
import { paged, ZPageQuery } from '../common/paging.js';
import { ZDate, ZEmail, ZId, ZLanguage, ZRequiredText, ZSeenUpdatedAt } from '../common/primitives.js';
import { SHOP_MESSAGES } from '../shop/shop-messages.js';

export const ZUser = z.object({
  userId: ZId,
  orgId: ZId,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  language: ZLanguage,
  roles: z.array(z.enum(ROLES)),
  userTypeId: ZId.nullable(),
  guideType: z.enum(GUIDE_TYPES).nullable(),
  limitDataAccessFrom: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Whether a password was ever chosen: an unverified address then is a changed one, not an invitation. */
  passwordSet: z.boolean(),
  active: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  /** When it was last saved: sent back as `updatedAt` with a save (ZUserUpdate). */
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserPage = paged(ZUser);

/**
 * A staff member's phone (optional): the number SMS notifications go to, so it must be one. Written
 * as people write it (+45 12 34 56 78, 0045-12345678): digits with single spaces or hyphens between
 * them and an optional leading +, 4 to 15 digits (E.164's most). Kept as typed; blank is none. The
 * spec's wording for a bad one (SPEC §5), as the shop's contact step says it.
 */
export const ZStaffPhone = z
  .string()
  .trim()
  .max(30)
  .regex(/^(\+?\d(?:[ -]?\d){3,14})?$/, SHOP_MESSAGES.phoneInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

export const ZUserWrite = z.object({
  email: ZEmail,
  firstName: ZRequiredText(100),
  lastName: ZRequiredText(100),
  phone: ZStaffPhone,
  language: ZLanguage.default('en'),
  /**
   * May be empty only when a user type is given: the user then takes the type's roles. The
   * server enforces that (fields.roles) so this object stays extendable for forms.
   */
  roles: z
    .array(z.enum(ROLES))
    .default([])
    .transform((roles) => [...new Set(roles)]),
  userTypeId: ZId.nullable().default(null),
  guideType: z.enum(GUIDE_TYPES).nullable().default(null),
  limitDataAccessFrom: ZDate.nullable().default(null),
  active: z.boolean().default(true),
});
export type TUserWrite = z.infer<typeof ZUserWrite>;

/** PUT /api/users/:userId: the user as written, and the `updatedAt` the form was filled from. */
export const ZUserUpdate = ZUserWrite.extend({ updatedAt: ZSeenUpdatedAt.optional() });
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUserListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
});

export const ZUserIdParams = z.object({ userId: ZId });
export const ZSwitchOrganizationQuery = z.object({ newOrgId: ZId });

/** A guide or avatar entry, keyed by userId (SPEC §3). */
export const ZUserSummary = z.object({
  userId: ZId,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  guideType: z.enum(GUIDE_TYPES).nullable(),
  /** Whether SMS can reach them (notification settings), without telling the number. */
  hasPhone: z.boolean(),
  /** A deactivated user is no one to choose anew (notification recipients, guides). */
  active: z.boolean(),
});

export const ZUserType = z.object({
  userTypeId: ZId,
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  guideType: z.enum(GUIDE_TYPES).nullable(),
});
export type TUserType = z.infer<typeof ZUserType>;
export const ZUserTypeWrite = z.object({
  name: ZRequiredText(80),
  roles: z
    .array(z.enum(ROLES))
    .min(1, 'Choose at least one role')
    .transform((roles) => [...new Set(roles)]),
  guideType: z.enum(GUIDE_TYPES).nullable().default(null),
});
export type TUserTypeWrite = z.infer<typeof ZUserTypeWrite>;
export const ZUserTypeIdPath = z.object({ userTypeId: ZId });
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** Stored avatars fit in this square (aspect kept, never enlarged). */
export const AVATAR_MAX_SIDE = 512;

/** Texts the users screens and the server share. */
/** Who may change whose account (the server's users.policy). */
export const USER_POLICY_MESSAGES = {
  platformRoles: 'Only a Foyer administrator may grant or remove the support user and Foyer administrator roles',
  platformUser: 'Only a Foyer administrator may change or delete a support user or a Foyer administrator',
  ownAdminRole: 'You cannot remove your own Organization admin role: you would no longer be able to manage users',
  ownDeactivation: 'You cannot deactivate your own account',
  ownDeletion: 'You cannot delete your own account',
} as const;

export const USER_MESSAGES = {
  emailTaken: 'A user with this email already exists',
  /** Ours: Foyer's own staff move between museums with their account; a museum's account on their address would lock them out. */
  emailOfFoyerStaff: 'This email belongs to a Foyer staff account',
  emailTakenInTargetOrganization: 'That organization already has a user with your email; sign in to that account instead',
  userTypeNameTaken: 'A user type with this name already exists',
  chooseRole: 'Choose at least one role',
  unknownUserType: 'Choose a user type of this organization',
  avatarNotImage: 'Profile picture must be a JPEG or PNG image',
  avatarTooManyPixels: 'Profile picture is too large; use one of at most 50 megapixels',
  /** Two admins at one user's form: the later save would undo the earlier one's changes unseen. */
  changedSince: 'Someone else saved this user since you opened it. Load their changes and make yours again.',
  addressConfirmed: 'This user has already confirmed their email address',
  inactiveNoInvitation: 'This user is inactive: make them active before sending them a link',
} as const;

/** What `POST /api/users/:userId/invitation` answers: where the new link went. */
export const ZInvitationSent = z.object({ sentTo: z.string() });
export type TInvitationSent = z.infer<typeof ZInvitationSent>;
