import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import { localizeMessage } from '../../shared/forms/server-messages';
import { USER_MESSAGE_TABLE } from './user-messages';

describe('users messages', () => {
  it('knows every users contract text, each with a catalogue text', () => {
    for (const message of Object.values(USER_MESSAGES)) expect(USER_MESSAGE_TABLE[message], message).toBeDefined();
    for (const key of Object.values(USER_MESSAGE_TABLE)) expect(translate('en', key), key).not.toBe(key);
  });

  it('translates users and shared messages alike', () => {
    const da = (key: string) => translate('da', key);
    expect(localizeMessage('You cannot delete your own account', da, USER_MESSAGE_TABLE)).toBe('Du kan ikke slette din egen konto');
    expect(localizeMessage('Must be a date (yyyy-MM-dd)', da, USER_MESSAGE_TABLE)).toBe('Skriv datoen som åååå-mm-dd');
    expect(localizeMessage('Required', da, USER_MESSAGE_TABLE)).toBe('Påkrævet');
  });
});
