import { describe, expect, it } from 'vitest';
import { BOX_OFFICE_MESSAGES, SHOP_MESSAGES } from '@foyer/contracts';
import { CART_RULE_MESSAGES } from '@foyer/domain';
import { LOCALES, translate } from '@foyer/i18n';
import { BOX_OFFICE_MESSAGE_TABLE, boxOfficeMessage } from './box-office-messages';

const tr = (locale: (typeof LOCALES)[number]) => (key: string, options?: Record<string, unknown>) =>
  translate(locale, key, options as Record<string, string | number>);

describe('boxOfficeMessage', () => {
  it('keeps every text of the box office in English and translates it', () => {
    const texts = [...Object.values(BOX_OFFICE_MESSAGES), ...Object.keys(BOX_OFFICE_MESSAGE_TABLE)];
    for (const text of texts) {
      expect(boxOfficeMessage(text, tr('en')), text).toBe(text);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const translated = boxOfficeMessage(text, tr(locale));
        expect(translated, `${locale}: ${text}`).not.toBe(text);
        expect(translated).not.toContain('events.');
      }
    }
  });
  it('translates the texts with a number, keeping the number', () => {
    expect(boxOfficeMessage(SHOP_MESSAGES.onlyLeft.replace('{0}', '3'), tr('en'))).toBe('Only 3 left');
    expect(boxOfficeMessage('Only 3 left', tr('da'))).toBe('Kun 3 tilbage');
    expect(boxOfficeMessage(CART_RULE_MESSAGES.belowMinimum.replace('{0}', '12'), tr('de'))).toBe(
      'Wählen Sie mindestens (12) Teilnehmende, um fortzufahren',
    );
  });
  it('knows the contract’s base texts and leaves unknown ones as written', () => {
    expect(boxOfficeMessage('Email must be valid', tr('nl'))).toBe(translate('nl', 'common.validation.emailInvalid'));
    expect(boxOfficeMessage('Something new', tr('da'))).toBe('Something new');
  });
});
