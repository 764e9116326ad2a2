import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a front-layout card: an icon, a title and an optional line under it. */
export function PageHeading({
  icon,
  color = 'foyer',
  title,
  children,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" mb="xs">
      <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h3" ta="center">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" size="sm" ta="center">
          {children}
        </Text>
      )}
    </Stack>
  );
}
