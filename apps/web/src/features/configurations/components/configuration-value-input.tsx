import { Input, Select, Switch, Textarea } from '@mantine/core';
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
    <Textarea
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

/** A value as a person reads it: Yes/No, a language's name, or the text itself. */
export function useConfigurationValueText() {
  const { t } = useTranslation();
  return (name: string, value: string) => {
    const kind = valueInputKind(name);
    if (kind === 'boolean') return value === 'true' ? t('common.yes') : value === 'false' ? t('common.no') : value;
    if (kind === 'language' && (LANGUAGES as readonly string[]).includes(value)) return `${t(`shell.languages.${value}`)} (${value})`;
    return value;
  };
}
