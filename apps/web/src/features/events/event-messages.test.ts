import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@foyer/contracts';
import { catalogues, translate } from '@foyer/i18n';
import { localizeMessage } from '../../shared/forms/server-messages';
import { EVENT_MESSAGE_TABLE } from './event-messages';

describe('EVENT_MESSAGE_TABLE', () => {
  const t = (key: string) => translate('da', key);
  it('translates the 409 of a delete with sales', () => {
    expect(localizeMessage('This event has sales; cancel it instead', t, EVENT_MESSAGE_TABLE)).toBe(
      translate('da', 'events.messages.hasSales'),
    );
    expect(translate('en', 'events.messages.hasSales')).toBe('This event has sales; cancel it instead');
  });
  it('translates the image refusals, which the catalogue keeps word for word in English', () => {
    for (const [text, key] of [
      [EVENT_MESSAGES.imageNotImage, 'events.messages.imageNotImage'],
      [EVENT_MESSAGES.imageTooManyPixels, 'events.messages.imageTooManyPixels'],
    ] as const) {
      expect(localizeMessage(text, t, EVENT_MESSAGE_TABLE)).toBe(translate('da', key));
      expect(translate('en', key)).toBe(text);
    }
  });
  it('keeps the spec text of a failed cancel in English', () => {
    expect(translate('en', 'common.failedOperation', { operation: catalogues.en.events.operations.cancel })).toBe(
      'Could not cancel event. Please try again later.',
    );
  });
});
