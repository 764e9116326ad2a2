import { Alert, Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { LANGUAGES, type Language, type TUser } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../../i18n/setup';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useSetOwnLanguage } from '../mutations';

/** The signed-in user's language: the screens switch to it, and it is saved to the profile (mails are written in it). */
export function ProfileLanguageForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const update = useSetOwnLanguage(user.userId);
  const [language, setLanguage] = useState<Language>(user.language);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setSaved(false);
    if (language !== user.language) {
      try {
        await update.mutateAsync(language);
      } catch (error) {
        showError(localizedErrorText(error, t));
        return;
      }
    }
    // Said in the language chosen, once its texts are here.
    await changeLocale(language).catch(() => undefined);
    setSaved(true);
  };

  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          {t('users.language.title')}
        </Title>
        {saved && (
          <Alert color="green" withCloseButton onClose={() => setSaved(false)} data-testid="language-saved">
            {t('users.language.saved')}
          </Alert>
        )}
        <Select
          label={t('users.fields.language')}
          description={t('users.language.hint')}
          data={LANGUAGES.map((value) => ({ value, label: t(`shell.languages.${value}`) }))}
          value={language}
          onChange={(value) => value && setLanguage(value as Language)}
          allowDeselect={false}
          maw={320}
          data-testid="profile-language"
        />
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={update.isPending} data-testid="save-language">
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
