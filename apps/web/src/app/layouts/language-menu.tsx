import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALES, type Locale } from '@foyer/i18n';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n/setup';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" leftSection={<IconLanguage size={16} />} data-testid="language-menu">
          {/* The name says what the button is for and includes the code it shows (WCAG 2.5.3). */}
          <VisuallyHidden>{t('shell.language')} </VisuallyHidden>
          {i18n.language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale: Locale) => (
          <Menu.Item key={locale} onClick={() => void changeLocale(locale).catch(() => undefined)} disabled={locale === i18n.language}>
            {t(`shell.languages.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
