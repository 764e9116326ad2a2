import { Alert, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { TUser } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useResendInvitation } from '../mutations';
import { userStatus } from '../user-form-values';

/**
 * Beside an invited user's (or a changed address's) badge: a new link when the first was lost or
 * its seven days ran out. The server retires the link sent before, which the notice says.
 */
export function ResendInvitation({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const resend = useResendInvitation(user.userId);
  const status = userStatus(user);
  if (status !== 'invited' && status !== 'unconfirmed') return null;
  return (
    <Stack gap="xs" align="center" w="100%">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMailForward size={14} />}
        loading={resend.isPending}
        onClick={() => resend.mutate(undefined, { onError: (error) => showError(localizedErrorText(error, t)) })}
        data-testid="resend-invitation"
      >
        {t(status === 'invited' ? 'users.invitation.resendInvitation' : 'users.invitation.resendConfirmation')}
      </Button>
      {resend.data && (
        <Alert color="blue" p="xs" w="100%" role="status" data-testid="invitation-sent">
          {t('users.invitation.sent', { email: resend.data.sentTo })}
        </Alert>
      )}
    </Stack>
  );
}
