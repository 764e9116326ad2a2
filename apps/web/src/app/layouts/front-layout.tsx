import { Box, Center, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageMenu } from './language-menu';

/** Sign-in and the other pages before a session: a card on the brand background. */
export function FrontLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="foyer.0" p="md">
      <Group justify="flex-end">
        <LanguageMenu />
      </Group>
      <Center component="main" mih="80dvh">
        <Paper shadow="sm" radius="md" p="xl" w={420} maw="100%" withBorder>
          <Title order={2} c="foyer.8" mb="lg" ta="center">
            Foyer
          </Title>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}

/** A plain public page: header line and content. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box p="md" maw={960} mx="auto">
      <Group justify="space-between" mb="lg">
        <Title order={3} c="foyer.8">
          Foyer
        </Title>
        <LanguageMenu />
      </Group>
      <main>{children}</main>
    </Box>
  );
}
