import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** SPEC §8: "Could not {0}. Please try again later." with the operation's name, and a retry. */
export function FailedOperation({ operation, onRetry }: { operation: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="failed-operation">
      {t('common.failedOperation', { operation })}
      {onRetry && (
        <Button ml="md" size="compact-sm" variant="filled" color="red.8" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      )}
    </Alert>
  );
}
