import { Input, Select, Switch } from '@mantine/core';
import { LimitedTextarea } from '../../../shared/ui/limited-text-input';
import { CURRENCIES, LANGUAGES, isKnownConfigurationName } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { valueInputKind } from '../configuration-values';

interface Props {
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The value of a setting: a typed input for the known names, free text for any other. */
export function ConfigurationValueInput({ name, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const kind = valueInputKind(name);
  const description = isKnownConfigurationName(name) ? t(`configurations.known.${name}.help`) : t('configurations.form.valueHelp');
  const common = { label: t('configurations.fields.value'), description, error, disabled, 'data-testid': 'configuration-value' };
  if (kind === 'currency') {
    return (
      <Select {...common} data={[...CURRENCIES]} value={value} onChange={(next) => next && onChange(next)} allowDeselect={false} required />
    );
  }
  if (kind === 'language') {
    return (
      <Select
        {...common}
        data={LANGUAGES.map((language) => ({ value: language, label: `${t(`shell.languages.${language}`)} (${language})` }))}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
        required
      />
    );
  }
  if (kind === 'boolean') {
    return (
      <Input.Wrapper label={common.label} description={description} error={error}>
        <Switch
          mt="xs"
          label={value === 'true' ? t('configurations.values.on') : t('configurations.values.off')}
          checked={value === 'true'}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked ? 'true' : 'false')}
          data-testid="configuration-value"
        />
      </Input.Wrapper>
    );
  }
  return (
    <LimitedTextarea
      {...common}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={1}
      maxRows={6}
      maxLength={name === 'MARKETING_ORGANISATION_NAME' ? 120 : 1000}
      required={name === 'MARKETING_ORGANISATION_NAME'}
    />
  );
}

/** A language's name in another language, with a capital as it stands alone ("engelsk" → "Engelsk"). */
function languageName(code: string, locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A value as a person reads it: Yes/No, a language's name, or the text itself. */
export function useConfigurationValueText() {
  const { t, i18n } = useTranslation();
  return (name: string, value: string) => {
    const kind = valueInputKind(name);
    if (kind === 'boolean') return value === 'true' ? t('common.yes') : value === 'false' ? t('common.no') : value;
    // In the reader's language ("Engelsk (en)" on a Danish page); the switcher's own names are each language's own.
    if (kind === 'language' && (LANGUAGES as readonly string[]).includes(value)) return `${languageName(value, i18n.language)} (${value})`;
    return value;
  };
}
