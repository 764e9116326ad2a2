import { FIELD_MESSAGES } from '../common/errors.js';
import { z } from 'zod';
import { ZId } from '../common/primitives.js';

/** What a museum can be told about. Later issues add their kinds here. */
export const NOTIFICATION_KINDS = ['NEW_ORDER', 'NEW_CUSTOMER_REQUEST', 'GUIDE_REQUEST_ANSWERED', 'DAILY_SUMMARY'] as const;
export const NOTIFICATION_MESSAGE_MAX = 140;

export const ZUserNotificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  email: z.boolean(),
  sms: z.boolean(),
});
export const ZUserNotificationPreferences = z.object({
  userId: ZId,
  preferences: z.array(ZUserNotificationPreference),
  /**
   * Ours: for each kind answered, whether the organisation's settings send it to this user now by
   * each channel (on, and the user among its recipients). A preference alone sends nothing: it
   * only lets a user listed there opt out, so the page says when the switch does nothing.
   */
  sentByOrganization: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.boolean(), sms: z.boolean() })),
});
export type TUserNotificationPreferences = z.infer<typeof ZUserNotificationPreferences>;

/** Each kind at most once: a list that names a kind twice is ambiguous, so it is refused. */
const uniqueKinds = <T extends { kind: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.kind)) ctx.addIssue({ code: 'custom', message: 'Each kind may appear only once', path: [index, 'kind'] });
    seen.add(item.kind);
  });
};

/** Replaces the user's choices; a kind left out reads back as the default (email on, sms off). */
export const ZUserNotificationPreferencesUpdate = z.object({
  preferences: z.array(ZUserNotificationPreference).superRefine(uniqueKinds),
});
export type TUserNotificationPreferencesUpdate = z.infer<typeof ZUserNotificationPreferencesUpdate>;

/** Organisation-wide: who is told, and an optional short message (SPEC §5: max 140 characters). */
export const ZOrganizationNotificationSetting = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  enabled: z.boolean(),
  emailRecipients: z.array(ZId),
  smsRecipients: z.array(ZId),
  message: z.string().max(NOTIFICATION_MESSAGE_MAX, FIELD_MESSAGES.notificationTooLong),
});
export type TOrganizationNotificationSetting = z.infer<typeof ZOrganizationNotificationSetting>;
export const ZOrganizationNotificationSettings = z.object({
  settings: z.array(ZOrganizationNotificationSetting),
  /** The users who can see orders: "New order" recipients are chosen among them (the mail names the buyer). */
  orderReaders: z.array(ZId),
});
export type TOrganizationNotificationSettings = z.infer<typeof ZOrganizationNotificationSettings>;

/** Replaces the organisation's settings; a kind left out reads back as disabled. */
export const ZOrganizationNotificationSettingsUpdate = z.object({
  settings: z
    .array(
      ZOrganizationNotificationSetting.refine(
        (setting) => !setting.enabled || setting.emailRecipients.length + setting.smsRecipients.length > 0,
        {
          message: FIELD_MESSAGES.recipientRequired,
          path: ['emailRecipients'],
        },
      ),
    )
    .superRefine(uniqueKinds),
});
export type TOrganizationNotificationSettingsUpdate = z.infer<typeof ZOrganizationNotificationSettingsUpdate>;
