import type { ReactNode } from 'react';
import { Select, Stack, Tabs } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LANGUAGES, type Language } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea, LimitedTextInput } from './limited-text-input';

/** The part of a form that holds a name and a description per language, and the default language. */
export interface LocalizedTextsValues {
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  defaultLanguage: Language;
}

/**
 * The default language, then one tab per language with its name and description: a name is
 * required in the default language only. A tab with a refused field is marked red.
 */
export function LocalizedTextsFields<V extends LocalizedTextsValues>({
  form,
  testId,
  more,
}: {
  form: UseFormReturnType<V>;
  testId: string;
  /** More of the form's texts in a language (a product's offers), below its name and description, and whether one is refused. */
  more?: { fields: (language: Language) => ReactNode; refused: (language: Language) => boolean };
}) {
  const { t } = useTranslation();
  const languageName = (language: string) => t(`components.localizedTexts.languageNames.${language}`);
  return (
    <Stack gap="sm">
      <Select
        label={t('components.localizedTexts.defaultLanguage')}
        description={t('components.localizedTexts.defaultLanguageHelp')}
        data={LANGUAGES.map((value) => ({ value, label: languageName(value) }))}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
        {...form.getInputProps('defaultLanguage')}
        data-testid={`${testId}-default-language`}
      />
      <Tabs defaultValue={form.values.defaultLanguage} keepMounted>
        <Tabs.List>
          {LANGUAGES.map((language) => (
            <Tabs.Tab
              key={language}
              value={language}
              c={form.errors[`names.${language}`] || form.errors[`descriptions.${language}`] || more?.refused(language) ? 'red' : undefined}
              data-testid={`${testId}-tab-${language}`}
            >
              {languageName(language)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGUAGES.map((language) => (
          <Tabs.Panel key={language} value={language} pt="sm">
            <Stack gap="sm">
              <LimitedTextInput
                label={t('components.localizedTexts.nameIn', { language: languageName(language) })}
                withAsterisk={language === form.values.defaultLanguage}
                maxLength={200}
                {...form.getInputProps(`names.${language}`)}
                data-testid={`${testId}-name-${language}`}
              />
              <LimitedTextarea
                label={t('components.localizedTexts.descriptionIn', { language: languageName(language) })}
                autosize
                minRows={3}
                maxLength={2000}
                {...form.getInputProps(`descriptions.${language}`)}
                data-testid={`${testId}-description-${language}`}
              />
              {more?.fields(language)}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
