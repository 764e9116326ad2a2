import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, REFUND_MESSAGES } from '@foyer/contracts';
import { LOCALES, catalogues, translate } from '@foyer/i18n';
import { localizeMessage } from '../../shared/forms/server-messages';
import { ORDER_MESSAGE_TABLE } from './order-messages';
import { ordersListPath } from './order-links';

describe('ORDER_MESSAGE_TABLE', () => {
  it('keeps the SPEC §8 text in English and translates it', () => {
    expect(catalogues.en.orders.messages.loadFailed).toBe(ORDER_MESSAGES.loadFailed);
    expect(localizeMessage('Error while loading orders', (key) => translate('da', key), ORDER_MESSAGE_TABLE)).toBe(
      'Fejl under indlæsning af ordrer',
    );
    for (const locale of LOCALES) {
      expect(localizeMessage(ORDER_MESSAGES.loadFailed, (key) => translate(locale, key), ORDER_MESSAGE_TABLE)).not.toContain('orders.');
    }
  });
  it('keeps the refund texts of the API in English and translates each of them', () => {
    for (const [name, text] of Object.entries(REFUND_MESSAGES)) {
      expect(catalogues.en.orders.messages[name as keyof typeof REFUND_MESSAGES], name).toBe(text);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const translated = localizeMessage(text, (key) => translate(locale, key), ORDER_MESSAGE_TABLE);
        expect(translated, `${locale} ${name}`).not.toBe(text);
        expect(translated).not.toContain('orders.');
      }
    }
    expect(localizeMessage(REFUND_MESSAGES.policy, (key) => translate('da', key), ORDER_MESSAGE_TABLE)).toBe(
      'Refunderingspolitikken tillader ikke en refundering nu',
    );
  });
  it('names the failed operation as the spec words it', () => {
    expect(translate('en', 'common.failedOperation', { operation: catalogues.en.orders.operations.load })).toBe(
      'Could not load orders. Please try again later.',
    );
  });
});

describe('ordersListPath', () => {
  it('goes back to the list as it was left, else to its defaults', () => {
    expect(ordersListPath({ listSearch: '?status=Created&page=2' })).toBe('/orders?status=Created&page=2');
    expect(ordersListPath({ listSearch: '' })).toBe('/orders');
    expect(ordersListPath({ listSearch: 'https://elsewhere.test' })).toBe('/orders');
    expect(ordersListPath(null)).toBe('/orders');
  });
});
