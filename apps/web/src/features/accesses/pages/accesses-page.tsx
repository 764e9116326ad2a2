import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { ACCESSES_AREA, type TAccessDefinition } from '@foyer/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryStates } from '../../../shared/ui/page-states';
import { buildMatrix, countChanges, draftFrom, setPermissions, togglePermission, toUpdate, type AccessDraft } from '../access-matrix';
import { AccessMatrixTable } from '../components/access-matrix-table';
import { isStaleVersion, useSaveAccessDefinition } from '../mutations';
import { useAccessDefinition } from '../queries';

/** /accesses: which role holds which permission, edited as a matrix and saved with its version. */
export default function AccessesPage() {
  const { t } = useTranslation();
  const definition = useAccessDefinition();
  return (
    <Stack>
      <PageHeader title={t('shell.nav.accesses')} intro={t('accesses.intro')} />
      <QueryStates query={definition} operation={t('accesses.operations.load')}>
        {(data) => <AccessEditor definition={data} refetching={definition.isFetching} />}
      </QueryStates>
    </Stack>
  );
}

function AccessEditor({ definition, refetching }: { definition: TAccessDefinition; refetching: boolean }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const showError = useErrorSnackbar();
  const save = useSaveAccessDefinition();
  const canWrite = can(ACCESSES_AREA.write);
  const saved = useMemo(() => draftFrom(definition), [definition]);
  // An edit belongs to the version it started from: a reload to another version starts afresh.
  const [edit, setEdit] = useState<{ version: number; draft: AccessDraft } | null>(null);
  const draft = edit && edit.version === definition.version ? edit.draft : saved;
  const matrix = useMemo(() => buildMatrix(definition, draft), [definition, draft]);
  const changes = countChanges(definition, draft);
  const anyEditable =
    canWrite && definition.groups.some((group) => !group.readonly) && definition.groupsDictionary.some((entry) => entry.editable);

  // Said where the count of changes was (read out, as it is a live region) until the next tick.
  const [justSaved, setJustSaved] = useState(false);
  const change = (next: AccessDraft) => {
    setJustSaved(false);
    setEdit({ version: definition.version, draft: next });
  };

  const submit = async () => {
    try {
      await save.mutateAsync(toUpdate(definition, draft));
      setEdit(null);
      setJustSaved(true);
    } catch (error) {
      if (isStaleVersion(error)) setEdit(null);
      showError(localizedErrorText(error, t));
    }
  };

  return (
    <>
      <Paper withBorder p="sm">
        <Stack gap={6}>
          {!canWrite && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="xs" data-testid="accesses-readonly">
              {t('accesses.legend.viewOnly')}
            </Alert>
          )}
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconLock size={16} color="var(--mantine-color-gray-6)" style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm">{t('accesses.legend.lockedExplained')}</Text>
          </Group>
          {canWrite && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge color="yellow" variant="light" size="sm" style={{ flex: 'none' }}>
                {t('accesses.legend.changedBadge')}
              </Badge>
              <Text size="sm">{t('accesses.legend.changed')}</Text>
            </Group>
          )}
        </Stack>
      </Paper>

      {canWrite && (
        <Group justify="space-between" data-testid="accesses-toolbar">
          <Text size="sm" c={changes ? undefined : 'dimmed'} aria-live="polite" data-testid="accesses-changes">
            {changes
              ? t('accesses.toolbar.changes', { count: changes })
              : justSaved
                ? t('accesses.toolbar.saved')
                : anyEditable
                  ? t('accesses.toolbar.noChanges')
                  : t('accesses.toolbar.nothingEditable')}
          </Text>
          <Group gap="xs">
            <Button variant="default" disabled={!changes || save.isPending} onClick={() => setEdit(null)} data-testid="accesses-reset">
              {t('accesses.toolbar.reset')}
            </Button>
            <Button onClick={() => void submit()} disabled={!changes || refetching} loading={save.isPending} data-testid="accesses-save">
              {t('common.actions.save')}
            </Button>
          </Group>
        </Group>
      )}

      <AccessMatrixTable
        matrix={matrix}
        onToggle={(role, permission, area) => change(togglePermission(draft, role, permission, area))}
        onArea={(role, permissions, granted) => change(setPermissions(draft, role, permissions, granted))}
      />
      {/* Leaving with unsaved ticks asks first, as every form does: a matrix edit is easy to lose. */}
      <UnsavedChangesGuard dirty={changes > 0 && !save.isPending} body={t('accesses.leave.body', { count: changes })} />
    </>
  );
}
