import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** Without it (and onConfirm) the dialog only tells: the action cannot be taken, and why. */
  confirmLabel?: string;
  loading?: boolean;
  /** A question before something harmless (sending a mail again) is not red. */
  harmless?: boolean;
  /** The button that closes without doing it, when "Cancel" would read like the action itself (canceling an event). */
  closeLabel?: string;
  onConfirm?(): void;
  onClose(): void;
}

const SAME_CLICK_MS = 1000;

/** Asks before something that cannot be undone, such as a delete (or, `harmless`, before something that merely should not happen by accident). */
export function ConfirmModal({ opened, title, children, confirmLabel, loading, harmless, closeLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  // A double click confirmed twice (an event deleted, then "could not delete"; a confirmation
  // mailed twice): its second click lands before the page has drawn the first one's `loading`.
  // Clicks within a second of a confirmation are the same click; after that the button's loading
  // state stops them.
  const confirmedAt = useRef(-Infinity);
  // A question opened anew (the next row's delete, right after a refusal) is a new click's to answer.
  useEffect(() => {
    if (opened) confirmedAt.current = -Infinity;
  }, [opened]);
  const confirm = () => {
    const now = performance.now();
    if (now - confirmedAt.current < SAME_CLICK_MS) return;
    confirmedAt.current = now;
    onConfirm?.();
  };
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
          {onConfirm && confirmLabel && (
            <Button color={harmless ? undefined : 'red'} onClick={confirm} loading={loading} data-testid="confirm-button">
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
