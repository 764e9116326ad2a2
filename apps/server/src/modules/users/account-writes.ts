import type { Tx } from '../../db/client.js';
import { usersRepository } from './users.repository.js';

/*
 * Writes to a user's row that other modules make, in the caller's transaction: sign-in and its
 * links (auth) set the password, the language and the verified address; deleting an organisation
 * removes its deleted users first. Users is the one module that writes `users`.
 */

export const setPassword = (tx: Tx, userId: string, passwordHash: string) => usersRepository.setPassword(tx, userId, passwordHash);

export const setLanguage = (tx: Tx, userId: string, language: string) => usersRepository.setLanguage(tx, userId, language);

export const markEmailVerified = (tx: Tx, userId: string) => usersRepository.markEmailVerified(tx, userId);

export const removeDeletedUsersOf = (tx: Tx, orgId: string) => usersRepository.removeDeletedOf(tx, orgId);
