import { Button, Popover, Stack, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALES, type Locale } from '@foyer/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n/setup';

/**
 * The languages under one button, as a small dialog of buttons rather than Mantine's Menu: the
 * Menu put a bare focusable div among its items (axe aria-required-children, on every page with
 * it open) and lost the focus when opened by the keyboard. Here the focus goes to the first
 * language that can be chosen, Tab moves on, Escape closes and the focus returns to the button.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const choose = (locale: Locale) => {
    setOpened(false);
    void changeLocale(locale).catch(() => undefined);
  };
  return (
    <Popover position="bottom-end" opened={opened} onChange={setOpened} trapFocus returnFocus shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          onClick={() => setOpened((open) => !open)}
          data-testid="language-menu"
        >
          {/* The name says what the button is for and includes the code it shows (WCAG 2.5.3). */}
          <VisuallyHidden>{t('shell.language')} </VisuallyHidden>
          {i18n.language.toUpperCase()}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={4} aria-label={t('shell.language')}>
        <Stack gap={2}>
          {LOCALES.map((locale: Locale) => (
            <Button
              key={locale}
              variant="subtle"
              color="dark"
              justify="flex-start"
              fw={400}
              lang={locale}
              disabled={locale === i18n.language}
              aria-current={locale === i18n.language ? 'true' : undefined}
              onClick={() => choose(locale)}
            >
              {t(`shell.languages.${locale}`)}
            </Button>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
