import { Button, Group, Modal, Paper, Stack, Text, Title, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal';

/**
 * The parts every back-office form is laid out with: titled sections, the unit after an amount,
 * the Cancel/Save row and the dialog a list page edits a row in.
 */

/** One titled part of a long form (texts, amounts, sale), set apart by a border. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The unit shown inside an input after its value (DKK, %, months); spread onto a TextInput. */
export function unitAfter(unit: string, width = 48) {
  return {
    rightSection: (
      <Text size="sm" c="dimmed">
        {unit}
      </Text>
    ),
    rightSectionWidth: width,
  };
}

/** Cancel and Save (or `saveLabel`, e.g. Create) at the end of a form. */
export function FormButtons({
  onCancel,
  saving,
  saveTestId,
  saveLabel,
}: {
  onCancel(): void;
  saving: boolean;
  saveTestId: string;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.actions.cancel')}
      </Button>
      <Button type="submit" loading={saving} data-testid={saveTestId}>
        {saveLabel ?? t('common.actions.save')}
      </Button>
    </Group>
  );
}

/** What a form inside a FormModal tells it: whether it holds unsaved changes. */
const FormModalDirty = createContext<{ setDirty(dirty: boolean): void; requestClose(): void } | null>(null);

/**
 * For a form inside a FormModal: reports whether it holds unsaved changes, and gives the close its
 * Cancel button should use (asking first when there are). Outside a FormModal: undefined.
 */
export function useFormModalClose(dirty: boolean): (() => void) | undefined {
  const modal = useContext(FormModalDirty);
  // A layout effect runs before the browser hands over the next event: Escape pressed right after
  // a keystroke already finds the change (an effect ran later, and the dialog closed without asking).
  useLayoutEffect(() => {
    modal?.setDirty(dirty);
    return () => modal?.setDirty(false);
  }, [modal, dirty]);
  return modal?.requestClose;
}

/**
 * The dialog a list page creates or edits one row in; full screen on a phone. The form inside is
 * mounted only while it is open, so each opening starts from the row as it is. Closed with
 * unsaved changes (the cross, Escape, a click outside, Cancel), it asks first, as a page does.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  testId,
  children,
}: {
  opened: boolean;
  onClose(): void;
  title: string;
  size: ModalProps['size'];
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  // Read when the dialog is asked to close, not drawn: a ref, so no close sees an older value.
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => {
    setAsking(false);
    dirty.current = false;
    onClose();
  }, [onClose]);
  const requestClose = useCallback(() => (dirty.current ? setAsking(true) : close()), [close]);
  const context = useMemo(
    () => ({
      setDirty: (value: boolean) => {
        dirty.current = value;
      },
      requestClose,
    }),
    [requestClose],
  );
  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        // While the question is open, Escape answers it, not this dialog.
        closeOnEscape={!asking}
        title={title}
        size={size}
        fullScreen={phone}
        data-testid={testId}
      >
        <FormModalDirty.Provider value={context}>{opened && children}</FormModalDirty.Provider>
      </Modal>
      <ConfirmModal
        opened={asking}
        title={t('common.leaveDialog.title')}
        confirmLabel={t('common.leaveDialog.confirm')}
        closeLabel={t('common.leaveDialog.stay')}
        onConfirm={close}
        onClose={() => setAsking(false)}
      >
        {t('common.leaveDialog.body')}
      </ConfirmModal>
    </>
  );
}
