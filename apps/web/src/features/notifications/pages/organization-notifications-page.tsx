import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { CONFIGURATION_AREA, type TOrganizationNotificationSetting } from '@foyer/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session';
import { applyServerFieldErrors, localizedErrorText, translateKeys } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageError, PageLoading } from '../../../shared/ui/page-states';
import { OrganizationNotificationsCard } from '../components/organization-notifications-card';
import {
  fromNotificationsForm,
  recipientOptions,
  toNotificationsForm,
  validateNotifications,
  type OrganizationNotificationsForm,
} from '../organization-notifications-form';
import { useOrganizationNotifications, useRecipientUsers, useSaveOrganizationNotifications } from '../organization-notifications-queries';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';

/** /settings/notifications: which notifications the organisation sends, to whom, with what message. */
export default function OrganizationNotificationsPage() {
  const { t } = useTranslation();
  const settings = useOrganizationNotifications();
  const users = useRecipientUsers();
  const retry = () => void Promise.all([settings.refetch(), users.refetch()]);
  return (
    <Stack>
      <PageHeader title={t('shell.nav.notificationSettings')} intro={t('notifications.organization.intro')} />
      {settings.isError || users.isError ? (
        <PageError operation={t('notifications.organization.operations.load')} onRetry={retry} />
      ) : settings.isPending || users.isPending ? (
        <PageLoading />
      ) : (
        <SettingsForm initial={settings.data.settings} orderReaders={settings.data.orderReaders} users={users.data} />
      )}
    </Stack>
  );
}

interface SettingsFormProps {
  initial: TOrganizationNotificationSetting[];
  /** Who can see orders: "New order" is offered to them only. */
  orderReaders: string[];
  users: Parameters<typeof recipientOptions>[0];
}

function SettingsForm({ initial, orderReaders, users }: SettingsFormProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const canWrite = can(CONFIGURATION_AREA.write);
  const showError = useErrorSnackbar();
  const save = useSaveOrganizationNotifications();
  const [saved, setSaved] = useState(false);
  const textable = useMemo(() => new Set(users.filter((user) => user.hasPhone).map((user) => user.userId)), [users]);
  const form = useForm<OrganizationNotificationsForm>({
    initialValues: toNotificationsForm(initial),
    validate: (values) => translateKeys(validateNotifications(values, textable), t),
    onValuesChange: () => setSaved(false),
  });
  const chosen = form.values.settings.flatMap((setting) => [...setting.emailRecipients, ...setting.smsRecipients]);
  const chosenKey = chosen.join(',');
  const options = useMemo(
    () =>
      recipientOptions(users, chosenKey ? chosenKey.split(',') : [], t('notifications.organization.unknownUser'), (name) =>
        t('notifications.organization.deactivatedUser', { name }),
      ),
    [users, chosenKey, t],
  );
  const readerKey = orderReaders.join(',');
  const orderReaderOptions = useMemo(() => {
    const readers = new Set(readerKey.split(','));
    return options.filter((option) => readers.has(option.value));
  }, [options, readerKey]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        const result = await save.mutateAsync(fromNotificationsForm(values));
        const next = toNotificationsForm(result.settings);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        setSaved(true);
      } catch (error) {
        const options = { fields: (path: string) => path.startsWith('settings.') };
        if (!applyServerFieldErrors(error, form, t, options)) showError(localizedErrorText(error, t));
      }
    },
    // Bring the first card with a problem into view, the focus on its field in error (it stayed on
    // Save, so the keyboard and screen readers were not taken to the problem).
    (errors) => {
      const first = Object.keys(errors)[0]?.split('.')[1];
      const kind = first !== undefined ? form.values.settings[Number(first)]?.kind : undefined;
      if (!kind) return;
      const card = document.querySelector(`[data-testid="notification-card-${kind}"]`);
      card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      // The field is marked invalid once the errors are drawn.
      requestAnimationFrame(() => card?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true }));
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
      <Stack>
        {!canWrite && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('notifications.organization.viewOnly')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {form.values.settings.map((setting, index) => (
            <OrganizationNotificationsCard
              key={setting.kind}
              form={form}
              index={index}
              options={setting.kind === 'NEW_ORDER' ? orderReaderOptions : options}
              disabled={!canWrite}
            />
          ))}
        </SimpleGrid>
        {canWrite && (
          <Group justify="flex-end">
            {saved && (
              <Text size="sm" c="teal.7" role="status" data-testid="notifications-saved">
                <IconCheck size={16} style={{ verticalAlign: 'text-bottom' }} /> {t('common.saved')}
              </Text>
            )}
            <Button variant="default" disabled={!form.isDirty() || save.isPending} onClick={() => form.reset()}>
              {t('notifications.organization.undo')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} data-testid="notifications-save">
              {t('common.actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
