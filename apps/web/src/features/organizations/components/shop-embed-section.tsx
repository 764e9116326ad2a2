import { Alert, Button, Code, CopyButton, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shopEmbedSnippet } from '../shop-embed';

/**
 * The script tag that puts the organisation's shop on its own website, to copy: staff had to find
 * it in the README, with the organisation's id nowhere on a page. The shop opens only inside the
 * shop website set above, so the section says so while none is set.
 */
export function ShopEmbedSection({ orgId, targetOrigin }: { orgId: string; targetOrigin: string | null }) {
  const { t } = useTranslation();
  const snippet = shopEmbedSnippet(window.location.origin, orgId);
  return (
    <Stack gap="xs" mt="lg" data-testid="shop-embed">
      <Divider label={t('organizations.embed.title')} labelPosition="left" />
      <Text size="sm">{t('organizations.embed.help')}</Text>
      {targetOrigin ? (
        <Text size="sm" c="dimmed">
          {t('organizations.embed.origin', { origin: targetOrigin })}
        </Text>
      ) : (
        <Alert color="orange" data-testid="shop-embed-no-origin">
          {t('organizations.embed.noOrigin')}
        </Alert>
      )}
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="shop-embed-snippet">
        {snippet}
      </Code>
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          {t('organizations.embed.onePage')}
        </Text>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              size="xs"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              data-testid="shop-embed-copy"
            >
              {copied ? t('organizations.embed.copied') : t('organizations.embed.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
