import { isLocale, type Locale } from '@foyer/i18n';
import { MESSAGES, ROLES, type Role, AUTH_MESSAGES } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { identityOf, type Actor } from '../../lib/actor.js';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import { composeMail } from '../../lib/mail/compose.js';
import type { NotifiedCache } from '../../lib/notified-cache.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.js';
import { permissionsFor, roleGroupsOf } from '../access/index.js';
import { organizationNameOf } from '../organizations/index.js';
import { enqueueMail } from '../outbox/index.js';
import { markEmailVerified, setLanguage, setPassword, type MailedAccount, type SessionKeeper } from '../users/index.js';
import { admitLoginAttempt, forgiveLoginAttempt } from './login-throttle.js';
import { sessionsRepository, type UserRow } from './sessions.repository.js';

const RESET_TOKEN_MINUTES = 60;
export const VERIFY_TOKEN_DAYS = 7;
type TokenPurpose = 'password_reset' | 'email_verification';
const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: RESET_TOKEN_MINUTES * 60_000,
  email_verification: VERIFY_TOKEN_DAYS * 86_400_000,
};

/** A new single-use link token for the user; only its hash is stored, the token goes in the link. */
async function issueAuthToken(tx: Tx, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await sessionsRepository.createAuthToken(tx, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}
const FORGOT_LIMITS = { perAccount: 5, perIp: 30, windowSeconds: 60 * 60 };

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const localeOf = (user: { language: string }): Locale => (isLocale(user.language) ? user.language : 'en');
const rolesOf = (user: { roles: string[] }): Role[] => user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));

async function startSession(ctx: AppContext, userId: string, client: ClientInfo): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ctx.config.session.absoluteHours * 3600_000);
  await inPlatformScope(ctx.db, (tx) =>
    sessionsRepository.createSession(tx, {
      tokenHash: hashToken(token),
      userId,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    }),
  );
  return token;
}

/**
 * An address is unique per organisation, so it may name several accounts (a freelance guide in
 * two museums). Up to this many are checked in the time of one: the others' places are taken by
 * checks against a dummy hash, so the time does not tell how many accounts an address has.
 */
export const SIGN_IN_CHECKS = 3;

/**
 * The accounts this password opens, among the address's live accounts, in their order (the most
 * recently signed-in first, so that one is opened when the person does not choose).
 */
async function accountsWithPassword<T extends UserRow>(accounts: T[], password: string): Promise<T[]> {
  const hashes = accounts.map((account) => account.passwordHash);
  while (hashes.length < SIGN_IN_CHECKS) hashes.push(null);
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(password, hash)));
  return accounts.filter((_, index) => matches[index]);
}

/** An account the password opened, for the person to choose among (their museums'). */
export interface OpenedAccount {
  accountId: string;
  organizationName: string;
}

/**
 * Signs in; returns a brand-new session token, and every account the password opened when there
 * are several (`accountId` chooses one; without it, the one used last). Wrong email, wrong
 * password and an `accountId` the address has no account for look the same.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; accountId?: string | undefined },
  client: ClientInfo,
  previousToken?: string,
): Promise<{ token: string; accounts: OpenedAccount[] }> {
  const email = input.email.toLowerCase();
  const address = client.ip ?? 'unknown';
  const accounts = await inPlatformScope(ctx.db, async (tx) => {
    const found = await sessionsRepository.findLiveUsersByEmail(tx, email);
    await admitLoginAttempt(
      tx,
      email,
      address,
      found.map((account) => account.userId),
    );
    return found;
  });
  // Password hashing happens outside any transaction.
  const matched = await accountsWithPassword(accounts, input.password);
  const named = input.accountId ? matched.filter((account) => account.userId === input.accountId) : matched;
  const opened = matched.filter((account) => account.active);
  const user = named.find((account) => account.active);
  if (!user) {
    // The password was right, so its holder may hear why; anyone else hears what a wrong one gets.
    if (named.length > 0) throw new AppError('forbidden', AUTH_MESSAGES.accountInactive);
    throw new AppError('unauthenticated', MESSAGES.incorrectCredentials);
  }
  await inPlatformScope(ctx.db, async (tx) => {
    await forgiveLoginAttempt(tx, email, address);
    if (previousToken) await sessionsRepository.revokeSession(tx, hashToken(previousToken));
  });
  if (previousToken) ctx.identities.forget(hashToken(previousToken)); // others hear the database
  const choice =
    opened.length > 1 ? opened.map((account) => ({ accountId: account.userId, organizationName: account.organizationName })) : [];
  return { token: await startSession(ctx, user.userId, client), accounts: choice };
}

export async function logout(ctx: AppContext, token: string | undefined) {
  if (!token) return;
  await inPlatformScope(ctx.db, (tx) => sessionsRepository.revokeSession(tx, hashToken(token)));
  ctx.identities.forget(hashToken(token)); // this process at once; the others hear the database
}

/**
 * Who a session is, kept per process by its token's hash (issue 13: every staff call asks). It is
 * kept right by the database announcing on IDENTITIES_CHANNEL (migration 20261127T0830) a session
 * revoked or cut short, an account changed and an organisation's access definition changed; each
 * lapses by itself at the session's expiry or idle limit, and after IDENTITY_TTL_MS at most, so a
 * session's last use is still written about once a minute. On the wall clock, as sessions are.
 */
