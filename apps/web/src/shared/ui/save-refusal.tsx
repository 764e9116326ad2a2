import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Why an edit was not saved; when someone else saved the record since the form was filled
 * (`stale`, a 409 stale_version), the way to load their changes and start again from them.
 */
export function SaveRefusal({ message, stale, onReload, testId }: { message: string; stale: boolean; onReload(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" data-testid={`${testId}-error`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {stale && (
          <Button size="xs" variant="white" color="red" onClick={onReload} data-testid={`${testId}-reload`}>
            {t('common.actions.loadChanges')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
