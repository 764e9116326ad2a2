import { translate } from '@foyer/i18n';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@foyer/contracts';
import { localizeMessage } from '../../shared/forms/server-messages';
import {
  amountSettingValue,
  normalizeConfigurationName,
  unusedKnownNames,
  validateConfigurationCreate,
  valueErrorKey,
  valueForKind,
  valueInputKind,
} from './configuration-values';

describe('configuration values', () => {
  it('types the known names and leaves others free text', () => {
    expect(valueInputKind('CURRENCY')).toBe('currency');
    expect(valueInputKind('LANGUAGE')).toBe('language');
    expect(valueInputKind('MARKETING')).toBe('boolean');
    expect(valueInputKind('RETURN_POLICY')).toBe('boolean');
    expect(valueInputKind('MARKETING_ORGANISATION_NAME')).toBe('text');
    expect(valueInputKind('OPENING_HOURS')).toBe('text');
    expect(valueInputKind('HOLD_MINUTES')).toBe('minutes');
    expect(valueInputKind('EAN_APPROVAL')).toBe('eanApproval');
    expect(valueInputKind('EAN_AUTO_LIMIT')).toBe('amount');
  });
  it('keeps the sale rules in the units the sale reads: minutes, a mode, minor units', () => {
    expect(valueForKind('eanApproval', 'automatic')).toBe('Manual');
    expect(valueForKind('eanApproval', 'Automatic')).toBe('Automatic');
    expect(valueForKind('minutes', '20')).toBe('20');
    expect(amountSettingValue('5000', 'en')).toBe('500000');
    expect(amountSettingValue('5.000,50', 'en')).toBe('500050');
    expect(amountSettingValue('5000 kr', 'en')).toBe('5000 kr');
    expect(amountSettingValue('5.000', 'da')).toBe('500000');
    expect(amountSettingValue('5.000', 'en')).toBe('5.000');
    expect(valueErrorKey('HOLD_MINUTES', '0')).toBe('configurations.validation.minutes');
    expect(valueErrorKey('EAN_AUTO_LIMIT', amountSettingValue('abc', 'en'))).toBe('configurations.validation.amount');
    expect(valueErrorKey('EAN_AUTO_LIMIT', amountSettingValue('2500,00', 'en'))).toBeNull();
    expect(valueErrorKey('EAN_APPROVAL', 'Automatic')).toBeNull();
  });
  it('keeps a value that fits a kind, else picks its first choice', () => {
    expect(valueForKind('currency', 'EUR')).toBe('EUR');
    expect(valueForKind('currency', 'hello')).toBe('DKK');
    expect(valueForKind('boolean', 'yes')).toBe('false');
    expect(valueForKind('language', 'da')).toBe('da');
    expect(valueForKind('text', 'hello')).toBe('hello');
  });
  it('upper-cases names and offers the known names not set yet', () => {
    expect(normalizeConfigurationName(' opening_hours ')).toBe('OPENING_HOURS');
    expect(unusedKnownNames(['CURRENCY', 'LANGUAGE', 'OTHER', 'HOLD_MINUTES', 'EAN_APPROVAL', 'EAN_AUTO_LIMIT'])).toEqual([
      'MARKETING',
      'RETURN_POLICY',
      'MARKETING_ORGANISATION_NAME',
    ]);
  });
  it('refuses forbidden characters and values that do not fit a known name', () => {
    expect(valueErrorKey('OPENING_HOURS', '<script>')).toBe('configurations.validation.forbiddenCharacters');
    expect(valueErrorKey('OPENING_HOURS', '10-17')).toBeNull();
    expect(valueErrorKey('CURRENCY', 'USD')).toBe('configurations.validation.currency');
    expect(valueErrorKey('MARKETING', 'yes')).toBe('configurations.validation.boolean');
    expect(valueErrorKey('MARKETING_ORGANISATION_NAME', '')).toBe('common.validation.required');
  });
  it('checks a new setting: blank, pattern, taken', () => {
    expect(validateConfigurationCreate({ name: ' ', value: '' }, [])).toEqual({ name: 'common.validation.required' });
    expect(validateConfigurationCreate({ name: 'opening hours', value: 'x' }, [])).toEqual({
      name: 'configurations.validation.namePattern',
    });
    expect(validateConfigurationCreate({ name: 'currency', value: 'DKK' }, ['CURRENCY'])).toEqual({
      name: 'configurations.validation.nameTaken',
    });
    expect(validateConfigurationCreate({ name: 'opening_hours', value: '10-17' }, ['CURRENCY'])).toEqual({});
  });
  it('reads the spec messages of the server and the contract by their reasons', () => {
    const da = (key: string) => translate('da', key);
    const words = (message: string) => localizeMessage(message, da);
    expect(words(MESSAGES.settingNameTaken)).toBe(translate('da', 'reasons.common.settingNameTaken'));
    expect(words('The name must be unique')).toBe(translate('da', 'reasons.configuration.nameUnique'));
    expect(words(MESSAGES.settingInvalid)).toBe(translate('da', 'reasons.common.settingInvalid'));
    expect(words('Must be true or false')).toBe(translate('da', 'reasons.field.trueOrFalse'));
    expect(words('Must be true or false')).not.toBe('Must be true or false');
    expect(words('Must be a whole number of minutes from 1 to 1440')).toBe(translate('da', 'reasons.field.holdMinutes'));
  });
});
