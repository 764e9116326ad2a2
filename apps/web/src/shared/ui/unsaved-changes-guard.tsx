import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './confirm-modal';

/**
 * Asks before a page with unsaved changes is left: a link or "Back" inside the app opens a
 * question, and closing or reloading the tab the browser's own. `dirty` is false while a save is
 * under way, so the page a save moves to is not questioned.
 */
export function UnsavedChangesGuard({
  dirty,
  body,
}: {
  dirty: boolean;
  /** What would be lost, when the page can say ("3 unsaved changes"). */ body?: ReactNode;
}) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('common.leave.title')}
      confirmLabel={t('common.leave.confirm')}
      closeLabel={t('common.leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {body ?? t('common.leave.body')}
    </ConfirmModal>
  );
}
