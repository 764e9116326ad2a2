import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type BannerTone = 'letIn' | 'refused' | 'warning';

const LOOK: Record<BannerTone, { color: string; titleKey: string; Icon: typeof IconCheck }> = {
  letIn: { color: 'green.7', titleKey: 'tickets.result.letIn', Icon: IconCheck },
  refused: { color: 'red.7', titleKey: 'tickets.result.refused', Icon: IconX },
  warning: { color: 'orange.6', titleKey: 'tickets.result.lookTwice', Icon: IconAlertTriangle },
};

/**
 * The answer the desk reads at a glance, from an arm's length: a full-colour block with a big
 * word (Let in, Do not let in, Check before letting in) and the reason under it.
 */
export function ScanBanner({ tone, lines }: { tone: BannerTone; lines: string[] }) {
  const { t } = useTranslation();
  const { color, titleKey, Icon } = LOOK[tone];
  return (
    <Paper bg={color} c="white" radius="md" p="md" role={tone === 'letIn' ? 'status' : 'alert'} data-testid="scan-banner" data-tone={tone}>
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon color={color} variant="white" size={52} radius="xl" style={{ flexShrink: 0 }}>
          <Icon size={34} stroke={3} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz={28} fw={800} lh={1.15} data-testid="scan-banner-title">
            {t(titleKey)}
          </Text>
          {lines.map((line) => (
            <Text key={line} fz="md" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="scan-banner-line">
              {line}
            </Text>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}
