import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { authTokens, organizations, sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export const sessionsRepository = {
  /**
   * Every live account with this address (one per organisation at most), the most recently
   * signed-in first, with its organisation's name for mails that must say which account they mean.
   */
  async findLiveUsersByEmail(tx: Tx, email: string): Promise<(UserRow & { organizationName: string })[]> {
    const lastSignIn = sql`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.userId})`;
    const rows = await tx
      .select({ user: users, organizationName: organizations.name })
      .from(users)
      .innerJoin(organizations, eq(organizations.orgId, users.orgId))
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
      .orderBy(sql`${lastSignIn} desc nulls last`, desc(users.createdAt), asc(users.userId));
    return rows.map((row) => ({ ...row.user, organizationName: row.organizationName }));
  },

  async findLiveUser(tx: Tx, userId: string): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.userId, userId), isNull(users.deletedAt)));
    return row;
  },

  async createSession(
    tx: Tx,
    session: { tokenHash: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
  ) {
    await tx.insert(sessions).values(session);
  },

  /**
   * The live account behind a session that is not revoked, not past its absolute expiry and not
   * idle too long, in one statement (asked by every signed-in request: a named prepared
   * statement). `stale`: last seen over a minute ago, so touchSession has something to write.
   */
  async findActiveSessionUser(
    tx: Tx,
    tokenHash: string,
    idleMinutes: number,
  ): Promise<{ user: UserRow; stale: boolean; expiresAt: Date; lastSeenAt: Date } | undefined> {
    const [row] = await tx
      .select({
        user: users,
        stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.userId, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
          isNull(users.deletedAt),
        ),
      )
      .prepare('active_session_user')
      .execute();
    return row;
  },

  /** Written at most once a minute per session, so reads stay cheap. */
  async touchSession(tx: Tx, tokenHash: string) {
    await tx
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.tokenHash, tokenHash), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`));
  },

  async revokeSession(tx: Tx, tokenHash: string) {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  },

  async revokeAllSessions(tx: Tx, userId: string) {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  async createAuthToken(
    tx: Tx,
    token: { tokenHash: string; userId: string; purpose: 'password_reset' | 'email_verification'; expiresAt: Date },
  ) {
    // One live token per purpose: a new link retires the older ones.
    await tx
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authTokens.userId, token.userId), eq(authTokens.purpose, token.purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values(token);
  },

  /** Retires every live link of the user's, whatever it was for. */
  async retireAuthTokens(tx: Tx, userId: string) {
    await tx
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
  },

  /** Marks a live token used and returns its user, in one statement so it works once only. */
  async consumeAuthToken(tx: Tx, tokenHash: string, purpose: 'password_reset' | 'email_verification') {
    const [row] = await tx
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: authTokens.userId });
    return row;
  },
};
