import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface BackLinkProps {
  to: string;
  label: string;
  testId?: string;
}

/** The way back to the page this one belongs to (a list, an event), above the title. */
export function BackLink({ to, label, testId }: BackLinkProps) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content" data-testid={testId}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {label}
      </Group>
    </Anchor>
  );
}

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title saying what the page is for. */
  intro?: ReactNode;
  back?: BackLinkProps;
  /** Buttons on the right (create, download), wrapping under the title on a phone. */
  actions?: ReactNode;
}

/** The top of every back-office page: a way back, the title as the page's h1, its intro and actions. */
export function PageHeader({ title, intro, back, actions }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      {back && <BackLink {...back} />}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          {/* Smaller on a phone, where one long Danish word ("Notifikationsindstillinger") must fit a line. */}
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="sm" maw={720}>
              {intro}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
