import { describe, expect, it } from 'vitest';
import { EVENT_ADMISSION_MESSAGES, SCAN_MESSAGES } from '@foyer/contracts';
import { LOCALES, catalogues, translate } from '@foyer/i18n';
import { localizeMessage } from '../../shared/forms/server-messages';
import { SCAN_MESSAGE_TABLE } from './scan-messages';

const inLocale = (locale: (typeof LOCALES)[number], text: string) =>
  localizeMessage(text, (key) => translate(locale, key), SCAN_MESSAGE_TABLE);

describe('SCAN_MESSAGE_TABLE', () => {
  it('keeps every text of the scanner in English and translates it into each language', () => {
    const texts = { ...SCAN_MESSAGES, series: EVENT_ADMISSION_MESSAGES.series, eventNotFound: 'Event not found' };
    for (const [name, text] of Object.entries(texts)) {
      expect(catalogues.en.tickets.messages[name as keyof typeof catalogues.en.tickets.messages], name).toBe(text);
      expect(inLocale('en', text)).toBe(text);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const translated = inLocale(locale, text);
        expect(translated, `${locale} ${name}`).not.toBe(text);
        expect(translated).not.toContain('tickets.');
      }
    }
  });
  it('says the spec’s texts in Danish', () => {
    expect(inLocale('da', 'Ticket ID does not exist. Check the number and try again.')).toBe(
      'Billet-id’et findes ikke. Kontrollér nummeret, og prøv igen.',
    );
    expect(inLocale('da', 'Ticket not found')).toBe('Billetten blev ikke fundet');
  });
});
