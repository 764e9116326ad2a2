import { Button, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { ANALYTICS_TYPES, type AnalyticsType, type TAnalyticsIntegration, type TAnalyticsIntegrationWriteInput } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, localizedErrorText, localizedValidate } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ANALYTICS_FORM_SCHEMA, TRACKING_ID_EXAMPLES, analyticsFormValues, type AnalyticsFormValues } from '../analytics-form';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';

interface Props {
  integration?: TAnalyticsIntegration;
  submitLabel: string;
  onSave(values: TAnalyticsIntegrationWriteInput): Promise<unknown>;
  /** Shown on the edit page only. */
  onDelete?(): void;
}

/** The service, its tracking id (with the service's format as help) and whether the shop loads it. */
export function IntegrationForm({ integration, submitLabel, onSave, onDelete }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const form = useForm<AnalyticsFormValues>({
    initialValues: analyticsFormValues(integration),
    validate: localizedValidate(ANALYTICS_FORM_SCHEMA, t),
  });
  const type = form.values.type;

  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(values);
      form.resetDirty();
      navigate('/analytics');
    } catch (error) {
      if (!applyServerFieldErrors(error, form, t, { fields: ['type', 'id', 'enabled'] })) showError(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={640}>
      <form onSubmit={submit} noValidate>
        <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
        <Stack>
          <Select
            label={t('analytics.fields.type')}
            data={ANALYTICS_TYPES.map((value) => ({ value, label: t(`analytics.types.${value}`) }))}
            value={type}
            onChange={(next) => {
              if (!next) return;
              form.setFieldValue('type', next as AnalyticsType);
              form.clearFieldError('id');
            }}
            allowDeselect={false}
            required
            error={form.errors.type}
            data-testid="analytics-type"
          />
          <TextInput
            label={t('analytics.fields.id')}
            description={t(`analytics.help.${type}`)}
            placeholder={TRACKING_ID_EXAMPLES[type]}
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            inputMode={type === 'FacebookPixel' ? 'numeric' : 'text'}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('id')}
            // A tracking id is a code by nature (the raw-codes e2e probe reads past it).
            data-code
            data-testid="analytics-id"
          />
          <Switch
            label={t('analytics.form.enabledLabel')}
            description={t('analytics.form.enabledHelp')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
            data-testid="analytics-enabled"
          />
          <Group justify={onDelete ? 'space-between' : 'flex-end'}>
            {onDelete && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} data-testid="analytics-delete">
                {t('common.actions.delete')}
              </Button>
            )}
            <Group>
              <Button variant="default" onClick={() => navigate('/analytics')}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} data-testid="analytics-save">
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
