import { Input, Select, Switch, TextInput } from '@mantine/core';
import { LimitedTextarea } from '../../../shared/ui/limited-text-input';
import { CURRENCIES, EAN_APPROVAL_MODES, LANGUAGES, isKnownConfigurationName } from '@foyer/contracts';
import { amountInputText, formatMoney } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitAfter } from '../../../shared/ui/form-layout';
import { amountSettingValue, valueInputKind } from '../configuration-values';
import { useCurrency } from '../../../shared/hooks/use-currency';

/** Minor units kept in a setting, shown as typed in the reader's notation ("5000.00", "5000,00"). */
const storedAmountText = (value: string, locale: string) => (/^\d+$/.test(value) ? amountInputText(Number(value), locale) : value);

interface Props {
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The value of a setting: a typed input for the known names, free text for any other. */
export function ConfigurationValueInput({ name, value, onChange, error, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  // What was typed for an amount: the value is its minor units, which the field does not show.
  const [typedAmount, setTypedAmount] = useState(() => storedAmountText(value, i18n.language));
  const kind = valueInputKind(name);
  const description = isKnownConfigurationName(name) ? t(`configurations.known.${name}.help`) : t('configurations.form.valueHelp');
  const common = { label: t('configurations.fields.value'), description, error, disabled, 'data-testid': 'configuration-value' };
  // A choice among fixed values: the currencies, the languages (named in the reader's), the approval modes.
  const choices =
    kind === 'currency'
      ? [...CURRENCIES]
      : kind === 'language'
        ? LANGUAGES.map((language) => ({ value: language, label: `${t(`shell.languages.${language}`)} (${language})` }))
        : kind === 'eanApproval'
          ? EAN_APPROVAL_MODES.map((mode) => ({ value: mode, label: t(`configurations.values.eanApproval.${mode}`) }))
          : null;
  if (choices) {
    return <Select {...common} data={choices} value={value} onChange={(next) => next && onChange(next)} allowDeselect={false} required />;
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
  if (kind === 'minutes') {
    return (
      <TextInput
        {...common}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.trim())}
        placeholder="15"
        maxLength={4}
        required
        {...unitAfter(t('configurations.values.minutesUnit'), 56)}
      />
    );
  }
  if (kind === 'amount') {
    return (
      <TextInput
        {...common}
        description={t(`configurations.known.${name}.help`, { currency })}
        inputMode="decimal"
        value={typedAmount}
        onChange={(event) => {
          setTypedAmount(event.currentTarget.value);
          onChange(amountSettingValue(event.currentTarget.value, i18n.language));
        }}
        placeholder={amountInputText(500_000, i18n.language)}
        required
        {...unitAfter(currency)}
      />
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

/** A value as a person reads it: Yes/No, a language's name, minutes, an amount, or the text itself. */
export function useConfigurationValueText() {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  return (name: string, value: string) => {
    const kind = valueInputKind(name);
    // A value that does not fit its kind (typed before the kind was) reads as it is.
    if (kind === 'eanApproval' && (EAN_APPROVAL_MODES as readonly string[]).includes(value))
      return t(`configurations.values.eanApproval.${value}`);
    if (kind === 'minutes' && /^\d+$/.test(value)) return t('configurations.values.minutes', { count: Number(value) });
    if (kind === 'amount' && /^\d+$/.test(value)) return formatMoney(Number(value), currency, i18n.language);
    if (kind === 'boolean') return value === 'true' ? t('common.yes') : value === 'false' ? t('common.no') : value;
    // In the reader's language ("Engelsk (en)" on a Danish page); the switcher's own names are each language's own.
    if (kind === 'language' && (LANGUAGES as readonly string[]).includes(value)) return `${languageName(value, i18n.language)} (${value})`;
    return value;
  };
}
