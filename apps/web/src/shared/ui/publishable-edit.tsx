import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconWorldOff, IconWorldUpload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader, type BackLinkProps } from './page-header';
import { LoadFailure, PageLoading, type NotFoundTexts } from './page-states';
import { PublishStatusBadge } from './publish-status-badge';

/**
 * The edit page of something the shop sells once it is published (a donation campaign, a gift
 * voucher): its record loaded or not found, a header with its name, status, publish/unpublish and
 * delete, and the notes after it was created or saved. The page keeps its own form and sections.
 */

/** The record being loaded, not found (or not the reader's), failed with a retry, or the editor for it. */
export function EditPageStates<T>({
  query,
  title,
  back,
  operation,
  notFound,
  testId,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  /** The page's title while there is no record to show, e.g. "Edit gift voucher". */
  title: string;
  back: BackLinkProps;
  /** The operation's name for the failure text, e.g. "load the gift voucher". */
  operation: string;
  notFound: NotFoundTexts;
  testId: string;
  children(record: T): ReactNode;
}) {
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <Stack>
        <PageHeader title={title} back={back} />
        <LoadFailure
          error={query.error}
          operation={operation}
          onRetry={() => void query.refetch()}
          notFound={() => notFound}
          testId={testId}
        />
      </Stack>
    );
  return children(query.data as T);
}

export interface PublishableHeaderProps {
  title: string;
  /** The record's name in the reader's language, beside its status. */
  name: string;
  published: boolean;
  /** The status in words ("Published", "Draft"). */
  statusLabel: string;
  back: BackLinkProps;
  publishLabel: string;
  unpublishLabel: string;
  /** The status change under way. */
  changingStatus: boolean;
  onChangeStatus(): void;
  onDelete(): void;
  /** `voucher` gives voucher-status, voucher-publish / voucher-unpublish and voucher-delete. */
  testIdPrefix: string;
}

/** Title, name and status, and the buttons that publish (or take back to draft) and delete. */
export function PublishableHeader({
  title,
  name,
  published,
  statusLabel,
  back,
  publishLabel,
  unpublishLabel,
  changingStatus,
  onChangeStatus,
  onDelete,
  testIdPrefix,
}: PublishableHeaderProps) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={title}
      intro={
        <Group gap="xs" component="span">
          {/* A name with no spaces (a code, a pasted address) wraps rather than widen a phone's page. */}
          <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {name}
          </Text>
          <PublishStatusBadge published={published} label={statusLabel} testId={`${testIdPrefix}-status`} />
        </Group>
      }
      back={back}
      actions={
        <>
          <Button
            variant={published ? 'default' : 'filled'}
            leftSection={published ? <IconWorldOff size={16} /> : <IconWorldUpload size={16} />}
            loading={changingStatus}
            onClick={onChangeStatus}
            data-testid={`${testIdPrefix}-${published ? 'unpublish' : 'publish'}`}
          >
            {published ? unpublishLabel : publishLabel}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            data-testid={`${testIdPrefix}-delete`}
          >
            {t('common.actions.delete')}
          </Button>
        </>
      }
    />
  );
}

/** Whether the create page just sent the reader here, and whether the last change was a save. */
export interface SaveNotes {
  created: boolean;
  saved: boolean;
  setSaved(saved: boolean): void;
}

export function useSaveNotes(): SaveNotes {
  const location = useLocation();
  const [saved, setSaved] = useState(false);
  return { created: (location.state as { created?: boolean } | null)?.created === true, saved, setSaved };
}

/**
 * "Created" on the first visit after the create page sent the reader here (until the first save),
 * then "Saved" after each save, closable.
 */
export function SavedNotices({
  notes,
  createdText,
  savedText,
  testIdPrefix,
}: {
  notes: SaveNotes;
  createdText: string;
  savedText: string;
  testIdPrefix: string;
}) {
  return (
    <>
      {notes.created && !notes.saved && (
        <Alert color="green" data-testid={`${testIdPrefix}-created`}>
          {createdText}
        </Alert>
      )}
      {notes.saved && (
        <Alert color="green" withCloseButton onClose={() => notes.setSaved(false)} data-testid={`${testIdPrefix}-saved`}>
          {savedText}
        </Alert>
      )}
    </>
  );
}
