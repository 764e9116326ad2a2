import { describe, expect, it } from 'vitest';
import { localName } from './event-names';

describe('localName', () => {
  it('takes the visitor’s language, then the event’s default, then any name', () => {
    expect(localName({ en: 'Guided tour', da: 'Omvisning' }, 'da', 'en')).toBe('Omvisning');
    expect(localName({ en: 'Guided tour', da: 'Omvisning' }, 'de', 'en')).toBe('Guided tour');
    expect(localName({ nl: 'Rondleiding', da: ' ' }, 'da', 'en')).toBe('Rondleiding');
    expect(localName({}, 'da', 'en')).toBe('');
  });
});
