import { describe, expect, it } from 'vitest';
import { MESSAGES, ZDate, ZForgotPasswordRequest, ZHttpsUrl, ZResetPasswordRequest } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import { ApiError } from '../api/api-client';
import {
  applyServerFieldErrors,
  BASE_MESSAGES,
  localizedErrorText,
  localizedValidate,
  localizeFields,
  localizeMessage,
  retryMinutes,
  translateKeys,
} from './server-messages';

/** A stand-in for i18next's t with the Danish catalogue, plurals by count. */
const da = (key: string, options: Record<string, unknown> = {}) => {
  const count = options.count;
  const plural = typeof count === 'number' ? `${key}_${count === 1 ? 'one' : 'other'}` : key;
  const params = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
  const text = translate('da', plural, params);
  return text === plural ? translate('da', key, params) : text;
};
const en = (key: string, options: Record<string, unknown> = {}) => {
  const count = options.count;
  const params = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
  return translate('en', typeof count === 'number' ? `${key}_${count === 1 ? 'one' : 'other'}` : key, params);
};
const marked = (key: string) => `«${key}»`;
const table = { 'Name taken': 'x.nameTaken', Required: 'x.required' };

/** Mantine's setErrors, recording what it was given. */
const recordingForm = () => {
  const calls: Record<string, string>[] = [];
  return { calls, setErrors: (errors: Record<string, string>) => void calls.push(errors) };
};

describe('the base table', () => {
  it('knows every fixed contract message but the sign-in one, which its page words itself', () => {
    const { incorrectCredentials: _signIn, ...rest } = MESSAGES;
    for (const message of Object.values(rest)) expect(BASE_MESSAGES[message], message).toBeDefined();
  });

  it('still matches the texts of the contract schemas it translates', () => {
    expect(BASE_MESSAGES[ZDate.safeParse('31.12.2025').error?.issues[0]?.message ?? '']).toBe('common.validation.invalidDate');
    expect(BASE_MESSAGES[ZHttpsUrl.safeParse('http://x.example/a.css').error?.issues[0]?.message ?? '']).toBe('common.validation.httpsUrl');
  });

  it('points at texts of the catalogue', () => {
    for (const key of Object.values(BASE_MESSAGES)) expect(translate('en', key), key).not.toBe(key);
  });
});

describe('localizeMessage', () => {
  it('translates the contract and server messages and keeps other texts', () => {
    expect(localizeMessage('Email must be valid', da)).toBe('E-mail skal være gyldig');
    expect(localizeMessage('Password is not strong enough', da)).toBe('Adgangskoden er ikke stærk nok');
    expect(localizeMessage('Passwords are not equal', da)).toBe('Adgangskoderne er ikke ens');
    expect(localizeMessage('You do not have permission to do this', da)).toBe('Du har ikke tilladelse til at gøre dette');
    expect(localizeMessage('Something else', da)).toBe('Something else');
  });

  it("lays the feature's table over the base", () => {
    expect(localizeMessage('Name taken', marked, table)).toBe('«x.nameTaken»');
    expect(localizeMessage('Required', marked, table)).toBe('«x.required»');
    expect(localizeMessage('Some fields are invalid', marked, table)).toBe('«common.errors.someFieldsInvalid»');
  });
});

describe('localizeFields', () => {
  it('translates the field messages of an API error', () => {
    const error = new ApiError(409, 'conflict', 'Conflict', { name: 'Name taken', email: 'Email must be valid', other: 'As is' });
    expect(localizeFields(error, marked, table)).toEqual({
      name: '«x.nameTaken»',
      email: '«common.validation.emailInvalid»',
      other: 'As is',
    });
    expect(localizeFields(new Error('x'), marked, table)).toEqual({});
  });
});

describe('localizedValidate', () => {
  it("checks the forgot-password email with the contract: 'Email must be valid'", () => {
    const validate = localizedValidate(ZForgotPasswordRequest, en);
    expect(validate({ email: 'nope' })).toEqual({ email: 'Email must be valid' });
    expect(validate({ email: ' ida@museum.dk ' })).toEqual({});
  });

  it('checks a new password in the user’s language: at least 8 characters, and both the same', () => {
    const validate = localizedValidate(ZResetPasswordRequest, da);
    expect(validate({ token: 't', password: 'short', passwordConfirmation: 'short' })).toEqual({
      password: 'Adgangskoden er ikke stærk nok',
    });
    expect(validate({ token: 't', password: 'long enough', passwordConfirmation: 'long enougH' })).toEqual({
      passwordConfirmation: 'Adgangskoderne er ikke ens',
    });
    expect(validate({ token: 't', password: 'long enough', passwordConfirmation: 'long enough' })).toEqual({});
  });
});