export interface KeptIdentity {
  actor: Actor;
  /** When the session stops being valid by itself (expiry, or idle since its last use as read). */
  lapsesAt: number;
}
export type IdentityCache = NotifiedCache<KeptIdentity>;
export const IDENTITIES_CHANNEL = 'foyer_identities';
export const IDENTITY_TTL_MS = 30_000;

/** Forgets what an announcement on IDENTITIES_CHANNEL names: `session:`, `user:` or `org:` and its key. */
export function forgetAnnouncedIdentity(identities: IdentityCache, announcement: string) {
  const split = announcement.indexOf(':');
  const [kind, key] = [announcement.slice(0, split), announcement.slice(split + 1)];
  if (kind === 'session') identities.forget(key);
  else if (kind === 'user') identities.forgetWhere((_, kept) => kept.actor.userId === key);
  else if (kind === 'org') identities.forgetWhere((_, kept) => kept.actor.orgId === key);
  else identities.forgetWhere(() => true);
}

/** The actor behind a session cookie, or null when it is missing, revoked, idle or expired. */
export async function resolveActor(ctx: AppContext, token: string | undefined): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const kept = await ctx.identities.get(tokenHash, async () => {
    // One transaction: the session with its account, then the account's own organisation's
    // permissions, read by its org_id in the same platform scope.
    const resolved = await inPlatformScope(ctx.db, async (tx) => {
      const found = await sessionsRepository.findActiveSessionUser(tx, tokenHash, ctx.config.session.idleMinutes);
      if (!found || !found.user.active) return null;
      if (found.stale) await sessionsRepository.touchSession(tx, tokenHash);
      return { ...found, groups: await roleGroupsOf(tx, found.user.orgId) };
    });
    if (!resolved) return null;
    const { user, groups } = resolved;
    const roles = rolesOf(user);
    const lastSeen = resolved.stale ? Date.now() : resolved.lastSeenAt.getTime();
    return {
      actor: {
        userId: user.userId,
        orgId: user.orgId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        roles,
        permissions: permissionsFor(roles, groups),
        limitDataAccessFrom: user.limitDataAccessFrom,
        language: localeOf(user),
        sessionTokenHash: tokenHash,
      },
      lapsesAt: Math.min(resolved.expiresAt.getTime(), lastSeen + ctx.config.session.idleMinutes * 60_000),
    };
  });
  return kept?.actor ?? null;
}

/** Always answers the same, whether or not the address has an account. */
export async function requestPasswordReset(ctx: AppContext, email: string, client: ClientInfo) {
  await inPlatformScope(ctx.db, async (tx) => {
    await hitRateLimit(tx, { bucket: `forgot:ip:${client.ip}`, limit: FORGOT_LIMITS.perIp, windowSeconds: FORGOT_LIMITS.windowSeconds });
    await hitRateLimit(tx, {
      bucket: `forgot:account:${email}`,
      limit: FORGOT_LIMITS.perAccount,
      windowSeconds: FORGOT_LIMITS.windowSeconds,
    });
    // One link per account, each naming its organisation, so every account stays reachable.
    const accounts = await sessionsRepository.findLiveUsersByEmail(tx, email);
    for (const user of accounts) {
      if (!user.active) continue;
      const token = await issueAuthToken(tx, user.userId, 'password_reset');
      await enqueueMail(
        tx,
        user.orgId,
        composeMail({
          to: user.email,
          locale: localeOf(user),
          name: user.firstName,
          subjectKey: 'mail.passwordReset.subject',
          paragraphKeys: ['mail.passwordReset.body'],
          params: { organization: user.organizationName },
          link: `${ctx.config.publicUrl}/change-pass/${token}`,
          afterLinkKeys: ['mail.passwordReset.ignore'],
        }),
      );
    }
  });
  ctx.wakeOutbox();
}

async function replacePassword(ctx: AppContext, user: UserRow, password: string) {
  const passwordHash = await hashPassword(password);
  await inPlatformScope(ctx.db, async (tx) => {
    await setPassword(tx, user.userId, passwordHash);
    await sessionsRepository.revokeAllSessions(tx, user.userId);
    await enqueueMail(
      tx,
      user.orgId,
      composeMail({
        to: user.email,
        locale: localeOf(user),
        name: user.firstName,
        subjectKey: 'mail.passwordChanged.subject',
        paragraphKeys: ['mail.passwordChanged.body'],
      }),
    );
  });
  ctx.identities.forgetWhere((_, kept) => kept.actor.userId === user.userId); // the others hear the database
  ctx.wakeOutbox();
}

