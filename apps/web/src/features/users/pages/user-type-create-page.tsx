import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type GuideType, type Role, USERS_AREA, ZUserTypeWrite } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { rolesQuery, usePermissions } from '../../../app/session';
import { applyServerFieldErrors, localizedErrorText, localizedValidate } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { GuideTypeSelect } from '../components/guide-type-select';
import { RoleCheckboxes } from '../components/role-checkboxes';
import { useCreateUserType } from '../mutations';
import { roleChoices } from '../user-form-values';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';

interface UserTypeFormValues {
  name: string;
  roles: Role[];
  guideType: GuideType | null;
}

const FIELDS = ['name', 'roles', 'guideType'];

/** Only paths on this site, so a crafted link cannot lead elsewhere after saving. */
const safeReturn = (from: string | null, fallback: string) => (from && from.startsWith('/') && !from.startsWith('//') ? from : fallback);

/** /user-type-create: a named set of roles (and guide type) to start new users from. */
export default function UserTypeCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const showError = useErrorSnackbar();
  const { can } = usePermissions();
  const allRoles = useQuery(rolesQuery).data ?? [];
  const create = useCreateUserType();
  const returnTo = safeReturn(search.get('from'), can(USERS_AREA.write) ? '/users/add' : '/dashboard');
  const form = useForm<UserTypeFormValues>({
    initialValues: { name: '', roles: [], guideType: null },
    validate: localizedValidate(ZUserTypeWrite, t),
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const submit = form.onSubmit(async (formValues) => {
    try {
      const body = ZUserTypeWrite.parse({ ...formValues, guideType: formValues.roles.includes('Guide') ? formValues.guideType : null });
      const created = await create.mutateAsync(body);
      navigate(returnTo, { state: { userTypeId: created.userTypeId } });
    } catch (error) {
      if (!applyServerFieldErrors(error, form, t, { fields: FIELDS })) showError(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  return (
    <Stack>
      <PageHeader title={t('users.userType.title')} back={{ to: returnTo, label: t('common.actions.back') }} />
      <Text c="dimmed">{t('users.userType.intro')}</Text>
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
              <Button variant="default" onClick={() => navigate(returnTo)}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} data-testid="user-type-submit">
                {t('common.actions.create')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
