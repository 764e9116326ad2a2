import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../components/page-heading';
import { useRequestPasswordReset } from '../mutations';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText, localizeMessage } from '../../../shared/forms/server-messages';

/** /check-email/{address}: the reset link is on its way; it can be sent again (SPEC §2). */
export default function CheckEmailPage() {
  const { t } = useTranslation();
  const { address = '' } = useParams();
  const resend = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<{ sent: true } | { failure: string } | null>(null);

  const sendAgain = () => {
    setOutcome(null);
    resend.mutate(address, {
      onSuccess: () => setOutcome({ sent: true }),
      onError: (error) => {
        const fieldMessage = error instanceof ApiError ? error.fields.email : undefined;
        setOutcome({ failure: fieldMessage ? localizeMessage(fieldMessage, t) : localizedErrorText(error, t) });
      },
    });
  };

  return (
    <Stack>
      <PageHeading icon={<IconMailForward size={26} />} title={t('auth.checkEmail.title')} />
      <Text style={{ overflowWrap: 'anywhere' }} data-testid="check-email-sent">
        {t('auth.checkEmail.sent', { address })}
      </Text>
      <Text>{t('auth.checkEmail.validFor')}</Text>
      <Text c="dimmed" size="sm">
        {t('auth.checkEmail.spam')}
      </Text>
      {outcome && 'sent' in outcome && (
        <Alert color="green" role="status" data-testid="check-email-resent">
          {t('auth.checkEmail.sentAgain')}
        </Alert>
      )}
      {outcome && 'failure' in outcome && (
        <Alert color="red" role="alert" data-testid="check-email-error">
          {outcome.failure}
        </Alert>
      )}
      <Button component={Link} to="/login" fullWidth>
        {t('auth.backToLogin')}
      </Button>
      <Button
        variant="default"
        onClick={sendAgain}
        loading={resend.isPending}
        disabled={!address}
        fullWidth
        data-testid="check-email-send-again"
      >
        {t('auth.checkEmail.sendAgain')}
      </Button>
    </Stack>
  );
}
