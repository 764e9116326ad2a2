import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-client';
import { FailedOperation } from './failed-operation';

/** A page (or a part of one) still loading: one spinner, named for screen readers. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={label ?? t('common.loading')} />
    </Center>
  );
}

/**
 * An address whose id is not an id at all (/users/not-a-uuid): the server refuses it (400 naming
 * `params.…`), and no retry can help, so the page reads as not found rather than as a failure.
 */
const malformedAddress = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && Object.keys(error.fields).some((field) => field.startsWith('params.'));

/** Whether a failed load means the record is not there (another organisation's id answers 404 too, and an id that is none). */
export const isMissing = (error: unknown, statuses: readonly number[] = [404]) =>
  (error instanceof ApiError && statuses.includes(error.status)) || malformedAddress(error);

/** SPEC §8's "Could not {operation}. Please try again later." with a retry. */
export function PageError({ operation, onRetry }: { operation: string; onRetry: () => void }) {
  return <FailedOperation operation={operation} onRetry={onRetry} />;
}

export interface EmptyStateProps {
  /** What is (not) there, e.g. "No events yet." */
  children: ReactNode;
  icon?: ReactNode;
  /** The way to make the first one (a create button), when the reader may. */
  action?: ReactNode;
  testId?: string;
}

/** A list with nothing to show: why, and the way to add the first one. */
export function EmptyState({ children, icon, action, testId }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        {icon}
        <Text c="dimmed" ta="center" maw={480} data-testid={testId}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

export interface QueryStatesProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;
  /** The operation's name for the failure text, e.g. "load events". */
  operation: string;
  /**
   * Whether a failure shows while earlier data is still on the page (a list keeps its last page
   * while the next loads). False when the failure is already handled, e.g. a page change that
   * was rolled back. Default: every failure shows.
   */
  showFailure?: boolean;
  /** What this page shows for answers that mean "not there" (`missing(error)` returns null for the rest). */
  missing?: (error: unknown) => ReactNode | null;
  children(data: T): ReactNode;
}

/** Loading, failed with a retry, or the page's content once its data is there. */
export function QueryStates<T>({ query, operation, showFailure = query.isError, missing, children }: QueryStatesProps<T>) {
  const failure = (query.isError && missing?.(query.error)) || <PageError operation={operation} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return query.isError ? failure : <PageLoading />;
  return (
    <>
      {showFailure && failure}
      {children(query.data)}
    </>
  );
}

/**
 * A note a page leaves for the next one in the history state (e.g. `{ deleted: name }` after a
 * delete that returns to the list), shown until closed or the page is left.
 */
export function HistoryNotice({ stateKey, testId, children }: { stateKey: string; testId?: string; children(value: string): ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const value = (location.state as Record<string, unknown> | null)?.[stateKey];
  if (typeof value !== 'string') return null;
  return (
    <DoneNotice onClose={() => navigate({ search: location.search }, { replace: true, state: null })} testId={testId}>
      {children(value)}
    </DoneNotice>
  );
}

/**
 * What a dialog just did, said on the page it closed onto (a venue added, an organisation saved):
 * the dialog is gone, so without it the list changed without a word. Read out when it appears.
 */
export function DoneNotice({ children, onClose, testId }: { children: ReactNode; onClose(): void; testId?: string }) {
  return (
    <Alert color="green" withCloseButton onClose={onClose} role="status" data-testid={testId}>
      {children}
    </Alert>
  );
}

export interface NotFoundTexts {
  title: string;
  body: string;
  /** Where to go instead (the list, the dashboard). */
  to: string;
  label: string;
}

/**
 * A page whose record could not be loaded: not there (404) or not the reader's to see (403) reads
 * as not found (`notFound` words it per status), so ids cannot be probed; anything else can be
 * tried again.
 */
export function LoadFailure({
  error,
  operation,
  onRetry,
  notFound,
  notFoundStatuses = [403, 404],
  testId,
}: {
  error: unknown;
  operation: string;
  onRetry(): void;
  notFound(status: number): NotFoundTexts;
  /** The answers that mean "not found" here. */
  notFoundStatuses?: readonly number[];
  testId?: string;
}) {
  if (error instanceof ApiError && (notFoundStatuses.includes(error.status) || malformedAddress(error))) {
    const texts = notFound(malformedAddress(error) ? 404 : error.status);
    return (
      <Stack align="center" py="xl" data-testid={testId}>
        <Title order={2} ta="center">
          {texts.title}
        </Title>
        <Text c="dimmed" ta="center">
          {texts.body}
        </Text>
        <Button component={Link} to={texts.to}>
          {texts.label}
        </Button>
      </Stack>
    );
  }
  return <PageError operation={operation} onRetry={onRetry} />;
}
