import { Badge, Button, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { type TOrganization } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useCreateOrganization, useUpdateOrganization } from '../mutations';
import { organizationFromForm, organizationToForm, validateOrganization, type OrganizationFormValues } from '../organization-form';
import { applyServerFieldErrors, localizedErrorText, translateKeys } from '../../../shared/forms/server-messages';
import { CustomCssFields } from '../../../shared/ui/custom-css-fields';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { useFormModalClose } from '../../../shared/ui/form-layout';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';

const FORM_PATHS = ['name', 'targetOrigin', 'payouts', 'css.href', 'css.mode'];

/** The server names the feature flag `features`; the form shows it as the payouts switch. */
const formPathFor = (path: string) => (path.startsWith('features') ? 'payouts' : path);

interface Props {
  /** The organisation to edit; null creates one (platform admins only). */
  organization: TOrganization | null;
  /** Platform admins also set features (payouts). */
  platformAdmin: boolean;
  /** Whether the user may save at all. */
  canWrite: boolean;
  /** In the list's dialog: after a save, with the organisation as saved and whether it is new. */
  onDone?(saved: TOrganization, created: boolean): void;
}

/** Name, shop origin, features and custom stylesheet of an organisation. */
export function OrganizationForm({ organization, platformAdmin, canWrite, onDone }: Props) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const [saved, setSaved] = useState(false);
  const form = useForm<OrganizationFormValues>({
    initialValues: organizationToForm(organization),
    validate: (values) => translateKeys(validateOrganization(values), t),
    onValuesChange: () => setSaved(false),
  });

  // In the dialog of the organisations list: Cancel asks first when something was changed.
  const requestClose = useFormModalClose(form.isDirty() && !form.submitting);
  const submit = form.onSubmit(async (values) => {
    try {
      const body = organizationFromForm(values, { withFeatures: platformAdmin });
      const result = organization
        ? await update.mutateAsync({ orgId: organization.orgId, organization: body })
        : await create.mutateAsync({ ...body, features: body.features ?? { payouts: false } });
      form.resetDirty(organizationToForm(result));
      setSaved(true);
      onDone?.(result, organization === null);
    } catch (error) {
      const options = { fields: FORM_PATHS, pathFor: formPathFor };
      if (!applyServerFieldErrors(error, form, t, options)) showError(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
      <Stack>
        <TextInput
          label={t('organizations.fields.name')}
          required
          maxLength={120}
          disabled={!canWrite}
          {...form.getInputProps('name')}
          data-testid="organization-name"
        />
        <TextInput
          label={t('organizations.fields.targetOrigin')}
          description={t('organizations.fields.targetOriginHelp')}
          placeholder="https://museum.example"
          type="url"
          disabled={!canWrite}
          {...form.getInputProps('targetOrigin')}
          data-testid="organization-target-origin"
        />
        {platformAdmin ? (
          <Switch
            label={t('organizations.fields.payouts')}
            description={t('organizations.fields.payoutsHelp')}
            disabled={!canWrite}
            {...form.getInputProps('payouts', { type: 'checkbox' })}
            data-testid="organization-payouts"
          />
        ) : (
          // Only Foyer changes features: the organisation admin just sees how they stand.
          <Input.Wrapper label={t('organizations.fields.payouts')} description={t('organizations.fields.payoutsPlatformOnly')}>
            <div>
              <Badge mt={6} variant="light" color={form.values.payouts ? 'teal' : 'gray'} data-testid="organization-payouts">
                {form.values.payouts ? t('organizations.list.on') : t('organizations.list.off')}
              </Badge>
            </div>
          </Input.Wrapper>
        )}
        <CustomCssFields
          value={form.values.css}
          onChange={(css) => {
            form.setFieldValue('css', css);
            form.clearFieldError('css.href');
          }}
          hrefError={form.errors['css.href'] as string | undefined}
          description={t('organizations.form.cssHelp')}
          disabled={!canWrite}
        />
        {canWrite && (
          <Group justify="flex-end">
            {saved && !onDone && (
              <Text size="sm" c="teal.7" role="status" data-testid="organization-saved">
                <IconCheck size={16} style={{ verticalAlign: 'text-bottom' }} /> {t('common.saved')}
              </Text>
            )}
            {/* In the list's dialog only (onDone), which asks before dropping changes. */}
            {onDone && requestClose && (
              <Button variant="default" onClick={requestClose}>
                {t('common.actions.cancel')}
              </Button>
            )}
            <Button
              type="submit"
              loading={form.submitting}
              disabled={organization !== null && !form.isDirty()}
              data-testid="organization-save"
            >
              {organization ? t('common.actions.save') : t('common.actions.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
