import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../shared/dates/format';
import type { DraftSaveState } from '../use-wizard-draft-autosave';

/** One quiet line under the wizard's title saying whether the answers are safe. */
export function DraftSaveStatus({ state }: { state: DraftSaveState }) {
  const { t } = useTranslation();
  const text =
    state.kind === 'saving'
      ? t('eventWizard.draft.saving')
      : state.kind === 'saved'
        ? t('eventWizard.draft.saved', {
            // SPEC §9's 24-hour HH:mm in the reader's own zone, whatever the browser's locale would say.
            time: formatTime(state.at, Intl.DateTimeFormat().resolvedOptions().timeZone),
          })
        : state.kind === 'failed'
          ? t('eventWizard.draft.saveFailed')
          : t('eventWizard.draft.kept');
  return (
    <Text size="xs" c={state.kind === 'failed' ? 'red' : 'dimmed'} role="status" data-testid="draft-save-status" data-state={state.kind}>
      {text}
    </Text>
  );
}
