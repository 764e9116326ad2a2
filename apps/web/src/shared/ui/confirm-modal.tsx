import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something that cannot be undone, such as a delete. */
export function ConfirmModal({ opened, title, children, confirmLabel, loading, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="confirm-modal">
      <Stack>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-testid="confirm-button">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
