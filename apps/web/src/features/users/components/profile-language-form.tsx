import { Alert, Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { LANGUAGES, type Language, type TUser } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session';
import { changeLocale } from '../../../i18n/setup';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { localizedErrorText } from '../messages';
import { useUpdateUser } from '../mutations';
import { toUserWrite, userToFormValues } from '../user-form-values';

/**
 * The signed-in user's language: the screens switch to it, and it is saved to the profile (mails
 * are written in it). Saving goes through the users API, which needs UsersAdminWrite; without it
 * the choice applies to this browser only, and the page says so.
 */
export function ProfileLanguageForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const { has } = usePermissions();
  const canSave = has('UsersAdminWrite');
  const update = useUpdateUser(user.userId);
  const [language, setLanguage] = useState<Language>(user.language);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setSaved(false);
    if (canSave && language !== user.language) {
      try {
        await update.mutateAsync(toUserWrite({ ...userToFormValues(user), language }));
      } catch (error) {
        showError(localizedErrorText(error, t));
        return;
      }
    }
    changeLocale(language);
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
            {canSave ? t('users.language.saved') : t('users.language.appliedHere')}
          </Alert>
        )}
        <Select
          label={t('users.fields.language')}
          description={canSave ? t('users.language.hint') : t('users.language.hintLocalOnly')}
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
