import { z } from 'zod';
import { ROLES } from '../access/roles.js';
import { PERMISSIONS } from '../access/permissions.js';
import { MESSAGES } from '../common/errors.js';
import { ZEmail, ZLanguage, ZId, atMostCharacters } from '../common/primitives.js';

export const PASSWORD_MIN_LENGTH = 8;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ message: MESSAGES.required }).min(1, MESSAGES.required).max(1024, atMostCharacters(1024)),
  /** Ours: which of the address's accounts (one per museum) to open; without it, the one used last. */
  accountId: ZId.optional(),
});

export const ZIdentity = z.object({
  userId: ZId,
  orgId: ZId,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.enum(PERMISSIONS)),
  limitDataAccessFrom: z.string().nullable(),
  language: ZLanguage,
  /**
   * After how many minutes without a call the session lapses (the server's idle limit): the back
   * office then asks for the password over the page before anyone else reads it.
   */
  sessionIdleMinutes: z.number().int().positive(),
});
export type TIdentity = z.infer<typeof ZIdentity>;

/**
 * What a sign-in answers: the identity, and when the password opened accounts in several museums
 * (a freelance guide), each of them, so the person can choose (signing in again with `accountId`).
 */
export const ZSignedIn = ZIdentity.extend({
  accounts: z.array(z.object({ accountId: ZId, organizationName: z.string() })).optional(),
});
export type TSignedIn = z.infer<typeof ZSignedIn>;

// Nothing typed is "Required", as every other field says; a short one is "not strong enough".
const ZNewPassword = z
  .string({ message: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooWeak)
  .max(1024, atMostCharacters(1024));

const withMatchingPasswords = <T extends z.ZodObject<{ password: typeof ZNewPassword; passwordConfirmation: z.ZodString }>>(schema: T) =>
  schema.refine((value) => value.password === value.passwordConfirmation, {
    message: MESSAGES.passwordsNotEqual,
    path: ['passwordConfirmation'],
  });

export const ZForgotPasswordRequest = z.object({ email: ZEmail });

export const ZResetPasswordRequest = withMatchingPasswords(
  z.object({
    token: z.string({ message: MESSAGES.required }).min(1, MESSAGES.required).max(200, atMostCharacters(200)),
    password: ZNewPassword,
    passwordConfirmation: z.string({ message: MESSAGES.required }).min(1, MESSAGES.required),
  }),
);

export const ZChangePasswordRequest = withMatchingPasswords(
  z.object({
    currentPassword: z.string({ message: MESSAGES.required }).min(1, MESSAGES.required).max(1024, atMostCharacters(1024)),
    password: ZNewPassword,
    passwordConfirmation: z.string({ message: MESSAGES.required }).min(1, MESSAGES.required),
  }),
);

export const ZVerifyEmailRequest = z.object({
  token: z.string({ message: MESSAGES.required }).min(1, MESSAGES.required).max(200, atMostCharacters(200)),
});
/** When the account has no password yet, verification hands back a reset token to choose one. */
export const ZVerifyEmailResponse = z.object({ email: z.string(), resetToken: z.string().nullable() });

export const ZResendVerificationRequest = z.object({ email: ZEmail });

/** The signed-in user's own language: screens and mails use it. */
export const ZLanguageUpdate = z.object({ language: ZLanguage });
