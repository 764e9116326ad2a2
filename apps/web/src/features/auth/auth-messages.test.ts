import { describe, expect, it } from 'vitest';
import { ZForgotPasswordRequest, ZResetPasswordRequest } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import { ApiError } from '../../shared/api/api-client';
import { failureText, formFieldErrors, isInvalidLink, retryMinutes, translatedValidate, translateMessage } from './auth-messages';

/** A stand-in for i18next's t with the Danish catalogue, plurals by count. */
const da = (key: string, options: Record<string, unknown> = {}) => {
  const count = options.count;
  const plural = typeof count === 'number' ? `${key}_${count === 1 ? 'one' : 'other'}` : key;
  const params = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
  const text = translate('da', plural, params);
  return text === plural ? translate('da', key, params) : text;
};

describe('translateMessage', () => {
  it('translates the contract messages and keeps other texts', () => {
    expect(translateMessage('Email must be valid', da)).toBe('E-mail skal være gyldig');
    expect(translateMessage('Password is not strong enough', da)).toBe('Adgangskoden er ikke stærk nok');
    expect(translateMessage('Passwords are not equal', da)).toBe('Adgangskoderne er ikke ens');
    expect(translateMessage('Something else', da)).toBe('Something else');
  });
});

describe('translatedValidate', () => {
  it("checks the forgot-password email with the contract: 'Email must be valid'", () => {
    const validate = translatedValidate(ZForgotPasswordRequest, (key) => translate('en', key));
    expect(validate({ email: 'nope' })).toEqual({ email: 'Email must be valid' });
    expect(validate({ email: ' ida@museum.dk ' })).toEqual({});
  });

  it('checks a new password: at least 8 characters, and both the same', () => {
    const validate = translatedValidate(ZResetPasswordRequest, da);
    expect(validate({ token: 't', password: 'short', passwordConfirmation: 'short' })).toEqual({ password: 'Adgangskoden er ikke stærk nok' });
    expect(validate({ token: 't', password: 'long enough', passwordConfirmation: 'long enougH' })).toEqual({
      passwordConfirmation: 'Adgangskoderne er ikke ens',
    });
    expect(validate({ token: 't', password: 'long enough', passwordConfirmation: 'long enough' })).toEqual({});
  });
});

describe('failureText', () => {
  it("tells a rate limit with the server's waiting time in the user's language", () => {
    const error = new ApiError(429, 'rate_limited', 'Too many attempts. Try again in 42 minutes.');
    expect(failureText(error, da)).toBe('For mange forsøg. Prøv igen om 42 minutter.');
    expect(failureText(new ApiError(429, 'rate_limited', 'Try again in 1 minute.'), (key, o) => translate('en', `${key}_one`, o as Record<string, number>))).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
  });

  it("shows the server's own message for a rate limit without a time", () => {
    expect(failureText(new ApiError(429, 'rate_limited', 'Slow down'), da)).toBe('Slow down');
    expect(retryMinutes('Slow down')).toBeNull();
  });

  it('falls back to the usual error texts', () => {
    expect(failureText(new ApiError(0, 'network', 'Network error'), da)).toBe('Netværksfejl');
  });
});

describe('server field errors', () => {
  const error = new ApiError(400, 'validation_failed', 'Invalid', { password: 'Password is not strong enough', token: 'This link is invalid' });

  it('keeps only the form’s own fields, translated', () => {
    expect(formFieldErrors(error, ['password', 'passwordConfirmation'], da)).toEqual({ password: 'Adgangskoden er ikke stærk nok' });
    expect(formFieldErrors(new Error('x'), ['password'], da)).toEqual({});
  });

  it('recognises a refused link', () => {
    expect(isInvalidLink(error)).toBe(true);
    expect(isInvalidLink(new ApiError(400, 'validation_failed', 'Invalid', { password: 'x' }))).toBe(false);
    expect(isInvalidLink(new ApiError(500, 'internal', 'Server error'))).toBe(false);
  });
});
