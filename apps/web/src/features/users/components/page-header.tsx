import { Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page's title with a way back and its actions on the right. */
export function PageHeader({ title, back, actions }: { title: ReactNode; back?: { to: string; label: string }; actions?: ReactNode }) {
  return (
    <Stack gap={4}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}

export const PageLoading = ({ label }: { label: string }) => (
  <Group justify="center" py="xl">
    <Loader aria-label={label} />
  </Group>
);
