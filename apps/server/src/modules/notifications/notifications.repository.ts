import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { organizationNotificationSettings, userNotificationPreferences } from '../../db/schema/index.js';

export type PreferenceRow = typeof userNotificationPreferences.$inferSelect;
export type SettingRow = typeof organizationNotificationSettings.$inferSelect;

export const notificationsRepository = {
  async userPreferences(tx: Tx, orgId: string, userId: string): Promise<PreferenceRow[]> {
    return tx
      .select()
      .from(userNotificationPreferences)
      .where(and(eq(userNotificationPreferences.orgId, orgId), eq(userNotificationPreferences.userId, userId)));
  },

  /** Replaces every stored choice of the user with `preferences`. */
  async replaceUserPreferences(tx: Tx, orgId: string, userId: string, preferences: { kind: string; email: boolean; sms: boolean }[]) {
    await tx
      .delete(userNotificationPreferences)
      .where(and(eq(userNotificationPreferences.orgId, orgId), eq(userNotificationPreferences.userId, userId)));
    if (preferences.length === 0) return;
    await tx.insert(userNotificationPreferences).values(preferences.map((preference) => ({ orgId, userId, ...preference })));
  },

  /** Of `userIds`, those who chose not to get `kind` by email. */
  async declinedByEmail(tx: Tx, orgId: string, kind: string, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await tx
      .select({ userId: userNotificationPreferences.userId })
      .from(userNotificationPreferences)
      .where(
        and(
          eq(userNotificationPreferences.orgId, orgId),
          eq(userNotificationPreferences.kind, kind),
          eq(userNotificationPreferences.email, false),
          inArray(userNotificationPreferences.userId, [...userIds]),
        ),
      );
    return new Set(rows.map((row) => row.userId));
  },

  async organizationSetting(tx: Tx, orgId: string, kind: string): Promise<SettingRow | undefined> {
    const [row] = await tx
      .select()
      .from(organizationNotificationSettings)
      .where(and(eq(organizationNotificationSettings.orgId, orgId), eq(organizationNotificationSettings.kind, kind)));
    return row;
  },

  async organizationSettings(tx: Tx, orgId: string): Promise<SettingRow[]> {
    return tx.select().from(organizationNotificationSettings).where(eq(organizationNotificationSettings.orgId, orgId));
  },

  async replaceOrganizationSettings(tx: Tx, orgId: string, settings: Omit<SettingRow, 'orgId'>[]) {
    await tx.delete(organizationNotificationSettings).where(eq(organizationNotificationSettings.orgId, orgId));
    if (settings.length === 0) return;
    await tx.insert(organizationNotificationSettings).values(settings.map((setting) => ({ orgId, ...setting })));
  },
};