const invalidLink = () => invalid({ token: AUTH_MESSAGES.linkInvalidAskNew }, AUTH_MESSAGES.linkInvalid);

/** Sets a new password from a reset link; the link works once, and every session ends. */
export async function resetPassword(ctx: AppContext, input: { token: string; password: string }) {
  const user = await inPlatformScope(ctx.db, async (tx) => {
    const consumed = await sessionsRepository.consumeAuthToken(tx, hashToken(input.token), 'password_reset');
    if (!consumed) return null;
    // Following a mailed link proves the address too.
    await markEmailVerified(tx, consumed.userId);
    return sessionsRepository.findLiveUser(tx, consumed.userId);
  });
  if (!user) throw invalidLink();
  await replacePassword(ctx, user, input.password);
  return { email: user.email };
}

/** Signed-in change: checks the current password, ends every session, starts a fresh one. */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: { currentPassword: string; password: string },
  client: ClientInfo,
) {
  const user = await inPlatformScope(ctx.db, (tx) => sessionsRepository.findLiveUser(tx, actor.userId));
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw invalid({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
  }
  await replacePassword(ctx, user, input.password);
  return startSession(ctx, user.userId, client);
}

/** Any signed-in user may choose their own language; an admin is not needed for that. */
export async function setOwnLanguage(ctx: AppContext, actor: Actor, language: Locale) {
  await inPlatformScope(ctx.db, (tx) => setLanguage(tx, actor.userId, language));
  return identityOf({ ...actor, language }, ctx.config.session);
}

/** Confirms an address; an account without a password gets a reset token to choose one. */
export async function verifyEmail(ctx: AppContext, token: string) {
  const result = await inPlatformScope(ctx.db, async (tx) => {
    const consumed = await sessionsRepository.consumeAuthToken(tx, hashToken(token), 'email_verification');
    if (!consumed) return null;
    await markEmailVerified(tx, consumed.userId);
    const user = await sessionsRepository.findLiveUser(tx, consumed.userId);
    if (!user) return null;
    let resetToken: string | null = null;
    if (!user.passwordHash) {
      resetToken = await issueAuthToken(tx, user.userId, 'password_reset');
    }
    return { email: user.email, resetToken };
  });
  if (!result) throw invalidLink();
  return result;
}

/** Signs the user out everywhere, in the caller's transaction (their password or access changed). */
export const revokeAllSessions = (tx: Tx, userId: string) => sessionsRepository.revokeAllSessions(tx, userId);

/**
 * Queues the link that confirms the account's address, inside the caller's transaction: an
 * invitation to choose a password for a new account, a confirmation of the new address for one
 * in use. It retires the account's earlier verification link.
 */
export async function queueVerificationMail(ctx: AppContext, tx: Tx, user: MailedAccount) {
  // The mail names the organisation the account is in; its row exists while the user's does.
  const organizationName = await organizationNameOf(tx, user.orgId);
  if (organizationName === undefined) throw notFound('Organization');
  const token = await issueAuthToken(tx, user.userId, 'email_verification');
  const text = user.passwordSet ? 'mail.confirmNewEmail' : 'mail.verifyEmail';
  await enqueueMail(
    tx,
    user.orgId,
    composeMail({
      to: user.email,
      locale: localeOf(user),
      name: user.firstName,
      subjectKey: `${text}.subject`,
      paragraphKeys: [`${text}.body`],
      params: { organization: organizationName },
      link: `${ctx.config.publicUrl}/verify-email?token=${token}`,
    }),
  );
}

/**
 * An account's address was changed by an administrator. Every link mailed before stops working
 * (a reset link in the old mailbox would otherwise take over the account), the new address gets
 * its link, and an account in use tells its old address what happened and where it went.
 */
export async function addressChanged(ctx: AppContext, tx: Tx, user: MailedAccount, previousEmail: string) {
  await sessionsRepository.retireAuthTokens(tx, user.userId);
  await queueVerificationMail(ctx, tx, user);
  if (!user.passwordSet) return; // an invitation nobody took up: the old address had nothing
  const organizationName = (await organizationNameOf(tx, user.orgId)) ?? '';
  await enqueueMail(
    tx,
    user.orgId,
    composeMail({
      to: previousEmail,
      locale: localeOf(user),
      name: user.firstName,
      subjectKey: 'mail.emailChanged.subject',
      paragraphKeys: ['mail.emailChanged.body'],
      params: { organization: organizationName, email: user.email },
    }),
  );
}

/** What the users module may ask of sign-in, handed over by the composition root (see users/session-keeper.ts). */
export const sessionKeeper: SessionKeeper = { queueVerificationMail, addressChanged, revokeAllSessions };

export { identityOf };
