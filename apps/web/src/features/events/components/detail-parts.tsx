import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../shared/ui/page-states';

/** A titled card of the details page. */
export function Section({ title, children, testId, action }: { title: string; children: ReactNode; testId?: string; action?: ReactNode }) {
  return (
    <Card withBorder data-testid={testId}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** Label / value pairs, two columns on wider screens. */
export function Fields({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? '–' : children}
      </Text>
    </Stack>
  );
}

/** An edit page's reads, the first that failed said as EventLoadFailure; "Try again" reads them all again. */
export function EventReadsFailure({
  reads,
  operation,
}: {
  reads: readonly { isError: boolean; error: unknown; refetch(): unknown }[];
  operation: string;
}) {
  const failed = reads.find((read) => read.isError);
  return <EventLoadFailure error={failed?.error} operation={operation} onRetry={() => reads.forEach((read) => void read.refetch())} />;
}

/** 404 (or 403) reads as not found, with the way back to the events; anything else can be tried again. */
export function EventLoadFailure(props: { error: unknown; operation: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <LoadFailure
      {...props}
      testId="event-not-found"
      notFound={() => ({
        title: t('events.detail.notFound'),
        body: t('events.detail.notFoundBody'),
        to: '/events',
        label: t('events.detail.back'),
      })}
    />
  );
}
