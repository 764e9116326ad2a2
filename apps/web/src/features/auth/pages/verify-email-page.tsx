import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isInvalidLink } from '../auth-errors';
import { PageHeading } from '../components/page-heading';
import { useVerifyEmail } from '../mutations';
import type { ChangePasswordState } from './change-password-page';

/**
 * /verify-email?token=…: confirms the address once on arrival. An account without a password goes
 * on to choose one; otherwise the user can sign in (SPEC §2).
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The token works once: StrictMode's second effect run (and any re-render) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: ({ resetToken }) => {
        if (resetToken)
          navigate(`/change-pass/${encodeURIComponent(resetToken)}`, {
            replace: true,
            state: { emailConfirmed: true } satisfies ChangePasswordState,
          });
      },
    });
  }, [token, mutate, navigate]);

  if (!token || (verify.isError && isInvalidLink(verify.error))) {
    return (
      <Stack data-testid="verify-email-invalid">
        <PageHeading icon={<IconLinkOff size={26} />} color="red" title={t('auth.verifyEmail.invalidTitle')} />
        <Text ta="center">{t('auth.verifyEmail.invalid')}</Text>
        <Button component={Link} to="/login" fullWidth>
          {t('auth.goToLogin')}
        </Button>
      </Stack>
    );
  }

  if (verify.isError) {
    return (
      <Stack data-testid="verify-email-failed">
        <PageHeading icon={<IconMailCheck size={26} />} title={t('auth.verifyEmail.title')} />
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          {t('auth.verifyEmail.failed')} {t('common.errors.tryAgain')}
        </Alert>
        <Button onClick={() => mutate(token)} fullWidth>
          {t('common.actions.retry')}
        </Button>
      </Stack>
    );
  }

  if (verify.isSuccess && !verify.data.resetToken) {
    return (
      <Stack data-testid="verify-email-done">
        <PageHeading icon={<IconCircleCheck size={28} />} color="green" title={t('auth.verifyEmail.doneTitle')} />
        <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
          {t('auth.verifyEmail.done', { email: verify.data.email })}
        </Text>
        <Button component={Link} to="/login" replace fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack align="center" data-testid="verify-email-checking">
      <PageHeading icon={<IconMailCheck size={26} />} title={t('auth.verifyEmail.title')} />
      <Center>
        <Loader size="sm" />
      </Center>
      <Text c="dimmed" role="status">
        {t('auth.verifyEmail.checking')}
      </Text>
    </Stack>
  );
}
