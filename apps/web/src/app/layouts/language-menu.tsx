import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALES, type Locale } from '@foyer/i18n';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n/setup';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          aria-label={t('shell.language')}
          data-testid="language-menu"
        >
          {i18n.language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale: Locale) => (
          <Menu.Item key={locale} onClick={() => changeLocale(locale)} disabled={locale === i18n.language}>
            {t(`shell.languages.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
