import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconLinkOff, IconLock } from '@tabler/icons-react';
import { ZResetPasswordRequest } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { clearLocalSession } from '../../../app/session';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { applyServerFieldErrors, localizedErrorText, localizedValidate } from '../../../shared/forms/server-messages';
import { isInvalidLink } from '../auth-errors';
import { PageHeading } from '../components/page-heading';
import { useResetPassword } from '../mutations';

/** Set by /verify-email when it hands over to this page. */
export interface ChangePasswordState {
  emailConfirmed?: boolean;
}

type Outcome = 'form' | 'done' | 'invalidLink';

/** /change-pass/{resetToken}: a new password from a mailed link (SPEC §2). */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { resetToken = '' } = useParams();
  const location = useLocation();
  const emailConfirmed = (location.state as ChangePasswordState | null)?.emailConfirmed === true;
  const resetPassword = useResetPassword();
  const [outcome, setOutcome] = useState<Outcome>(resetToken ? 'form' : 'invalidLink');
  const [failure, setFailure] = useState<string | null>(null);
  const validate = localizedValidate(ZResetPasswordRequest, t);
  const form = useForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: (values) => validate({ token: resetToken, ...values }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token: resetToken, ...values });
      // The server ended every session of the account, this browser's too.
      clearLocalSession();
      setOutcome('done');
    } catch (error) {
      if (isInvalidLink(error)) {
        setOutcome('invalidLink');
        return;
      }
      if (!applyServerFieldErrors(error, form, t, { fields: ['password', 'passwordConfirmation'] }))
        setFailure(localizedErrorText(error, t));
    }
  }, focusInvalidField);

  if (outcome === 'done') {
    return (
      <Stack data-testid="change-password-done">
        {/* A new user's first password (from the invitation) was not "changed", and they were signed in nowhere. */}
        <PageHeading
          icon={<IconCircleCheck size={28} />}
          color="green"
          title={t(emailConfirmed ? 'auth.changePassword.firstDoneTitle' : 'auth.changePassword.doneTitle')}
        />
        <Text ta="center">{t(emailConfirmed ? 'auth.changePassword.firstDone' : 'auth.changePassword.done')}</Text>
        <Button component={Link} to="/login" replace fullWidth>
          {t('auth.goToLogin')}
        </Button>
      </Stack>
    );
  }

  if (outcome === 'invalidLink') {
    return (
      <Stack data-testid="change-password-invalid">
        <PageHeading icon={<IconLinkOff size={26} />} color="red" title={t('auth.changePassword.invalidTitle')} />
        <Text ta="center">{t('auth.changePassword.invalid')}</Text>
        <Button component={Link} to="/forgot-pass" fullWidth>
          {t('auth.changePassword.requestNew')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PageHeading
          icon={<IconLock size={26} />}
          title={t(emailConfirmed ? 'auth.changePassword.firstTitle' : 'auth.changePassword.title')}
        >
          {t('auth.changePassword.intro')}
        </PageHeading>
        {emailConfirmed && (
          <Alert color="green" icon={<IconCircleCheck />} data-testid="change-password-email-confirmed">
            {t('auth.changePassword.emailConfirmed')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert" data-testid="change-password-error">
            {failure}
          </Alert>
        )}
        <PasswordInput label={t('auth.fields.newPassword')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordInput
          label={t('auth.fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordConfirmation')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('auth.changePassword.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
