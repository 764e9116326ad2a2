import { ORDERS_AREA } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { liveUsersGranted } from '../users/index.js';
import { notificationsRepository } from './notifications.repository.js';

export interface NewOrderRecipients {
  /** The organisation's own words to go with the notice ('' for none). */
  message: string;
  people: { userId: string; email: string; firstName: string; language: string }[];
}

/**
 * Who is mailed of a new order, in the caller's transaction: the email recipients of the
 * organisation's "New order" notification, when it is on, who can see orders now (a guide chosen
 * once, or someone whose role lost the orders since, is left out), are active, and have not
 * turned "New order" by email off in their own notification choices.
 */
export async function newOrderRecipients(tx: Tx, orgId: string): Promise<NewOrderRecipients> {
  const setting = await notificationsRepository.organizationSetting(tx, orgId, 'NEW_ORDER');
  if (!setting?.enabled || setting.emailRecipients.length === 0) return { message: '', people: [] };
  const granted = (await liveUsersGranted(tx, orgId, ORDERS_AREA.read, setting.emailRecipients)).filter((person) => person.active);
  const declined = await notificationsRepository.declinedByEmail(
    tx,
    orgId,
    'NEW_ORDER',
    granted.map((person) => person.userId),
  );
  const people = granted.filter((person) => !declined.has(person.userId)).map(({ active: _active, ...person }) => person);
  return { message: setting.message.trim(), people };
}

/** Who may be chosen to hear of new orders: the live users who can see orders. */
export async function orderReaderIds(tx: Tx, orgId: string): Promise<Set<string>> {
  return new Set((await liveUsersGranted(tx, orgId, ORDERS_AREA.read)).map((user) => user.userId));
}
