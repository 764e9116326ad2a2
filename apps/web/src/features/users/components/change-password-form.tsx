import { Alert, Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZChangePasswordRequest } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { applyServerFieldErrors, localizedErrorText, localizedValidate } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useChangePassword, type ChangePasswordBody } from '../mutations';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'];

/** The signed-in user's own password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordBody>({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: localizedValidate(ZChangePasswordRequest, t),
  });

  const submit = form.onSubmit(async (values) => {
    setChanged(false);
    try {
      await change.mutateAsync(values);
      form.reset();
      setChanged(true);
    } catch (error) {
      if (!applyServerFieldErrors(error, form, t, { fields: FIELDS })) showError(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate data-testid="change-password-form">
        <Stack>
          <Title order={2} size="h4">
            {t('users.password.title')}
          </Title>
          {changed && (
            <Alert color="green" withCloseButton onClose={() => setChanged(false)} data-testid="password-changed">
              {t('users.password.changed')}
            </Alert>
          )}
          <PasswordInput
            label={t('auth.fields.currentPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('auth.fields.newPassword')}
            description={t('users.password.rule')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.fields.passwordConfirmation')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('passwordConfirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} data-testid="change-password">
              {t('users.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
