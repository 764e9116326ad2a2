import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  /** A question before something harmless (sending a mail again) is not red. */
  harmless?: boolean;
  /** The button that closes without doing it, when "Cancel" would read like the action itself (canceling an event). */
  closeLabel?: string;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something that cannot be undone, such as a delete (or, `harmless`, before something that merely should not happen by accident). */
export function ConfirmModal({ opened, title, children, confirmLabel, loading, harmless, closeLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="confirm-modal">
      <Stack>
        <Text size="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end">
          {/* The way back has the focus first, not the dialog's × (nor the action itself). */}
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {closeLabel ?? t('common.actions.cancel')}
          </Button>
          <Button color={harmless ? undefined : 'red'} onClick={onConfirm} loading={loading} data-testid="confirm-button">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
