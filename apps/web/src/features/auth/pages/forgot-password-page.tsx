import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { ZForgotPasswordRequest } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { applyServerFieldErrors, localizedErrorText, localizedValidate } from '../../../shared/forms/server-messages';
import { checkEmailPath } from '../auth-paths';
import { PageHeading } from '../components/page-heading';
import { useRequestPasswordReset } from '../mutations';

/** /forgot-pass: asks for a reset link, then tells the user to check the mail (SPEC §2). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: localizedValidate(ZForgotPasswordRequest, t) });

  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    const address = email.trim();
    try {
      await requestReset.mutateAsync(address);
      navigate(checkEmailPath(address));
    } catch (error) {
      if (!applyServerFieldErrors(error, form, t, { fields: ['email'] })) setFailure(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PageHeading icon={<IconKey size={26} />} title={t('auth.forgot.title')}>
          {t('auth.forgot.intro')}
        </PageHeading>
        {failure && (
          <Alert color="red" role="alert" data-testid="forgot-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('auth.forgot.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
