import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { TCustomCss } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';

const hostOf = (href: string) => {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
};

/** How a custom stylesheet applies, with a link to it; the default style otherwise. */
export function CustomStyleCell({ css }: { css: TCustomCss | null }) {
  const { t } = useTranslation();
  if (!css) {
    return (
      <Text size="sm" c="dimmed">
        {t('components.customCss.none')}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={css.mode === 'REPLACE' ? 'grape' : 'teal'}>
        {t(`components.customCss.short.${css.mode}`)}
      </Badge>
      <Anchor href={css.href} target="_blank" rel="noreferrer noopener" size="xs" title={css.href} maw={220} truncate="end">
        {hostOf(css.href)}
      </Anchor>
    </Stack>
  );
}
