import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { FailedOperation } from '../../../shared/ui/failed-operation';

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

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {label}
      </Group>
    </Anchor>
  );
}

/** 404 (or 403) reads as not found; anything else can be tried again. */
export function EventLoadFailure({ error, operation, onRetry }: { error: unknown; operation: string; onRetry(): void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return (
      <Stack align="center" py="xl" data-testid="event-not-found">
        <Title order={2} ta="center">
          {t('events.detail.notFound')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('events.detail.notFoundBody')}
        </Text>
        <Button component={Link} to="/events">
          {t('events.detail.back')}
        </Button>
      </Stack>
    );
  }
  return <FailedOperation operation={operation} onRetry={onRetry} />;
}
