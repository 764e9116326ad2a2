import {
  NOTIFICATION_KINDS,
  type TOrganizationNotificationSettings,
  type TOrganizationNotificationSettingsUpdate,
  type TUserNotificationPreferences,
  type TUserNotificationPreferencesUpdate,
  FIELD_MESSAGES,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { forbidden, invalid, notFound } from '../../lib/app-error.js';
import { findUser, isSelfOr, liveUserIds, liveUserIdsWithPhone } from '../users/index.js';
import { orderReaderIds } from './new-order-recipients.js';
import { notificationsRepository, type PreferenceRow, type SettingRow } from './notifications.repository.js';

const NOT_A_MEMBER = FIELD_MESSAGES.notAMember;
const SMS_NEEDS_PHONE = FIELD_MESSAGES.smsNeedsPhone;
const CANNOT_SEE_ORDERS = FIELD_MESSAGES.cannotSeeOrders;

/** Of a kind's recipients, who may hear of it: a new order only those who can see orders. */
const mayHear = (kind: string, userId: string, orderReaders: ReadonlySet<string>) => kind !== 'NEW_ORDER' || orderReaders.has(userId);

/**
 * Every kind the user may hear of is answered, so a kind added later shows up with its default;
 * a new order only to someone who can see orders (a guide was offered switches for mails never sent).
 */
const preferencesOf = (
  userId: string,
  rows: PreferenceRow[],
  orderReaders: ReadonlySet<string>,
  settings: SettingRow[],
): TUserNotificationPreferences => {
  const kinds = NOTIFICATION_KINDS.filter((kind) => mayHear(kind, userId, orderReaders));
  return {
    userId,
    preferences: kinds.map((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return { kind, email: row?.email ?? true, sms: row?.sms ?? false };
    }),
    sentByOrganization: kinds.map((kind) => {
      const setting = settings.find((candidate) => candidate.kind === kind);
      const on = setting?.enabled ?? false;
      return { kind, email: on && setting!.emailRecipients.includes(userId), sms: on && setting!.smsRecipients.includes(userId) };
    }),
  };
};

/** The user's choices with what the organisation sends them, read in one go. */
async function readPreferences(tx: Tx, orgId: string, userId: string) {
  const orderReaders = await orderReaderIds(tx, orgId);
  const rows = await notificationsRepository.userPreferences(tx, orgId, userId);
  return preferencesOf(userId, rows, orderReaders, await notificationsRepository.organizationSettings(tx, orgId));
}

/** Users manage their own choices; a users administrator those of anyone in the organisation. */
async function liveUserFor(tx: Tx, actor: Actor, userId: string) {
  if (!isSelfOr(actor, userId, 'UsersAdminWrite')) throw forbidden();
  if (!(await findUser(tx, actor.orgId, userId))) throw notFound('User');
}

export const getUserPreferences = (ctx: AppContext, actor: Actor, userId: string) =>
  inTenant(ctx.db, actor.orgId, async (tx) => {
    await liveUserFor(tx, actor, userId);
    return readPreferences(tx, actor.orgId, userId);
  });

export const replaceUserPreferences = (ctx: AppContext, actor: Actor, userId: string, update: TUserNotificationPreferencesUpdate) =>
  inTenant(ctx.db, actor.orgId, async (tx) => {
    await liveUserFor(tx, actor, userId);
    const orderReaders = await orderReaderIds(tx, actor.orgId);
    const unheard = Object.fromEntries(
      update.preferences.flatMap((preference, index) =>
        mayHear(preference.kind, userId, orderReaders) ? [] : [[`preferences.${index}.kind`, CANNOT_SEE_ORDERS]],
      ),
    );
    if (Object.keys(unheard).length > 0) throw invalid(unheard);
    await notificationsRepository.replaceUserPreferences(tx, actor.orgId, userId, update.preferences);
    return readPreferences(tx, actor.orgId, userId);
  });

/**
 * Recipients who have since been deleted, or (for a new order) can no longer see orders, are left
 * out, so the answer can be sent back as is; they are not told either (new-order-recipients.ts).
 */
const settingsOf = (
  rows: SettingRow[],
  live: ReadonlySet<string>,
  orderReaders: ReadonlySet<string>,
): TOrganizationNotificationSettings => ({
  settings: NOTIFICATION_KINDS.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    const kept = (ids: string[] = []) => ids.filter((id) => live.has(id) && mayHear(kind, id, orderReaders));
    return {
      kind,
      enabled: row?.enabled ?? false,
      emailRecipients: kept(row?.emailRecipients),
      smsRecipients: kept(row?.smsRecipients),
      message: row?.message ?? '',
    };
  }),
  orderReaders: [...orderReaders],
});

async function readSettings(tx: Tx, orgId: string) {
  const rows = await notificationsRepository.organizationSettings(tx, orgId);
  const live = await liveUserIds(tx, orgId, [...new Set(rows.flatMap((row) => [...row.emailRecipients, ...row.smsRecipients]))]);
  return settingsOf(rows, live, await orderReaderIds(tx, orgId));
}

export const getOrganizationSettings = (ctx: AppContext, actor: Actor) =>
  inTenant(ctx.db, actor.orgId, (tx) => readSettings(tx, actor.orgId));

export const replaceOrganizationSettings = (ctx: AppContext, actor: Actor, update: TOrganizationNotificationSettingsUpdate) =>
  // The outbox keeps whether "New order" is on with the sale settings; the database tells the other processes.
  inTenant(ctx.db, actor.orgId, async (tx) => {
    const wanted = update.settings.flatMap((setting) => [...setting.emailRecipients, ...setting.smsRecipients]);
    const live = await liveUserIds(tx, actor.orgId, [...new Set(wanted)]);
    const textable = await liveUserIdsWithPhone(tx, actor.orgId, [...new Set(update.settings.flatMap((setting) => setting.smsRecipients))]);
    const orderReaders = await orderReaderIds(tx, actor.orgId);
    // Another organisation's user id reads as unknown here, exactly like a made-up one.
    const fields: Record<string, string> = {};
    update.settings.forEach((setting, index) => {
      for (const field of ['emailRecipients', 'smsRecipients'] as const) {
        if (setting[field].some((id) => !live.has(id))) fields[`settings.${index}.${field}`] = NOT_A_MEMBER;
        // The mail names the buyer and what they bought: for those who may read orders only.
        else if (setting[field].some((id) => !mayHear(setting.kind, id, orderReaders)))
          fields[`settings.${index}.${field}`] = CANNOT_SEE_ORDERS;
      }
      // An SMS to someone without a phone would never arrive, while the settings said it went.
      const smsField = `settings.${index}.smsRecipients`;
      if (!fields[smsField] && setting.smsRecipients.some((id) => !textable.has(id))) fields[smsField] = SMS_NEEDS_PHONE;
    });
    if (Object.keys(fields).length > 0) throw invalid(fields);
    await notificationsRepository.replaceOrganizationSettings(
      tx,
      actor.orgId,
      update.settings.map((setting) => ({
        kind: setting.kind,
        enabled: setting.enabled,
        emailRecipients: [...new Set(setting.emailRecipients)],
        smsRecipients: [...new Set(setting.smsRecipients)],
        message: setting.message,
      })),
    );
    return readSettings(tx, actor.orgId);
  }).finally(() => ctx.saleSettings.forget(actor.orgId));
