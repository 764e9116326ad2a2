import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type GuideType, type Role, type TUserTypeWrite, USERS_AREA, ZUserTypeWrite } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rolesQuery, usePermissions } from '../../../app/session';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { applyServerFieldErrors, localizedErrorText, localizedValidate } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { roleChoices } from '../user-form-values';
import { GuideTypeSelect } from './guide-type-select';
import { RoleCheckboxes } from './role-checkboxes';

export interface UserTypeFormValues {
  name: string;
  roles: Role[];
  guideType: GuideType | null;
}

const FIELDS = ['name', 'roles', 'guideType'];

interface Props {
  initialValues: UserTypeFormValues;
  submitLabel: string;
  onSubmit(body: TUserTypeWrite): Promise<unknown>;
  onCancel(): void;
}

/** A user type's name, roles and guide type: created or changed. */
export function UserTypeForm({ initialValues, submitLabel, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const { can } = usePermissions();
  const allRoles = useQuery(rolesQuery).data ?? [];
  const form = useForm<UserTypeFormValues>({
    initialValues,
    validate: localizedValidate(ZUserTypeWrite, t),
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const submit = form.onSubmit(async (formValues) => {
    try {
      const body = ZUserTypeWrite.parse({ ...formValues, guideType: formValues.roles.includes('Guide') ? formValues.guideType : null });
      await onSubmit(body);
      form.resetDirty();
    } catch (error) {
      if (!applyServerFieldErrors(error, form, t, { fields: FIELDS })) showError(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate data-testid="user-type-form">
      <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
      <Card withBorder>
        <Stack>
          <TextInput
            label={t('users.userType.name')}
            placeholder={t('users.userType.namePlaceholder')}
            withAsterisk
            maxLength={80}
            maw={420}
            {...form.getInputProps('name')}
            data-testid="user-type-name"
          />
          <RoleCheckboxes
            label={t('users.fields.roles')}
            description={can(USERS_AREA.grantPlatformRoles) ? undefined : t('users.form.platformRolesHint')}
            choices={roleChoices(allRoles, can(USERS_AREA.grantPlatformRoles))}
            value={values.roles}
            onChange={(roles) => form.setFieldValue('roles', roles)}
            error={form.errors.roles}
          />
          {values.roles.includes('Guide') && (
            <GuideTypeSelect
              value={values.guideType}
              error={form.errors.guideType}
              onChange={(guideType) => form.setFieldValue('guideType', guideType)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="user-type-submit">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
