import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedErrorText } from '../forms/server-messages';
import { ConfirmModal } from './confirm-modal';
import { confirmDeletion } from './deletion';
import { useDismissErrorSnackbar, useErrorSnackbar } from './error-snackbar';

export interface DeleteConfirmation<T> {
  /** The record asked about, or null while no question is open. */
  asked: T | null;
  /** The record the question names: the last one asked, so the words stay while the question closes. */
  named: T | null;
  busy: boolean;
  ask(item: T): void;
  close(): void;
  confirm(): void;
}

export interface DeleteConfirmationOptions<T> {
  /** After the record is gone; by default the question closes (a list shows the rest). */
  onDeleted?(item: T): void;
  /** Close the question when the server refuses (default: keep it open, the refusal shows below it). */
  closeOnRefusal?: boolean;
}

/**
 * The delete of a list row or of the page's own record: which record is asked about, the delete
 * itself and its refusal in the error snackbar. Pair with `DeleteConfirmationModal`.
 */
export function useDeleteConfirmation<T>(
  remove: (item: T) => Promise<unknown>,
  { onDeleted, closeOnRefusal = false }: DeleteConfirmationOptions<T> = {},
): DeleteConfirmation<T> {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const dismissError = useDismissErrorSnackbar();
  const [asked, setAsked] = useState<T | null>(null);
  const [named, setNamed] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setAsked(null);
  return {
    asked,
    named,
    busy,
    ask: (item) => {
      setAsked(item);
      setNamed(item);
    },
    close,
    confirm: () => {
      if (asked === null) return;
      // The refusal of a delete before (another row, "in use") must not stand over this one's outcome.
      dismissError();
      setBusy(true);
      void confirmDeletion(asked, {
        remove,
        deleted: onDeleted ?? close,
        refused: (error) => showError(localizedErrorText(error, t)),
        close,
        closeOnRefusal,
      }).finally(() => setBusy(false));
    },
  };
}

/** "Delete …?" for the record a `useDeleteConfirmation` asks about; `children` words the question for it. */
export function DeleteConfirmationModal<T>({
  deletion,
  title,
  confirmLabel,
  children,
}: {
  deletion: DeleteConfirmation<T>;
  title: string;
  /** Default: "Delete". */
  confirmLabel?: string;
  children(item: T): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={deletion.asked !== null}
      title={title}
      confirmLabel={confirmLabel ?? t('common.actions.delete')}
      loading={deletion.busy}
      onConfirm={deletion.confirm}
      onClose={deletion.close}
    >
      {deletion.named !== null && children(deletion.named)}
    </ConfirmModal>
  );
}
