import { Alert, Button, Card, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconDeviceMobileOff } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { type TUserNotificationPreferences, USERS_AREA } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useIdentity, usePermissions } from '../../../app/session';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoading } from '../../../shared/ui/page-states';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { UserLoadFailure } from '../../users/components/user-load-failure';
import { useUser } from '../../users/queries';

import { useSaveUserNotifications, useUserNotifications } from '../user-notifications-queries';

type Preferences = TUserNotificationPreferences['preferences'];
type SentByOrganization = TUserNotificationPreferences['sentByOrganization'];

/** /notifications/users/:userId/: by email and by SMS, per kind of notification; for oneself or by a users administrator. */
export default function UserNotificationsPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const identity = useIdentity();
  const { can } = usePermissions();
  const isSelf = identity.userId === userId;
  const preferences = useUserNotifications(userId);
  // Someone else's name in the title, and whether SMS can reach them (one may read oneself).
  const user = useUser(userId, isSelf || can(USERS_AREA.read));

  const name = !isSelf && user.data ? `${user.data.firstName} ${user.data.lastName}` : null;
  const header = (
    <PageHeader
      title={name ? t('notifications.user.titleFor', { name }) : t('notifications.user.title')}
      back={{
        to: `/users/${userId}`,
        label: isSelf ? t('notifications.user.backToProfile') : (name ?? t('notifications.user.backToUser')),
      }}
    />
  );

  if (preferences.isError) {
    return (
      <UserLoadFailure
        error={preferences.error}
        operation={t('notifications.user.operations.load')}
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  if (!preferences.data) return <PageLoading />;
  return (
    <Stack>
      {header}
      <Text c="dimmed">{isSelf ? t('notifications.user.introSelf') : t('notifications.user.introOther')}</Text>
      {/* Choices by SMS are kept (a phone may be added later), but nothing will arrive until then. */}
      {user.data && !user.data.phone && (
        <Alert color="yellow" variant="light" icon={<IconDeviceMobileOff size={18} />} data-testid="no-phone">
          {isSelf ? t('notifications.user.noPhoneSelf') : t('notifications.user.noPhoneOther', { name })}
        </Alert>
      )}
      <PreferencesForm
        key={userId}
        userId={userId}
        initial={preferences.data.preferences}
        sentByOrganization={preferences.data.sentByOrganization}
        notSentNote={isSelf ? t('notifications.user.notSentToSelf') : t('notifications.user.notSentToOther', { name: name ?? '' })}
      />
    </Stack>
  );
}

interface PreferencesFormProps {
  userId: string;
  initial: Preferences;
  sentByOrganization: SentByOrganization;
  /** Said under a kind Foyer sends whose mail the organisation does not send this user now. */
  notSentNote: string;
}

function PreferencesForm({ userId, initial, sentByOrganization, notSentNote }: PreferencesFormProps) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const save = useSaveUserNotifications(userId);
  const [saved, setSaved] = useState(false);
  const form = useForm<{ preferences: Preferences }>({ initialValues: { preferences: initial } });
  const values = form.getValues();

  const submit = form.onSubmit(async ({ preferences }) => {
    setSaved(false);
    try {
      const result = await save.mutateAsync({ preferences });
      form.setInitialValues({ preferences: result.preferences });
      form.setValues({ preferences: result.preferences });
      setSaved(true);
    } catch (error) {
      showError(localizedErrorText(error, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="user-notifications-form">
      <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
      <Stack>
        {saved && (
          <Alert color="green" withCloseButton onClose={() => setSaved(false)} data-testid="notifications-saved">
            {t('notifications.user.saved')}
          </Alert>
        )}
        <Card withBorder p={0}>
          <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="user-notifications-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.user.columns.kind')}</Table.Th>
                <Table.Th ta="center" style={{ width: '1%', whiteSpace: 'nowrap' }}>
                  {t('notifications.user.columns.email')}
                </Table.Th>
                <Table.Th ta="center" style={{ width: '1%', whiteSpace: 'nowrap' }}>
                  {t('notifications.user.columns.sms')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.preferences.map((preference, index) => {
                const label = t(`notifications.user.kinds.${preference.kind}.label`);
                return (
                  <Table.Tr key={preference.kind} data-testid={`preference-${preference.kind}`}>
                    <Table.Td>
                      <Text fw={500} size="sm">
                        {label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`notifications.user.kinds.${preference.kind}.description`)}
                      </Text>
                      {preference.kind !== 'NEW_ORDER' ? (
                        <Text size="xs" c="dimmed" fs="italic">
                          {t('notifications.organization.notSentYet')}
                        </Text>
                      ) : (
                        // The switch only lets someone the organisation lists opt out: on alone, nothing comes.
                        preference.email &&
                        !sentByOrganization.some((sent) => sent.kind === preference.kind && sent.email) && (
                          <Text size="xs" c="orange.9" data-testid={`not-sent-${preference.kind}`}>
                            {notSentNote}
                          </Text>
                        )
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group justify="center">
                        <Switch
                          aria-label={t('notifications.user.byEmail', { kind: label })}
                          {...form.getInputProps(`preferences.${index}.email`, { type: 'checkbox' })}
                          data-testid={`email-${preference.kind}`}
                        />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="center">
                        <Switch
                          aria-label={t('notifications.user.bySms', { kind: label })}
                          {...form.getInputProps(`preferences.${index}.sms`, { type: 'checkbox' })}
                          data-testid={`sms-${preference.kind}`}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Card>
        <Text size="sm" c="dimmed" data-testid="sms-not-sent">
          {t('notifications.user.smsNotSent')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
            {t('notifications.user.undo')}
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()} data-testid="save-notifications">
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
