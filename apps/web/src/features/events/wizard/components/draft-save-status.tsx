import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftSaveState } from '../use-wizard-draft-autosave';

/** One quiet line under the wizard's title saying whether the answers are safe. */
export function DraftSaveStatus({ state }: { state: DraftSaveState }) {
  const { t, i18n } = useTranslation();
  const text =
    state.kind === 'saving'
      ? t('eventWizard.draft.saving')
      : state.kind === 'saved'
        ? t('eventWizard.draft.saved', {
            time: new Date(state.at).toLocaleTimeString(i18n.resolvedLanguage ?? i18n.language, { hour: '2-digit', minute: '2-digit' }),
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
