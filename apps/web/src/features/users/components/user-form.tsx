import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { type Language, LANGUAGES, type Role, type TUserType, type TUserWrite, USERS_AREA } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rolesQuery, usePermissions } from '../../../app/session';
import { applyServerFieldErrors, localizedErrorText, localizeErrors } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { applyUserType, roleChoices, toUserWrite, USER_FORM_FIELDS, validateUserForm, type UserFormValues } from '../user-form-values';

import { GuideTypeSelect } from './guide-type-select';
import { RoleCheckboxes } from './role-checkboxes';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { DayInput } from '../../../shared/ui/day-input';
import { LimitedTextInput } from '../../../shared/ui/limited-text-input';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { SaveRefusal } from '../../../shared/ui/save-refusal';
import { isStaleVersion } from '../../../shared/api/stale-version';

interface UserFormProps {
  mode: 'add' | 'edit';
  initialValues: UserFormValues;
  userTypes: readonly TUserType[];
  /** Where "create a user type" leads; it comes back here afterwards. */
  createUserTypeTo: string;
  onSubmit(body: TUserWrite): Promise<unknown>;
  onCancel(): void;
  /** More actions beside the buttons, such as deleting the user. */
  extraActions?: ReactNode;
  /** One's own account: it cannot be deactivated (the server refuses), so the switch is not offered. */
  ownAccount?: boolean;
  /** Editing: reads the user again after a save was refused because someone else saved since. */
  onReload?(): void;
}

/** Adding and editing a user: user type first, then the person, then what they may do. */
export function UserForm({
  mode,
  initialValues,
  userTypes,
  createUserTypeTo,
  onSubmit,
  onCancel,
  extraActions,
  ownAccount = false,
  onReload,
}: UserFormProps) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const { can } = usePermissions();
  const canGrantPlatform = can(USERS_AREA.grantPlatformRoles);
  const allRoles = useQuery(rolesQuery).data ?? [];
  const form = useForm<UserFormValues>({
    initialValues,
    validate: (values) => localizeErrors(validateUserForm(values), t),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const choices = roleChoices(allRoles, canGrantPlatform, initialValues.roles);
  // Someone else saved this user since the form was filled: said beside the buttons, with the way to load theirs.
  const [stale, setStale] = useState<string | null>(null);

  const submit = form.onSubmit(async (formValues) => {
    setStale(null);
    try {
      await onSubmit(toUserWrite(formValues));
      form.resetDirty();
    } catch (error) {
      if (onReload && isStaleVersion(error)) setStale(localizedErrorText(error, t));
      else if (!applyServerFieldErrors(error, form, t, { fields: USER_FORM_FIELDS })) showError(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  const chooseUserType = (userTypeId: string | null) =>
    form.setValues(
      applyUserType(
        form.getValues(),
        userTypes.find((type) => type.userTypeId === userTypeId),
        canGrantPlatform,
      ),
    );

  return (
    <form onSubmit={submit} noValidate data-testid="user-form">
      <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
      <Stack>
        <Card withBorder>
          <Stack gap="xs">
            <Select
              label={t('users.fields.userType')}
              description={t('users.form.userTypeHint')}
              placeholder={userTypes.length > 0 ? t('users.form.userTypePlaceholder') : t('users.form.noUserTypes')}
              data={userTypes.map((type) => ({ value: type.userTypeId, label: type.name }))}
              value={values.userTypeId}
              onChange={chooseUserType}
              error={form.errors.userTypeId}
              clearable
              searchable
              disabled={userTypes.length === 0}
              data-testid="user-type"
            />
            <Anchor component={Link} to={createUserTypeTo} size="sm" w="fit-content">
              <Group gap={4} component="span">
                <IconPlus size={14} />
                {t('users.form.createUserType')}
              </Group>
            </Anchor>
          </Stack>
        </Card>

        <Card withBorder>
          <Stack>
            <Title order={2} size="h4">
              {t('users.form.sections.person')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LimitedTextInput
                label={t('users.fields.firstName')}
                withAsterisk
                maxLength={100}
                autoComplete="off"
                {...form.getInputProps('firstName')}
                data-testid="first-name"
              />
              <LimitedTextInput
                label={t('users.fields.lastName')}
                withAsterisk
                maxLength={100}
                autoComplete="off"
                {...form.getInputProps('lastName')}
                data-testid="last-name"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('users.fields.email')}
                description={mode === 'add' ? t('users.form.emailHintAdd') : t('users.form.emailHintEdit')}
                type="email"
                withAsterisk
                maxLength={254}
                autoComplete="off"
                {...form.getInputProps('email')}
                data-testid="email"
              />
              <TextInput
                label={t('users.fields.phone')}
                type="tel"
                maxLength={30}
                autoComplete="off"
                {...form.getInputProps('phone')}
                data-testid="phone"
              />
            </SimpleGrid>
            <Select
              label={t('users.fields.language')}
              description={t('users.form.languageHint')}
              data={LANGUAGES.map((language) => ({ value: language, label: t(`shell.languages.${language}`) }))}
              allowDeselect={false}
              maw={320}
              {...form.getInputProps('language')}
              onChange={(value) => value && form.setFieldValue('language', value as Language)}
            />
          </Stack>
        </Card>

        <Card withBorder>
          <Stack>
            <Title order={2} size="h4">
              {t('users.form.sections.access')}
            </Title>
            <RoleCheckboxes
              label={t('users.fields.roles')}
              description={canGrantPlatform ? undefined : t('users.form.platformRolesHint')}
              choices={choices}
              value={values.roles}
              onChange={(roles: Role[]) => form.setFieldValue('roles', roles)}
              error={form.errors.roles}
            />
            {values.roles.includes('Guide') && (
              <GuideTypeSelect
                value={values.guideType}
                error={form.errors.guideType}
                onChange={(guideType) => form.setFieldValue('guideType', guideType)}
                testId="guide-type"
              />
            )}
            <DayInput
              label={t('users.fields.limitDataAccessFrom')}
              description={t('users.form.limitDataAccessHint')}
              placeholder={t('users.form.datePlaceholder')}
              maw={320}
              {...form.getInputProps('limitDataAccessFrom')}
              data-testid="limit-data-access"
            />
            {mode === 'edit' && !ownAccount && (
              <Switch
                label={t('users.fields.active')}
                description={t('users.form.activeHint')}
                {...form.getInputProps('active', { type: 'checkbox' })}
                data-testid="user-active"
              />
            )}
          </Stack>
        </Card>

        {mode === 'add' && (
          <Text size="sm" c="dimmed">
            {t('users.form.invitationHint')}
          </Text>
        )}
        {stale && onReload && <SaveRefusal message={stale} stale onReload={onReload} testId="user-form" />}
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <div>{extraActions}</div>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="user-submit">
              {mode === 'add' ? t('users.form.submitAdd') : t('common.actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
