import { describe, expect, it } from 'vitest';
import { REASON_IDS, ZDate, ZForgotPasswordRequest, ZHttpsUrl, ZResetPasswordRequest } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import { ApiError } from '../api/api-client';
import {
  applyServerFieldErrors,
  localizedErrorText,
  localizedValidate,
  localizeFields,
  localizeMessage,
  reasonWords,
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

/** Mantine's setErrors, recording what it was given. */
const recordingForm = () => {
  const calls: Record<string, string>[] = [];
  return { calls, setErrors: (errors: Record<string, string>) => void calls.push(errors) };
};

describe('reasonWords', () => {
  it('has words for every reason of the catalogue in the user’s language, placeholders filled', () => {
    for (const reason of REASON_IDS) expect(reasonWords({ reason }, da), reason).toBeTruthy();
    expect(reasonWords({ reason: 'shop.onlyLeft', params: ['3'] }, da)).toBe('Kun 3 tilbage');
    expect(reasonWords({ reason: 'nobody.knows' }, da)).toBeUndefined();
  });
});

describe('localizeMessage', () => {
  it('translates the contract and server messages by their reasons and keeps other texts', () => {
    expect(localizeMessage('Email must be valid', da)).toBe('E-mail skal være gyldig');
    expect(localizeMessage('Password is not strong enough', da)).toBe('Adgangskoden er ikke stærk nok');
    expect(localizeMessage('Passwords are not equal', da)).toBe('Adgangskoderne er ikke ens');
    expect(localizeMessage('You do not have permission to do this', da)).toBe('Du har ikke tilladelse til at gøre dette');
    expect(localizeMessage('Something else', da)).toBe('Something else');
  });

  it('knows the texts of the contract schemas the forms run', () => {
    expect(localizeMessage(ZDate.safeParse('31.12.2025').error?.issues[0]?.message ?? '', marked)).toBe('«reasons.field.date»');
    expect(localizeMessage(ZHttpsUrl.safeParse('http://x.example/a.css').error?.issues[0]?.message ?? '', marked)).toBe(
      '«reasons.field.httpsUrl»',
    );
  });
});

describe('localizeFields', () => {
  it('translates the field messages of an API error by the reasons the server named', () => {
    const error = new ApiError(
      409,
      'conflict',
      'Conflict',
      { name: 'The name must be unique', email: 'Email must be valid', other: 'As is' },
      null,
      { reason: 'request.conflict' },
      { name: { reason: 'configuration.nameUnique' }, email: { reason: 'common.emailInvalid' } },
    );
    expect(localizeFields(error, marked)).toEqual({
      name: '«reasons.configuration.nameUnique»',
      email: '«reasons.common.emailInvalid»',
      other: 'As is',
    });
    expect(localizeFields(new Error('x'), marked)).toEqual({});
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
  const error = new ApiError(
    400,
    'validation_failed',
    'Some fields are invalid',
    { password: 'Password is not strong enough', token: 'This link is invalid' },
    null,
    { reason: 'request.someFieldsInvalid' },
    { password: { reason: 'common.passwordTooWeak' }, token: { reason: 'request.invalidValue' } },
  );

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

  it('takes a test for the own paths and a renaming', () => {
    const form = recordingForm();
    const conflict = new ApiError(
      400,
      'validation_failed',
      'x',
      { 'settings.2.message': 'Max 140 characters', features: 'Required' },
      null,
      null,
      { 'settings.2.message': { reason: 'field.notificationTooLong' }, features: { reason: 'common.required' } },
    );
    expect(applyServerFieldErrors(conflict, form, marked, { fields: (path) => path.startsWith('settings.') })).toBe(true);
    expect(form.calls.pop()).toEqual({ 'settings.2.message': '«reasons.field.notificationTooLong»' });
    const pathFor = (path: string) => (path.startsWith('features') ? 'payouts' : path);
    expect(applyServerFieldErrors(conflict, form, marked, { fields: ['payouts'], pathFor })).toBe(true);
    expect(form.calls.pop()).toEqual({ payouts: '«reasons.common.required»' });
  });
});

describe('localizedErrorText', () => {
  const tooMany = (minutes: string, retryAfter: number | null = null) =>
    new ApiError(429, 'rate_limited', `Too many attempts. Try again in ${minutes} minutes.`, {}, retryAfter, {
      reason: 'request.tooManyAttempts',
      params: [minutes],
    });

  it("tells a rate limit with the server's waiting time in the user's language", () => {
    expect(retryMinutes(tooMany('42'))).toBe(42);
    expect(localizedErrorText(tooMany('42'), da)).toBe('For mange forsøg. Prøv igen om 42 minutter.');
  });

  it('prefers Retry-After to the reason’s minutes, rounding up to whole minutes', () => {
    const error = tooMany('42', 61);
    expect(retryMinutes(error)).toBe(2);
    expect(localizedErrorText(error, da)).toBe('For mange forsøg. Prøv igen om 2 minutter.');
  });

  it('words a rate limit without a time by its reason', () => {
    const error = new ApiError(429, 'rate_limited', 'Too many requests. Try again later.', {}, null, { reason: 'request.rateLimited' });
    expect(retryMinutes(error)).toBeNull();
    expect(localizedErrorText(error, da)).toBe('For mange anmodninger. Prøv igen senere.');
  });

  it('uses the snackbar’s texts for network and server failures', () => {
    expect(localizedErrorText(new ApiError(0, 'network', 'Network error'), da)).toBe('Netværksfejl');
    expect(localizedErrorText(new ApiError(500, 'internal', 'Name taken', {}, null, { reason: 'request.internal' }), da)).toBe(
      'Serverfejl',
    );
    expect(localizedErrorText(new Error('boom'), da)).toBe('Serverfejl');
  });

  it('words a refusal by its reason, not by its English text, and keeps one without words', () => {
    const refused = new ApiError(409, 'conflict', 'whatever the server wrote', {}, null, { reason: 'venues.inUse' });
    expect(localizedErrorText(refused, marked)).toBe('«reasons.venues.inUse»');
    expect(localizedErrorText(new ApiError(403, 'forbidden', 'x', {}, null, { reason: 'request.forbidden' }), da)).toBe(
      'Du har ikke tilladelse til at gøre dette',
    );
    expect(localizedErrorText(new ApiError(409, 'conflict', 'Other', {}, null, { reason: 'nobody.knows' }), da)).toBe('Other');
  });
});

describe('translateKeys', () => {
  it('translates the keys a validator returns', () => {
    expect(translateKeys({ a: 'k.a' }, marked)).toEqual({ a: '«k.a»' });
  });
});
