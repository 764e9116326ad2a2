import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { FailedOperation } from '../../../shared/ui/failed-operation';

/**
 * A user's page that could not be loaded: someone else's page without the right (403), or a user
 * that does not exist here (404), reads as not allowed; anything else can be tried again.
 */
export function UserLoadFailure({ error, operation, onRetry }: { error: unknown; operation: string; onRetry(): void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
    return (
      <Stack align="center" py="xl" data-testid="not-allowed">
        <Title order={2} ta="center">
          {t(error.status === 403 ? 'shell.notAllowed.title' : 'users.detail.notFound')}
        </Title>
        <Text c="dimmed" ta="center">
          {t(error.status === 403 ? 'shell.notAllowed.body' : 'users.detail.notFoundBody')}
        </Text>
        <Button component={Link} to="/dashboard">
          {t('shell.nav.dashboard')}
        </Button>
      </Stack>
    );
  }
  return <FailedOperation operation={operation} onRetry={onRetry} />;
}
