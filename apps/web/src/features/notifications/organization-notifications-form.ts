import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGE_MAX,
  type TOrganizationNotificationSetting,
  type TOrganizationNotificationSettingsUpdate,
} from '@foyer/contracts';

import { type RecipientUser } from './organization-notifications-queries';

export interface OrganizationNotificationsForm {
  settings: TOrganizationNotificationSetting[];
}

/** One card per kind, in the catalogue's order; a kind the answer lacks starts switched off. */
export function toNotificationsForm(settings: readonly TOrganizationNotificationSetting[]): OrganizationNotificationsForm {
  return {
    settings: NOTIFICATION_KINDS.map(
      (kind) =>
        settings.find((setting) => setting.kind === kind) ?? { kind, enabled: false, emailRecipients: [], smsRecipients: [], message: '' },
    ),
  };
}

export const fromNotificationsForm = (form: OrganizationNotificationsForm): TOrganizationNotificationSettingsUpdate => ({
  settings: form.settings.map((setting) => ({ ...setting, message: setting.message.trim() })),
});

/**
 * i18n keys of what is wrong (SPEC §5), by form path. `textable`: the users with a phone, when
 * known; an SMS recipient without one would never get the message.
 */
export function validateNotifications(form: OrganizationNotificationsForm, textable?: ReadonlySet<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  form.settings.forEach((setting, index) => {
    if (setting.enabled && setting.emailRecipients.length + setting.smsRecipients.length === 0) {
      errors[`settings.${index}.emailRecipients`] = 'notifications.organization.validation.recipientRequired';
    }
    if (textable && setting.smsRecipients.some((id) => !textable.has(id)))
      errors[`settings.${index}.smsRecipients`] = 'notifications.organization.validation.smsNeedsPhone';
    if (setting.message.trim().length > NOTIFICATION_MESSAGE_MAX)
      errors[`settings.${index}.message`] = 'notifications.organization.validation.messageTooLong';
  });
  return errors;
}

export interface RecipientOption {
  value: string;
  label: string;
  hasPhone: boolean;
}

/**
 * Users as select options, sorted by name; a chosen id the list lacks still shows. A deactivated
 * user is offered no more (two "Ida Invited" read alike, one of them deactivated); one chosen
 * before stays on its chip, marked, until taken off.
 */
export function recipientOptions(
  users: readonly RecipientUser[],
  chosen: readonly string[],
  unknownLabel: string,
  deactivated: (name: string) => string = (name) => name,
): RecipientOption[] {
  const picked = new Set(chosen);
  const options = [...users]
    .filter((user) => user.active || picked.has(user.userId))
    .sort((a, b) => a.fullName.localeCompare(b.fullName))
    .map((user) => {
      const name = user.fullName || `${user.firstName} ${user.lastName}`.trim();
      return { value: user.userId, label: user.active ? name : deactivated(name), hasPhone: user.hasPhone };
    });
  const known = new Set(options.map((option) => option.value));
  const missing = [...new Set(chosen)].filter((id) => !known.has(id)).map((id) => ({ value: id, label: unknownLabel, hasPhone: false }));
  return [...options, ...missing];
}

/**
 * The SMS list: someone without a phone is shown, so no one wonders where they went, but cannot
 * be chosen, and says why; one chosen before their phone was removed reads so on their chip.
 */
export const smsRecipientOptions = (options: readonly RecipientOption[], withoutPhone: (name: string) => string) =>
  options.map((option) => (option.hasPhone ? option : { ...option, label: withoutPhone(option.label), disabled: true }));
