import {
  CONFIGURATION_NAME_PATTERN,
  CURRENCIES,
  EAN_APPROVAL_MODES,
  FORBIDDEN_VALUE_CHARACTERS,
  KNOWN_CONFIGURATION_NAMES,
  LANGUAGES,
  configurationValueError,
  isKnownConfigurationName,
  type KnownConfigurationName,
} from '@foyer/contracts';
import { parseAmount } from '@foyer/domain';
import { type Translate } from '../../shared/forms/server-messages';

/**
 * Which input edits a setting's value: typed for the known names (SPEC §3 and the sale rules),
 * free text otherwise. An amount is kept in minor units and typed in the museum's currency.
 */
export type ValueInputKind = 'currency' | 'language' | 'boolean' | 'minutes' | 'eanApproval' | 'amount' | 'text';

const KINDS: Record<KnownConfigurationName, ValueInputKind> = {
  CURRENCY: 'currency',
  LANGUAGE: 'language',
  MARKETING: 'boolean',
  RETURN_POLICY: 'boolean',
  MARKETING_ORGANISATION_NAME: 'text',
  HOLD_MINUTES: 'minutes',
  EAN_APPROVAL: 'eanApproval',
  EAN_AUTO_LIMIT: 'amount',
};

export const valueInputKind = (name: string): ValueInputKind => (isKnownConfigurationName(name) ? KINDS[name] : 'text');

/** Names are stored in capitals: the server upper-cases what it is given, so the form does too. */
export const normalizeConfigurationName = (name: string) => name.trim().toUpperCase();

/** A value that fits the kind: the current one when it does, else the kind's first choice. */
export function valueForKind(kind: ValueInputKind, current: string): string {
  const choices: Record<'currency' | 'language' | 'boolean' | 'eanApproval', readonly string[]> = {
    currency: CURRENCIES,
    language: LANGUAGES,
    boolean: ['false', 'true'],
    eanApproval: EAN_APPROVAL_MODES,
  };
  // A number is typed: what is there is kept, and its rule says what is wrong with it.
  if (kind === 'text' || kind === 'minutes' || kind === 'amount') return current;
  return choices[kind].includes(current) ? current : (choices[kind][0] ?? '');
}

/**
 * An amount setting's stored value (minor units) from what was typed in the museum's currency, in
 * the reader's notation: "5000", "5.000,00", "5000.50" or a Dane's "5.000" → "500000" / "500050".
 * Text that is no amount is kept as typed, so the setting's rule refuses it by name rather than
 * the form guessing.
 */
export const amountSettingValue = (typed: string, locale: string): string => {
  const minor = parseAmount(typed, locale);
  return minor === null ? typed : String(minor);
};

/** Known names not set yet, offered when adding a setting. */
export const unusedKnownNames = (existing: readonly string[]) => KNOWN_CONFIGURATION_NAMES.filter((name) => !existing.includes(name));

const TYPED_VALUE_KEYS: Record<ValueInputKind, string> = {
  currency: 'configurations.validation.currency',
  language: 'configurations.validation.language',
  boolean: 'configurations.validation.boolean',
  minutes: 'configurations.validation.minutes',
  eanApproval: 'configurations.validation.eanApproval',
  amount: 'configurations.validation.amount',
  text: 'common.validation.required',
};

/** i18n key of what is wrong with a value for `name`, or null. */
export function valueErrorKey(name: string, value: string): string | null {
  // Said as what to take out; the spec's 'Setting update: …' is the server's answer to a save.
  if (FORBIDDEN_VALUE_CHARACTERS.test(value)) return 'configurations.validation.forbiddenCharacters';
  if (configurationValueError(name, value)) return TYPED_VALUE_KEYS[valueInputKind(name)];
  return null;
}

/** i18n keys of what is wrong with a new setting, by form path. */
export function validateConfigurationCreate(values: { name: string; value: string }, existing: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = normalizeConfigurationName(values.name);
  // A blank name is simply missing; the spec's 'Setting update: …' words an update that failed.
  if (!name) errors.name = 'common.validation.required';
  else if (!CONFIGURATION_NAME_PATTERN.test(name)) errors.name = 'configurations.validation.namePattern';
  else if (existing.includes(name)) errors.name = 'configurations.validation.nameTaken';
  const valueError = valueErrorKey(name, values.value);
  if (valueError) errors.value = valueError;
  return errors;
}

/** The way back from the create and edit pages to the list. */
export const CONFIGURATIONS_BACK = (t: Translate) => ({
  to: '/configurations',
  label: t('shell.nav.configurations'),
  testId: 'back-to-configurations',
});

/**
 * A setting's name in a field: monospace, at 15 px, where DejaVu Sans Mono draws the underscore
 * (at 14 px Chromium left it out, and OPENING_HOURS read as "OPENING HOURS").
 */
export const MONOSPACE_NAME = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 15 } };