describe('applyServerFieldErrors', () => {
  const error = new ApiError(400, 'validation_failed', 'Some fields are invalid', {
    password: 'Password is not strong enough',
    token: 'This link is invalid',
  });

  it('puts only the form’s own fields on it, translated, and says so', () => {
    const form = recordingForm();
    expect(applyServerFieldErrors(error, form, da, { fields: ['password', 'passwordConfirmation'] })).toBe(true);
    expect(form.calls).toEqual([{ password: 'Adgangskoden er ikke stærk nok' }]);
  });

  it('leaves the form alone when nothing is its own, or it was no API error', () => {
    const form = recordingForm();
    expect(applyServerFieldErrors(error, form, da, { fields: ['email'] })).toBe(false);
    expect(applyServerFieldErrors(new Error('x'), form, da, { fields: ['email'] })).toBe(false);
    expect(applyServerFieldErrors(new ApiError(409, 'conflict', 'Name taken'), form, da, { fields: ['name'] })).toBe(false);
    expect(form.calls).toEqual([]);
  });

  it('takes a test for the own paths, a table, and a renaming', () => {
    const form = recordingForm();
    const conflict = new ApiError(400, 'validation_failed', 'x', { 'settings.2.message': 'Name taken', features: 'Required' });
    expect(applyServerFieldErrors(conflict, form, marked, { fields: (path) => path.startsWith('settings.'), table })).toBe(true);
    expect(form.calls.pop()).toEqual({ 'settings.2.message': '«x.nameTaken»' });
    const pathFor = (path: string) => (path.startsWith('features') ? 'payouts' : path);
    expect(applyServerFieldErrors(conflict, form, marked, { fields: ['payouts'], pathFor })).toBe(true);
    expect(form.calls.pop()).toEqual({ payouts: '«common.validation.required»' });
  });
});

describe('localizedErrorText', () => {
  it("tells a rate limit with the server's waiting time in the user's language", () => {
    const error = new ApiError(429, 'rate_limited', 'Too many attempts. Try again in 42 minutes.');
    expect(localizedErrorText(error, da)).toBe('For mange forsøg. Prøv igen om 42 minutter.');
    expect(localizedErrorText(new ApiError(429, 'rate_limited', 'Try again in 1 minute.'), en)).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
  });

  it('prefers Retry-After to the text, rounding up to whole minutes', () => {
    const error = new ApiError(429, 'rate_limited', 'Too many attempts. Try again in 42 minutes.', {}, 61);
    expect(retryMinutes(error)).toBe(2);
    expect(localizedErrorText(error, da)).toBe('For mange forsøg. Prøv igen om 2 minutter.');
  });

  it("shows the server's own message for a rate limit without a time", () => {
    const error = new ApiError(429, 'rate_limited', 'Slow down');
    expect(retryMinutes(error)).toBeNull();
    expect(localizedErrorText(error, da)).toBe('Slow down');
  });

  it('uses the snackbar’s texts for network and server failures', () => {
    expect(localizedErrorText(new ApiError(0, 'network', 'Network error'), da)).toBe('Netværksfejl');
    expect(localizedErrorText(new ApiError(500, 'internal', 'Name taken'), da, table)).toBe('Serverfejl');
    expect(localizedErrorText(new Error('boom'), da)).toBe('Serverfejl');
  });

  it('translates a known refusal and keeps an unknown one', () => {
    expect(localizedErrorText(new ApiError(409, 'conflict', 'Name taken'), marked, table)).toBe('«x.nameTaken»');
    expect(localizedErrorText(new ApiError(403, 'forbidden', 'You do not have permission to do this'), da)).toBe(
      'Du har ikke tilladelse til at gøre dette',
    );
    expect(localizedErrorText(new ApiError(409, 'conflict', 'Other'), marked, table)).toBe('Other');
  });
});

describe('translateKeys', () => {
  it('translates the keys a validator returns', () => {
    expect(translateKeys({ a: 'k.a' }, marked)).toEqual({ a: '«k.a»' });
  });
});
