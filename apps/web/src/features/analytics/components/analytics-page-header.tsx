import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Title of the create and edit pages, with the way back to the list. */
export function AnalyticsPageHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/analytics" size="sm" data-testid="back-to-analytics">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('shell.nav.analytics')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}
