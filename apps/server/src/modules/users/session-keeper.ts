import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';

/**
 * What managing users needs from sign-in (the auth module): a new or changed address gets a
 * verification mail, a deleted user is signed out everywhere. Auth writes users' rows through this
 * module's entry, so users cannot import auth back: the composition root hands auth's keeper over
 * (`modules/index.ts`), the way payments gets orders' payment book.
 */
/** `passwordSet`: the account is in use (its address changed), not an invitation. */
export interface MailedAccount {
  userId: string;
  orgId: string;
  email: string;
  firstName: string;
  language: string;
  passwordSet: boolean;
}

export interface SessionKeeper {
  queueVerificationMail(ctx: AppContext, tx: Tx, user: MailedAccount): Promise<void>;
  addressChanged(ctx: AppContext, tx: Tx, user: MailedAccount, previousEmail: string): Promise<void>;
  revokeAllSessions(tx: Tx, userId: string): Promise<void>;
}
