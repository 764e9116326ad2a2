import { Autocomplete, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isKnownConfigurationName } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, localizedErrorText, translateKeys } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { CONFIGURATIONS_BACK, MONOSPACE_NAME } from '../configuration-values';
import { ConfigurationValueInput } from '../components/configuration-value-input';
import {
  normalizeConfigurationName,
  unusedKnownNames,
  validateConfigurationCreate,
  valueForKind,
  valueInputKind,
} from '../configuration-values';
import { useCreateConfigurationItem } from '../mutations';
import { useConfigurationList } from '../queries';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';

/** What a setting's name looks like, shown as code. */
const NAME_EXAMPLE = 'OPENING_HOURS';

/** /configuration-create: a new setting; a known name gets its typed input. */

const NAME_MAX = 64;

export default function ConfigurationCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const list = useConfigurationList();
  const create = useCreateConfigurationItem();
  const existing = (list.data ?? []).map((item) => item.name);
  const form = useForm({
    initialValues: { name: '', value: '' },
    validate: (values) => translateKeys(validateConfigurationCreate(values, existing), t),
  });
  const name = normalizeConfigurationName(form.values.name);

  const changeName = (next: string) => {
    const upper = next.toUpperCase();
    form.setFieldValue('name', upper);
    form.clearFieldError('name');
    const kind = valueInputKind(normalizeConfigurationName(upper));
    form.setFieldValue('value', valueForKind(kind, kind === valueInputKind(name) ? form.values.value : ''));
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync({ name: normalizeConfigurationName(values.name), value: values.value });
      navigate('/configurations');
    } catch (error) {
      if (!applyServerFieldErrors(error, form, t, { fields: ['name', 'value'] })) showError(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  return (
    <Stack>
      <PageHeader title={t('configurations.form.createTitle')} back={CONFIGURATIONS_BACK(t)} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={640}>
        <form onSubmit={submit} noValidate>
          <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
          <Stack>
            <Autocomplete
              label={t('configurations.fields.name')}
              description={
                // A longer name pasted is cut at 64: said, as the other limited fields say it.
                form.values.name.length >= NAME_MAX ? (
                  t('components.limitedText.full', { count: NAME_MAX })
                ) : isKnownConfigurationName(name) ? (
                  t(`configurations.known.${name}.label`)
                ) : (
                  <>
                    {t('configurations.form.nameHelp')} <code>{NAME_EXAMPLE}</code>
                  </>
                )
              }
              placeholder={NAME_EXAMPLE}
              required
              maxLength={NAME_MAX}
              data={unusedKnownNames(existing)}
              // The known settings by their words, each name (what is typed) as code beside them.
              renderOption={({ option }) => (
                <Stack gap={0}>
                  {isKnownConfigurationName(option.value) && <Text size="sm">{t(`configurations.known.${option.value}.label`)}</Text>}
                  <Text component="code" size="xs" c="dimmed" ff="monospace">
                    {option.value}
                  </Text>
                </Stack>
              )}
              // A setting's name is a code by nature (the raw-codes e2e probe reads past it).
              data-code
              value={form.values.name}
              onChange={changeName}
              error={form.errors.name}
              styles={MONOSPACE_NAME}
              data-testid="configuration-name"
            />
            <ConfigurationValueInput
              name={name}
              value={form.values.value}
              onChange={(value) => {
                form.setFieldValue('value', value);
                form.clearFieldError('value');
              }}
              error={form.errors.value as string | undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate('/configurations')}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} data-testid="configuration-save">
                {t('common.actions.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
