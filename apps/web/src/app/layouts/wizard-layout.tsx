import { ActionIcon, Box, Group, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Focused creation and editing: no side navigation, a close button that goes back. */
export function WizardLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group h={56} px="md" justify="space-between" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={3} c="foyer.8">
          Foyer
        </Title>
        <ActionIcon variant="subtle" aria-label={t('common.actions.close')} onClick={() => navigate(-1)} data-testid="wizard-close">
          <IconX />
        </ActionIcon>
      </Group>
      <Box component="main" maw={880} mx="auto" p="md">
        {children}
      </Box>
    </Box>
  );
}
