import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { isKnownConfigurationName, type TConfigurationItem } from '@foyer/contracts';
import { eanApprovalRule, formatMoney } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyServerFieldErrors, localizedErrorText, translateKeys } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { isMissing, QueryStates } from '../../../shared/ui/page-states';
import { CONFIGURATIONS_BACK, MONOSPACE_NAME } from '../configuration-values';
import { ConfigurationValueInput } from '../components/configuration-value-input';
import { useCurrency } from '../../../shared/hooks/use-currency';
import { valueErrorKey } from '../configuration-values';
import { useDeleteConfigurationItem, useUpdateConfigurationItem } from '../mutations';
import { useConfigurationItem, useConfigurationList } from '../queries';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';

/** /configuration-edit/{configurationName}: changes one setting's value; own settings can be deleted. */
export default function ConfigurationEditPage() {
  const { t } = useTranslation();
  const name = useParams().configurationName ?? '';
  const item = useConfigurationItem(name);
  return (
    <Stack>
      <PageHeader title={t('configurations.form.editTitle')} back={CONFIGURATIONS_BACK(t)} />
      <QueryStates
        query={item}
        operation={t('configurations.operations.loadOne')}
        missing={(error) =>
          isMissing(error) && (
            <Alert color="yellow" data-testid="configuration-missing">
              {t('configurations.form.missing', { name })}
            </Alert>
          )
        }
      >
        {(data) => <EditForm key={data.name} item={data} />}
      </QueryStates>
    </Stack>
  );
}

function EditForm({ item }: { item: TConfigurationItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const update = useUpdateConfigurationItem();
  const remove = useDeleteConfigurationItem();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    initialValues: { value: item.value },
    validate: (values) => {
      const key = valueErrorKey(item.name, values.value);
      return key ? translateKeys({ value: key }, t) : {};
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ name: item.name, value: values.value });
      navigate('/configurations');
    } catch (error) {
      if (!applyServerFieldErrors(error, form, t, { fields: ['value'] })) showError(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(item.name);
      navigate('/configurations');
    } catch (error) {
      setConfirming(false);
      showError(localizedErrorText(error, t));
    }
  };

  const known = isKnownConfigurationName(item.name);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={640}>
      <form onSubmit={submit} noValidate>
        {/* A deletion leaves the page on purpose, edited or not. */}
        <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting && !remove.isPending} />
        <Stack>
          <TextInput
            label={t('configurations.fields.name')}
            description={known ? t(`configurations.known.${item.name}.label`) : undefined}
            value={item.name}
            readOnly
            variant="filled"
            styles={MONOSPACE_NAME}
            // A setting's name is a code by nature (the raw-codes e2e probe reads past it).
            data-code
            data-testid="configuration-name"
          />
          <ConfigurationValueInput
            name={item.name}
            value={form.values.value}
            onChange={(value) => {
              form.setFieldValue('value', value);
              form.clearFieldError('value');
            }}
            error={form.errors.value as string | undefined}
          />
          <EanApprovalNote name={item.name} value={form.values.value} />
          {/* Amounts are kept as numbers: a new currency relabels every price (the server refuses it once an order exists). */}
          {item.name === 'CURRENCY' && form.values.value !== item.value && (
            <Alert color="yellow" data-testid="configuration-currency-warning">
              {t('configurations.messages.currencyNotConverted', { currency: form.values.value })}
            </Alert>
          )}
          <Group justify="space-between">
            {known ? (
              <Text size="xs" c="dimmed" maw={280}>
                {t('configurations.form.builtIn')}
              </Text>
            ) : (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
                data-testid="configuration-delete"
              >
                {t('common.actions.delete')}
              </Button>
            )}
            <Group>
              <Button variant="default" onClick={() => navigate('/configurations')}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} disabled={!form.isDirty()} data-testid="configuration-save">
                {t('common.actions.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={t('configurations.delete.title')}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      >
        {t('configurations.delete.body', { name: item.name })}
      </ConfirmModal>
    </Paper>
  );
}

/**
 * EAN approval and its limit are two settings that work together: each one's page says what the
 * other makes of it (a limit is unused while staff approve every order).
 */
function EanApprovalNote({ name, value }: { name: string; value: string }) {
  const { t, i18n } = useTranslation();
  const list = useConfigurationList();
  const currency = useCurrency();
  if (!list.data || (name !== 'EAN_APPROVAL' && name !== 'EAN_AUTO_LIMIT')) return null;
  const saved = (setting: string) => list.data.find((item) => item.name === setting)?.value;
  if (name === 'EAN_AUTO_LIMIT' && saved('EAN_APPROVAL') !== 'Automatic')
    return (
      <Alert color="gray" data-testid="configuration-ean-note">
        {t('configurations.form.limitUnused')}
      </Alert>
    );
  // The limit as the sale reads it: a limit it cannot read means staff approve (no note then).
  const rule = eanApprovalRule(value, saved('EAN_AUTO_LIMIT'));
  if (name === 'EAN_APPROVAL' && rule.mode === 'Automatic')
    return (
      <Alert color="blue" data-testid="configuration-ean-note">
        {t(rule.autoLimitMinor === 0 ? 'configurations.form.limitZero' : 'configurations.form.limitInUse', {
          limit: formatMoney(rule.autoLimitMinor, currency, i18n.language),
        })}
      </Alert>
    );
  return null;
}
