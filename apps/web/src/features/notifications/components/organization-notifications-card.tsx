import { Card, Group, MultiSelect, Stack, Switch, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NOTIFICATION_MESSAGE_MAX } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { smsRecipientOptions, type OrganizationNotificationsForm, type RecipientOption } from '../organization-notifications-form';

interface Props {
  form: UseFormReturnType<OrganizationNotificationsForm>;
  index: number;
  options: RecipientOption[];
  disabled: boolean;
}

/** One kind of notification: on or off, who gets it by email and by SMS, and a short message. */
export function OrganizationNotificationsCard({ form, index, options, disabled }: Props) {
  const { t } = useTranslation();
  const setting = form.values.settings[index];
  if (!setting) return null;
  const path = `settings.${index}` as const;
  const length = setting.message.trim().length;
  const tooLong = length > NOTIFICATION_MESSAGE_MAX;
  const kind = setting.kind;
  const label = t(`notifications.organization.kinds.${kind}.label`);
  const clearRecipientError = () => form.clearFieldError(`${path}.emailRecipients`);
  // Foyer has no SMS service yet; a new order's mail names the buyer, so only those who see orders are offered.
  const channelHelp = (channel: 'email' | 'sms') =>
    channel === 'sms'
      ? t('notifications.organization.smsNotSent')
      : kind === 'NEW_ORDER'
        ? t('notifications.organization.orderReadersOnly')
        : undefined;
  const channelOptions = {
    email: options,
    sms: smsRecipientOptions(options, (name) => t('notifications.organization.noPhone', { name })),
  };

  return (
    <Card withBorder padding="lg" data-testid={`notification-card-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              {t(`notifications.organization.kinds.${kind}.description`)}
            </Text>
            {/* Only a new order is sent today: the others come with requests, guides and reports. */}
            {kind !== 'NEW_ORDER' && (
              <Text size="sm" c="dimmed" fs="italic" data-testid={`notification-not-sent-${kind}`}>
                {t('notifications.organization.notSentYet')}
              </Text>
            )}
          </div>
          <Switch
            aria-label={t('notifications.organization.enabledFor', { kind: label })}
            label={setting.enabled ? t('notifications.organization.on') : t('notifications.organization.off')}
            labelPosition="left"
            disabled={disabled}
            {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })}
            onChange={(event) => {
              form.setFieldValue(`${path}.enabled`, event.currentTarget.checked);
              clearRecipientError();
            }}
            data-testid={`notification-enabled-${kind}`}
          />
        </Group>
        {(['email', 'sms'] as const).map((channel) => {
          const field = `${path}.${channel}Recipients` as const;
          const chosen = channel === 'email' ? setting.emailRecipients : setting.smsRecipients;
          return (
            <MultiSelect
              key={channel}
              label={t(`notifications.organization.${channel}Recipients`)}
              description={channelHelp(channel)}
              placeholder={chosen.length ? undefined : t('notifications.organization.choosePeople')}
              data={channelOptions[channel]}
              searchable
              // A click or typing opens the list; the focus alone does not, so a save refused for no
              // recipients can take the focus here without the list covering the reason under it.
              openOnFocus={false}
              clearable
              hidePickedOptions
              nothingFoundMessage={t('notifications.organization.noPeople')}
              disabled={disabled}
              {...form.getInputProps(field)}
              onChange={(value) => {
                form.setFieldValue(field, value);
                clearRecipientError();
                form.clearFieldError(field);
              }}
              data-testid={`notification-${channel}-${kind}`}
            />
          );
        })}
        {/* SMS recipients alone pass the rule (SPEC §5), but no SMS goes out yet: nobody would be told. */}
        {kind === 'NEW_ORDER' && setting.enabled && setting.emailRecipients.length === 0 && setting.smsRecipients.length > 0 && (
          <Text size="sm" c="orange.9" fw={500} role="status" data-testid={`notification-sms-only-${kind}`}>
            {t('notifications.organization.smsOnly')}
          </Text>
        )}
        <Textarea
          label={t('notifications.organization.message')}
          description={t('notifications.organization.messageHelp')}
          autosize
          minRows={2}
          maxRows={5}
          disabled={disabled}
          {...form.getInputProps(`${path}.message`)}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          data-testid={`notification-message-${kind}`}
        />
        <Text size="xs" ta="right" mt={-8} c={tooLong ? 'red' : 'dimmed'} aria-live="polite" data-testid={`notification-counter-${kind}`}>
          {t('notifications.organization.counter', { length, max: NOTIFICATION_MESSAGE_MAX })}
        </Text>
      </Stack>
    </Card>
  );
}
