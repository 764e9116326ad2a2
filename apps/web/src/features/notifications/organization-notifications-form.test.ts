import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@foyer/contracts';
import {
  fromNotificationsForm,
  recipientOptions,
  smsRecipientOptions,
  toNotificationsForm,
  validateNotifications,
} from './organization-notifications-form';

const anna = '00000000-0000-4000-a000-000000000001';
const bo = '00000000-0000-4000-a000-000000000002';

describe('organisation notification settings form', () => {
  it('has one setting per kind in catalogue order, missing kinds switched off', () => {
    const form = toNotificationsForm([{ kind: 'DAILY_SUMMARY', enabled: true, emailRecipients: [anna], smsRecipients: [], message: 'Hi' }]);
    expect(form.settings.map((s) => s.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(form.settings.find((s) => s.kind === 'DAILY_SUMMARY')?.enabled).toBe(true);
    expect(form.settings.find((s) => s.kind === 'NEW_ORDER')).toEqual({
      kind: 'NEW_ORDER',
      enabled: false,
      emailRecipients: [],
      smsRecipients: [],
      message: '',
    });
  });
  it('needs a recipient for an enabled kind only', () => {
    const form = toNotificationsForm([]);
    expect(validateNotifications(form)).toEqual({});
    form.settings[1] = { ...form.settings[1]!, enabled: true };
    expect(validateNotifications(form)).toEqual({
      'settings.1.emailRecipients': 'notifications.organization.validation.recipientRequired',
    });
    form.settings[1] = { ...form.settings[1]!, smsRecipients: [anna] };
    expect(validateNotifications(form)).toEqual({});
  });
  it('allows 140 characters and no more', () => {
    const form = toNotificationsForm([]);
    form.settings[0] = { ...form.settings[0]!, message: 'x'.repeat(140) };
    expect(validateNotifications(form)).toEqual({});
    form.settings[0] = { ...form.settings[0]!, message: 'x'.repeat(141) };
    expect(validateNotifications(form)).toEqual({ 'settings.0.message': 'notifications.organization.validation.messageTooLong' });
  });
  it('trims messages when saving', () => {
    const form = toNotificationsForm([{ kind: 'NEW_ORDER', enabled: false, emailRecipients: [], smsRecipients: [], message: '  Hi  ' }]);
    expect(fromNotificationsForm(form).settings[0]?.message).toBe('Hi');
  });
  it('offers users by name and keeps an unknown chosen id', () => {
    const users = [
      { userId: bo, firstName: 'Bo', lastName: 'B', fullName: 'Bo B', avatarUrl: null, guideType: null, hasPhone: false, active: true },
      {
        userId: anna,
        firstName: 'Anna',
        lastName: 'A',
        fullName: 'Anna A',
        avatarUrl: null,
        guideType: null,
        hasPhone: true,
        active: true,
      },
    ];
    const options = recipientOptions(users, [anna, 'gone'], 'Unknown');
    expect(options.map((o) => o.label)).toEqual(['Anna A', 'Bo B', 'Unknown']);
    // By SMS only those with a phone can be chosen; the others say why.
    expect(smsRecipientOptions(options, (name) => `${name} (no phone)`)).toEqual([
      { value: anna, label: 'Anna A', hasPhone: true },
      { value: bo, label: 'Bo B (no phone)', hasPhone: false, disabled: true },
      { value: 'gone', label: 'Unknown (no phone)', hasPhone: false, disabled: true },
    ]);
  });
  it('offers no deactivated user, and marks one chosen before on its chip', () => {
    const ida = (userId: string, active: boolean) => ({
      userId,
      firstName: 'Ida',
      lastName: 'Invited',
      fullName: 'Ida Invited',
      avatarUrl: null,
      guideType: null,
      hasPhone: false,
      active,
    });
    const users = [ida(anna, true), ida(bo, false)];
    const mark = (name: string) => `${name} (deactivated)`;
    expect(recipientOptions(users, [], 'Unknown', mark).map((o) => [o.value, o.label])).toEqual([[anna, 'Ida Invited']]);
    expect(recipientOptions(users, [bo], 'Unknown', mark).map((o) => o.label)).toEqual(['Ida Invited', 'Ida Invited (deactivated)']);
  });
  it('needs a phone of everyone told by SMS, once the phones are known', () => {
    const form = toNotificationsForm([]);
    form.settings[2] = { ...form.settings[2]!, enabled: true, emailRecipients: [bo], smsRecipients: [anna, bo] };
    expect(validateNotifications(form)).toEqual({});
    expect(validateNotifications(form, new Set([anna]))).toEqual({
      'settings.2.smsRecipients': 'notifications.organization.validation.smsNeedsPhone',
    });
    expect(validateNotifications(form, new Set([anna, bo]))).toEqual({});
  });
});
