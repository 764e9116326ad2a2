import { describe, expect, it } from 'vitest';
import { REASON_IDS, REASON_TEXTS, reasonOf, reasonText } from './reasons.js';

describe('the reason catalogue', () => {
  it('keeps its ids: a rename or removal is a breaking change for clients and shows here', () => {
    expect(REASON_IDS).toMatchSnapshot();
  });

  it('finds every text again by its words, with the placeholders as params', () => {
    for (const id of REASON_IDS) {
      const text = REASON_TEXTS[id];
      const params = [...text.matchAll(/\{(\d)\}/g)].map((_, index) => `value ${index}`);
      const written = reasonText(id, params);
      const found = reasonOf(written);
      // A text shared by two groups is the first group's reason: same words, same reader.
      expect(found && REASON_TEXTS[found.reason]).toBe(text);
      if (params.length > 0) expect(found?.params).toEqual(params);
    }
  });

  it('reads the server’s parameterised texts back', () => {
    expect(reasonOf('Only 3 left')).toEqual({ reason: 'shop.onlyLeft', params: ['3'] });
    expect(reasonOf('Too many attempts. Try again in 1 minute.')).toEqual({ reason: 'request.tooManyAttempts', params: ['1'] });
    expect(reasonOf('Too many attempts. Try again in 15 minutes.')).toEqual({ reason: 'request.tooManyAttempts', params: ['15'] });
    expect(reasonOf('Invalid input: email, password')).toEqual({ reason: 'request.invalidFields', params: ['email, password'] });
    expect(reasonOf('Must be one of DKK, EUR')).toEqual({ reason: 'field.mustBeOneOf', params: ['DKK, EUR'] });
    expect(reasonOf('Event not found')).toEqual({ reason: 'notFound.event' });
    expect(reasonOf('Required')).toEqual({ reason: 'common.required' });
  });

  it('knows nothing of a text outside it', () => {
    expect(reasonOf('Something nobody wrote')).toBeUndefined();
  });
});
