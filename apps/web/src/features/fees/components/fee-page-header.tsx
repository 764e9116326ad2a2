import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Title of the add and edit pages, with the way back to /fee. */
export function FeePageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/fee" size="sm" data-testid="back-to-fees">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('shell.nav.fee')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
